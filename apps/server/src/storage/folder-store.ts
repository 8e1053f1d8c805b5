// Files in a folder (by default DATA_DIR/files, next to PGlite's data): `<root>/<first two
// characters of the hash>/<key>`, so no folder holds more than a few hundred files per
// 100,000. A write goes to a temporary file first and is renamed into place, so a reader never
// sees half a file and two processes writing the same key at once both succeed.
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { assertKey, type ByteRange, type FileStore, MissingFileError, type StoredFile } from './file-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createFolderStore(root: string): FileStore {
  const where = (key: string) => {
    assertKey(key);
    const slash = key.lastIndexOf('/');
    const prefix = key.slice(0, slash + 1);
    const name = key.slice(slash + 1);
    return path.join(root, prefix, name.slice(0, 2), name);
  };

  async function statOf(key: string): Promise<StoredFile | undefined> {
    try {
      const s = await stat(where(key));
      return { size: s.size, modified: s.mtime };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    description: `folder ${root}`,

    async put(key, data) {
      const file = where(key);
      // Already there: the same content by its key. It is marked as written now, so that the
      // sweep of unreferenced files (sweep.ts) leaves it to the row about to name it.
      if (await statOf(key)) {
        const now = new Date();
        await utimes(file, now, now);
        return;
      }
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },

    stat: statOf,

    async read(key, range?: ByteRange): Promise<Readable> {
      // Opened first, so that a missing file is an error here and not in the middle of an answer.
      let handle;
      try {
        handle = await open(where(key), 'r');
      } catch (error) {
        if (isMissing(error)) throw new MissingFileError(key);
        throw error;
      }
      // The stream closes the file when it ends or is destroyed (a client that went away).
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async readAll(key) {
      try {
        return await readFile(where(key));
      } catch (error) {
        if (isMissing(error)) throw new MissingFileError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(where(key), { force: true });
    },

    async *list(prefix = '') {
      const base = path.join(root, prefix);
      let shards: string[];
      try {
        shards = await readdir(base);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const shard of shards.filter((s) => /^[0-9a-f]{2}$/.test(s)).sort()) {
        for (const name of (await readdir(path.join(base, shard))).sort()) {
          if (name.endsWith('.part')) continue;
          const s = await statOf(`${prefix}${name}`);
          if (s) yield { key: `${prefix}${name}`, modified: s.modified };
        }
      }
    },

    async check() {
      // The folder must exist and take a write: a full or read-only disk is not ready.
      await mkdir(root, { recursive: true });
      const probe = path.join(root, `.ready-${randomBytes(6).toString('hex')}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
  };
}
