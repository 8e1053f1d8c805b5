import { existsSync } from 'node:fs';
import type { PlaywrightTestConfig } from '@playwright/test';

// What both browser-test setups share: Debian's Chromium (never `playwright install`: browser
// downloads are not reachable here; scripts/ensure-chromium.sh installs it), one worker (the
// journeys against the real server override it), a German school's browser. Tests that need
// another language say so.
//
// The tests drive Chromium's headless shell: the same engine without the browser's own
// interface, which took a third less CPU than the full browser for the same journeys (115 s
// against 175–192 s for two journey files on two workers) and so a third less time on a CI
// machine that the journeys keep busy. Where it is missing, the full browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
const executablePath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For a spec file that needs what only the full browser has (`test.use(withFullBrowser)`): its
 * PDF viewer, which shows a PDF opened in a tab where the headless shell downloads it.
 */
export const withFullBrowser = { launchOptions: { executablePath: FULL_BROWSER, args: ARGS } };

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
      launchOptions: { executablePath, args: ARGS },
    },
  };
}
