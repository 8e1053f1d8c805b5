// Creates a PGlite database in the folder given as the only argument, then ends (see
// createInOwnProcess in database.ts for why this runs as a process of its own).
import { openPglite } from './database.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node src/db/pglite-create.ts <folder>');
const db = await openPglite(dataDir);
await db.close();
