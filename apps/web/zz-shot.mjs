import { chromium } from '@playwright/test';
const [,, base, role, path, out, lang = 'de', width = '1280'] = process.argv;
const LOGIN = { admin: ['katrin.vogel@example.org', 'Demo-Admin-2026'], schooladmin: ['thomas.berger@stadtpark-gymnasium.example.org', 'Demo-Schule-2026'], teacher: ['julia.hoffmann@stadtpark-gymnasium.example.org', 'Demo-Lehrer-2026'], parent: ['markus.schneider@example.org', 'Demo-Eltern-2026'] };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'de-DE' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(`${base}/login?lang=${lang}`);
await page.locator('input[type="email"]').fill(LOGIN[role][0]);
await page.locator('input[type="password"]').fill(LOGIN[role][1]);
await page.locator('button[type="submit"]').click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
if (lang !== 'de') { await page.locator('header select').first().selectOption(lang); await page.waitForTimeout(800); }
await page.goto(base + path);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
