// The server over a web build folder, without a database of interest: for the tests of how the
// web app's files and pages are served (app.test.ts, page-preloads.test.ts).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

export interface WebApp {
  app: FastifyInstance;
  /** Closes the server and its database and removes the web folder. */
  close(): Promise<void>;
}

/** A server whose WEB_DIST is `web` (a folder the test wrote), on an empty in-memory database. */
export async function serveWebFolder(web: string): Promise<WebApp> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: web, SEED_DEMO: 'false', DATA_DIR: path.join(tmpdir(), 'no-data-dir') });
  const { app } = await buildApp({ config, db });
  return {
    app,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(web, { recursive: true, force: true });
    },
  };
}
