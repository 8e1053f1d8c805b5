import { defineConfig } from '@playwright/test';
import { browserConfig } from './playwright.shared.ts';

// Browser tests against the mock: the BUILT app (vite preview) in Debian's Chromium, its /api
// proxied to a Prism mock of the contract. scripts/test-web.sh builds first and picks free
// ports; run by hand:  pnpm run build && pnpm exec playwright test
// The journeys against the real server are in playwright.server.config.ts.
const webPort = Number(process.env.E2E_WEB_PORT ?? 4610);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4611);
const root = '../..';

export default defineConfig({
  ...browserConfig(`http://127.0.0.1:${webPort}`),
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  webServer: [
    {
      // Prism serves the contract's paths at its root; the preview proxy strips /api.
      command: `${root}/node_modules/.bin/prism mock ${root}/openapi/dist/openapi.yaml -h 127.0.0.1 -p ${mockPort}`,
      url: `http://127.0.0.1:${mockPort}/admin/auth/me`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${webPort} --strictPort`,
      url: `http://127.0.0.1:${webPort}/login`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${mockPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
