import type { PlaywrightTestConfig } from '@playwright/test';

// What both browser-test setups share: Debian's Chromium (never `playwright install`: browser
// downloads are not reachable here; scripts/ensure-chromium.sh installs /usr/bin/chromium),
// one worker (the journeys against the real server override it), a German school's browser.
// Tests that need another language say so.
export function browserConfig(baseURL: string): Omit<PlaywrightTestConfig, 'testDir' | 'webServer'> {
  return {
    timeout: 30_000,
    expect: { timeout: 10_000 },
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: !!process.env.CI,
    reporter: [['list']],
    use: {
      baseURL,
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
  };
}
