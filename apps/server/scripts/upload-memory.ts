// Memory of the server while it refuses oversized uploads, measured from outside the process:
// the server runs as its own process (PGlite in a temporary folder, demo data), a signed-in
// teacher sends requests to the problem editor's multipart call, and the server's resident
// memory (VmRSS) is read before and after. Budget: less than 10 MB growth for a 120 MB request.
// Then 20 such requests at once, each a 24 MB text field (the problem's text, which can hold
// 20,000 characters): reported beside it, with the same budget for the whole burst.
//   node scripts/upload-memory.ts [--check]
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { startOwnServer } from './own-server.ts';

const BUDGET_MB = 10;
const MB = 1024 * 1024;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Sent {
  status: number | string;
  body: string;
  bytesWritten: number;
}

/** Sends `totalBytes` of multipart body in 64 kB chunks, as fast as the server takes them: one file, or one text field. */
function send(port: number, session: string, totalBytes: number, withLength: boolean, asText = false): Promise<Sent> {
  return new Promise((resolve) => {
    const boundary = '----memory-check';
    const head = Buffer.from(
      asText
        ? `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const headers: Record<string, string | number> = {
      authorization: `Bearer ${session}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    if (withLength) headers['content-length'] = totalBytes;
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/admin/problems', headers });
    let written = 0;
    let done = false;
    const finish = (result: Sent) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => finish({ status: res.statusCode ?? 0, body, bytesWritten: written }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish({ status: error.code ?? 'error', body: '', bytesWritten: written }));
    const pump = () => {
      if (written === 0) {
        req.write(head);
        written += head.length;
      }
      while (!done && written < totalBytes - tail.length) {
        const size = Math.min(chunk.length, totalBytes - tail.length - written);
        written += size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!done) req.end(tail);
    };
    pump();
  });
}

async function main() {
  const server = await startOwnServer('backoffice-upload-');
  const { port, child } = server;
  try {
    const session = await server.signIn('teacher');
    // Warm up: one small refused request, so that the code paths are loaded before measuring.
    await send(port, session, 1024, true);
    await new Promise((r) => setTimeout(r, 500));
    const pid = child.pid!;
    const results: string[] = [];
    let worst = 0;
    for (const [label, bytes, withLength] of [
      ['120 MB with Content-Length', 120 * MB, true],
      ['120 MB without Content-Length (chunked)', 120 * MB, false],
      ['24 MB (under the request limit; one 24 MB file)', 24 * MB, true],
    ] as const) {
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
      const started = Date.now();
      const sent = await send(port, session, bytes, withLength);
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      const growth = peak - before;
      worst = Math.max(worst, growth);
      results.push(
        `${label}: answer ${sent.status} after ${(sent.bytesWritten / MB).toFixed(1)} MB sent, ${Date.now() - started} ms; ` +
          `server memory ${before.toFixed(1)} → peak ${peak.toFixed(1)} MB (+${growth.toFixed(1)} MB) ${sent.body.slice(0, 120)}`,
      );
    }
    {
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
      const started = Date.now();
      const sent = await Promise.all(Array.from({ length: 20 }, () => send(port, session, 24 * MB, true, true)));
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      const growth = peak - before;
      worst = Math.max(worst, growth);
      const statuses = [...new Set(sent.map((s) => s.status))].join(', ');
      results.push(
        `20 × 24 MB text field at once: answers ${statuses} after ${Date.now() - started} ms; ` +
          `server memory ${before.toFixed(1)} → peak ${peak.toFixed(1)} MB (+${growth.toFixed(1)} MB) ${sent[0]!.body.slice(0, 140)}`,
      );
    }
    console.log(results.join('\n'));
    console.log(`largest growth: ${worst.toFixed(1)} MB (budget < ${BUDGET_MB} MB)`);
    if (process.argv.includes('--check') && worst >= BUDGET_MB) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
