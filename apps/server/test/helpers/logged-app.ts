// A server on a fresh database with the demo data whose log lines are kept, for tests of what
// the log holds (and never holds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { freshDatabase } from './fresh-database.ts';
import { createFileStore } from '../../src/storage/index.ts';

export interface LoggedApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The log lines so far, joined. */
  log(): string;
  close(): Promise<void>;
}

export async function startLoggedApp(level: 'info' | 'trace' = 'trace'): Promise<LoggedApp> {
  const { db, drop } = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-log-'));
  const lines: string[] = [];
  const config = loadConfig({ LOG_LEVEL: level, DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), SEED_DEMO: 'false', PUBLIC_URL: 'http://backoffice.test' });
  const files = await createFileStore(config);
  await seedDemo(db, files);
  const { app } = await buildApp({ config, db, files, logStream: { write: (line) => void lines.push(line) } });
  return {
    app,
    db,
    config,
    log: () => lines.join(''),
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
