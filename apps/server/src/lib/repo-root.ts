// The repository's root folder (the contract, the web app's build and the data folder are found
// from it). A leaf module: the configuration and the contract loader both need it.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
