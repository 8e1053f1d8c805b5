import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserConfig } from './playwright.shared.ts';

// Journeys against the REAL server: the built app served by apps/server on a fresh PGlite
// database with the demo data (a new folder every run), in Debian's Chromium. The server's
// answers are the product's, so these tests see what a person would.
//   pnpm run build && pnpm exec playwright test -c playwright.server.config.ts
// With E2E_BASE_URL the journeys go to a server someone else started (no server is started
// here), e.g. two processes behind a load balancer (scripts/cluster/run.sh); it must hold a
// fresh demo database.
const port = Number(process.env.E2E_SERVER_PORT ?? 4620);
const external = process.env.E2E_BASE_URL;
const dataDir = external ? '' : (process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'backoffice-e2e-')));

const ownServer = {
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
  },
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  ...browserConfig(external ?? `http://127.0.0.1:${port}`),
  testDir: 'e2e-server',
  // Journeys that need an AI provider run only in playwright.server-ai.config.ts.
  testIgnore: ['digests-ai.spec.ts'],
  outputDir: 'test-results/server-artifacts',
  timeout: 60_000,
  ...(external ? {} : { webServer: ownServer }),
});
