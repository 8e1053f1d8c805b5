// What Chromium really fetches for one page of the running product: every request until the
// network is idle, with the bytes on the wire (compressed as sent, headers excluded), asking
// for gzip only (the size budget's measure) or, with --br, as a browser asks by default.
// Cross-checks scripts/check-size.ts, which counts from the build's module graph.
//
// Usage (from apps/web, against a running server):
//   node scripts/measure-page-load.ts http://127.0.0.1:8080/login [--br]
import { chromium } from '@playwright/test';
import { browserConfig } from '../playwright.shared.ts';

const url = process.argv[2];
if (!url) {
  console.error('usage: node scripts/measure-page-load.ts <url> [--br]');
  process.exit(1);
}
const brotli = process.argv.includes('--br');

const browser = await chromium.launch(browserConfig(url).use?.launchOptions);
// A German school's browser: German is also the default language the size script counts.
const page = await browser.newPage({ locale: 'de-DE' });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
if (!brotli) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });

const requests = new Map<string, { url: string; encoding: string }>();
const rows: { url: string; encoding: string; body: number }[] = [];
cdp.on('Network.responseReceived', (event) => {
  const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
  requests.set(event.requestId, { url: event.response.url, encoding: String(headers['content-encoding'] ?? 'none') });
});
cdp.on('Network.loadingFinished', (event) => {
  const request = requests.get(event.requestId);
  if (!request) return;
  // encodedDataLength includes the response headers; the body alone is what the budget counts.
  rows.push({ ...request, body: event.encodedDataLength });
});
const headerBytes = new Map<string, number>();
cdp.on('Network.responseReceivedExtraInfo', (event) => {
  headerBytes.set(event.requestId, (event.headersText ?? '').length);
});

await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await browser.close();

let total = 0;
let totalWithHeaders = 0;
const origin = new URL(url).origin;
rows.sort((a, b) => b.body - a.body);
console.log(`${url}: ${rows.length} requests (${brotli ? 'browser default encodings' : 'gzip'})`);
for (const row of rows) {
  const [id] = [...requests.entries()].find(([, r]) => r.url === row.url) ?? [''];
  const headers = headerBytes.get(id) ?? 0;
  const body = Math.max(0, row.body - headers);
  total += body;
  totalWithHeaders += row.body;
  console.log(`  ${(body / 1000).toFixed(1).padStart(7)} kB  ${row.encoding.padEnd(5)}  ${row.url.replace(origin, '')}`);
}
console.log(`  ${(total / 1000).toFixed(1).padStart(7)} kB  total bodies (${(totalWithHeaders / 1000).toFixed(1)} kB with headers)`);
