import { defineConfig } from '@playwright/test';

// Browser tests: the BUILT app (vite preview) in Debian's Chromium, its /api proxied to a Prism
// mock of the contract. scripts/test-web.sh builds first and picks free ports; run by hand:
//   pnpm run build && pnpm exec playwright test
// Never `playwright install`: browser downloads are not reachable here; /usr/bin/chromium is
// installed by scripts/ensure-chromium.sh.
const webPort = Number(process.env.E2E_WEB_PORT ?? 4610);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4611);
const root = '../..';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // A German school's browser; tests that need another language say so.
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
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
