// A file storage in a temporary folder, for tests that open a database of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore, type FileStore } from '../../src/storage/index.ts';

export function tempStore(): { store: FileStore; dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-files-'));
  return { store: createFolderStore(dir), dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
