// Printing a class's access sheets must not hold up anyone else: the PDF is rendered beside the
// server's own work and streamed, and only a few prints run (or wait) at once per process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrinting } from '../src/modules/classes/printing.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { classOf as makeClass } from './helpers/big-class.ts';
import { pageCount, pageTexts } from './helpers/pdf.ts';

let server: TestServer;
beforeAll(async () => {
  // One print at a time and one waiting, so that a few parallel prints pass the limit.
  server = await startTestServer({ env: { PRINT_MAX_CONCURRENCY: '1' } });
});
afterAll(() => server.close());

const classOf = (name: string, size: number) => makeClass(server, name, size);

/** A stream read to its end. */
async function read(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const print = (id: number) => server.call<Buffer>('printClassAccessSheets', { as: 'teacher', params: { id } });

describe('printing access sheets', () => {
  it('keeps answering others while a class of 500 prints, and prints every sheet', async () => {
    const id = await classOf('Groß', 500);
    const started = performance.now();
    let done = false;
    const printing = print(id).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    // Each round (a short pause, then the request) counts whole: a blocked event loop delays
    // the pause's timer as much as the answer.
    while (!done) {
      const t0 = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const me = await server.call('getMe', { as: 'schooladmin' });
      latencies.push(performance.now() - t0 - 20);
      expect(me.status).toBe(200);
    }
    const res = await printing;
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.POSITIVE_INFINITY;
    console.info(`500 sheets in ${seconds.toFixed(1)} s; getMe meanwhile: ${latencies.length} answers, p95 ${p95.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pageCount(res.body)).toBe(500);
    // Printing on the server's own thread, requests waited for the whole print (8.8 s on an
    // idle machine). The bound on the single slowest answer leaves room for a busy machine.
    expect(latencies.length).toBeGreaterThan(5);
    expect(p95).toBeLessThan(200);
    expect(sorted.at(-1)).toBeLessThan(2_000);
    const pages = await pageTexts(res.body);
    expect(pages[0]).toContain('Kind0 Nachname0000');
    expect(pages[0]).toContain('Gymnasium am Stadtpark · Klasse Groß');
    expect(pages[0]).toMatch(/https?:\/\/\S+\?id=[a-z2-9]{12}/);
    expect(pages[499]).toContain('Kind499 Nachname0499');
  }, 120_000);

  it('answers 503 server.busy with Retry-After to prints beyond the limit, and full PDFs to the others', async () => {
    const id = await classOf('Parallel', 60);
    const answers = await Promise.all(Array.from({ length: 5 }, () => print(id)));
    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    // One runs, one waits; the other three are refused at once.
    expect(ok).toHaveLength(2);
    expect(busy).toHaveLength(3);
    for (const answer of busy) {
      expect((answer.body as unknown as { code: string }).code).toBe('server.busy');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    for (const answer of ok) expect(pageCount(answer.body)).toBe(60);
    // Once they are done, printing works again.
    expect((await print(id)).status).toBe(200);
  }, 120_000);

  it('still prints the cover for deactivated students first, in the school\'s language', async () => {
    const id = await classOf('Cover', 3);
    await server.db.updateTable('students').set({ active: false }).where('class_id', '=', id).where('firstname', '=', 'Kind1').execute();
    const res = await print(id);
    expect(res.status).toBe(200);
    const pages = await pageTexts(res.body);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Auf den folgenden Seiten: 2 Zugangsblätter.');
    expect(pages[0]).toContain('1 deaktiviertes Schülerkonto ist nicht enthalten.');
    expect(pages[1]).toContain('Kind0 Nachname0000');
    expect(pages[2]).toContain('Kind2 Nachname0002');
  });

  it('ends a print whose client went away, so that its place is free at once', async () => {
    const printing = createPrinting(1);
    try {
      const sheet = { fullName: 'Anna Aktiv', language: 'de' as const, link: 'https://app.example.org/?id=k7m2q9xw4tfa' };
      const job = { klass: { className: '5a', schoolName: 'Schule', schoolLanguage: 'de' as const }, students: [sheet], leftOut: 0 };
      const long = await printing.print({ ...job, students: Array.from({ length: 2_000 }, () => sheet) });
      long.destroy();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // Had the long print gone on, one of these would wait and the other be refused.
      const [a, b] = await Promise.all([printing.print(job), printing.print(job)]);
      for (const pdf of [await read(a), await read(b)]) expect((await pageTexts(pdf))[0]).toContain('Anna Aktiv');
    } finally {
      await printing.close();
    }
  }, 60_000);

  it('ends a print whose client stops reading, so that it keeps no place for ever', async () => {
    const printing = createPrinting(1, { stalledMs: 300 });
    try {
      const sheet = { fullName: 'Anna Aktiv', language: 'de' as const, link: 'https://app.example.org/?id=k7m2q9xw4tfa' };
      const job = { klass: { className: '5a', schoolName: 'Schule', schoolLanguage: 'de' as const }, students: [sheet], leftOut: 0 };
      const unread = await printing.print({ ...job, students: Array.from({ length: 2_000 }, () => sheet) });
      const failed = new Promise<Error>((resolve) => unread.on('error', resolve));
      expect((await failed).message).toContain('stopped reading');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [a, b] = await Promise.all([printing.print(job), printing.print(job)]);
      expect(pageCount(await read(a)) + pageCount(await read(b))).toBe(2);
    } finally {
      await printing.close();
    }
  }, 60_000);
});
