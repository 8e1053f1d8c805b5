import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserConfig } from './playwright.shared.ts';

// Journeys against the REAL server: the built app served by apps/server on a fresh PGlite
// database with the demo data (a new folder every run), in Debian's Chromium. The server's
// answers are the product's, so these tests see what a person would.
//   pnpm run build && pnpm exec playwright test -c playwright.server.config.ts
//
// Two workers, each with a server and a database of its own: a journey changes data, so two
// journeys never share a server at the same time, and the run takes about half as long. The
// config is read again in each worker process, where Playwright sets TEST_PARALLEL_INDEX
// (0 or 1): that picks the worker's server. Journeys must not depend on each other's changes
// (which files share a server differs from run to run).
// With E2E_BASE_URL the journeys go, in one worker, to a server someone else started (no server
// is started here), e.g. two processes behind a load balancer (scripts/cluster/run.sh); it must
// hold a fresh demo database.
const external = process.env.E2E_BASE_URL;
const ports = [Number(process.env.E2E_SERVER_PORT ?? 4620), Number(process.env.E2E_SERVER_PORT_2 ?? 4624)];
const inWorker = process.env.TEST_PARALLEL_INDEX !== undefined;
const workerServer = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length;
// The servers are started by the main process; a worker needs only their addresses.
const dataDirs = [process.env.E2E_DATA_DIR, process.env.E2E_DATA_DIR_2].map(
  (dir) => dir ?? (inWorker || external ? '' : mkdtempSync(path.join(tmpdir(), 'backoffice-e2e-'))),
);

/** The server of a journey run: a fresh demo database in `dataDir`, listening on `port`. */
export function journeyServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node ../server/src/server.ts',
    url: `http://127.0.0.1:${port}/login`,
    env: {
      // Always a fresh PGlite database in its own folder, also where DATABASE_URL is set for
      // the server suite (CI): the journeys change data and must not meet yesterday's.
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.resolve('dist'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  ...browserConfig(external ?? `http://127.0.0.1:${ports[workerServer]}`),
  workers: external ? 1 : ports.length,
  testDir: 'e2e-server',
  // Journeys that need an AI provider run only in playwright.server-ai.config.ts.
  testIgnore: ['digests-ai.spec.ts'],
  outputDir: 'test-results/server-artifacts',
  timeout: 60_000,
  ...(external ? {} : { webServer: ports.map((port, i) => journeyServer(port, dataDirs[i]!)) }),
});
