import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import serverConfig, { journeyServer } from './playwright.server.config.ts';

// The upload and digest journeys against the real server pointed at an AI provider: the loopback
// OpenAI-compatible server of the server's tests (apps/server/scripts/loopback-ai.ts), which
// speaks the real protocol and reads the test worksheet as a good model would. The server gets
// its own fresh demo database, apart from the run without AI.
//   pnpm run build && pnpm exec playwright test -c playwright.server-ai.config.ts
const port = Number(process.env.E2E_AI_SERVER_PORT ?? 4622);
const aiPort = Number(process.env.E2E_AI_PORT ?? 4623);
const dataDir = process.env.E2E_AI_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'backoffice-e2e-ai-'));
// The journey checks what only a model's drafts have (the test workers inherit this).
process.env.E2E_UPLOAD_AI = '1';

export default defineConfig({
  ...serverConfig,
  use: { ...serverConfig.use, baseURL: `http://127.0.0.1:${port}` },
  // One server, so one worker.
  workers: 1,
  // This run shares the machine with the mocked browser tests and the two-process cluster
  // (scripts/test-web.sh): the upload journey, 25 s on its own, has taken over a minute there.
  timeout: 120_000,
  testMatch: ['upload.spec.ts', 'digests-ai.spec.ts'],
  testIgnore: [],
  outputDir: 'test-results/server-ai-artifacts',
  webServer: [
    {
      command: `node ../server/scripts/loopback-ai.ts --port ${aiPort}`,
      url: `http://127.0.0.1:${aiPort}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    journeyServer(port, dataDir, {
      AI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
      AI_MODEL: 'loopback',
      AI_API_KEY: 'loopback-key',
    }),
  ],
});
