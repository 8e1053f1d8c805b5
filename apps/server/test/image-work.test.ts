// The image process (src/modules/problems/image-work): jobs run in a child process of the
// server, their errors come back as the same answers, and a file that makes the process crash
// or hang ends only that process, with a clear 422; the next job starts a new one.
import { afterEach, describe, expect, it } from 'vitest';
import { createImageWork, type ImageWork } from '../src/modules/problems/image-work/client.ts';
import { worksheetPdf } from './fixtures/worksheet-pdf.ts';
import { refusal, smallPng } from './helpers/image-processes.ts';

let work: ImageWork | undefined;
afterEach(async () => {
  await work?.close();
  work = undefined;
});

describe('the image process', () => {
  it('renders a PDF in a process of its own, and ends it when closed', async () => {
    work = createImageWork();
    expect(work!.processIds()).toEqual([]);
    const pages = await work.run('readPages', await worksheetPdf(), 'application/pdf');
    expect(pages).toHaveLength(2);
    expect(Buffer.isBuffer(pages[0]!.data)).toBe(true);
    expect(pages[0]!.lines.length).toBeGreaterThan(0);
    expect(work!.processIds()).toHaveLength(1);
    await work.close();
    expect(work!.processIds()).toEqual([]);
  });

  it('gives back the answer a job refused with', async () => {
    work = createImageWork();
    const error = await refusal(work.run('readPages', Buffer.from('%PDF-1.7\nnot really a PDF'), 'application/pdf'));
    expect([error.status, error.code]).toEqual([422, 'upload.invalid_file']);
    const image = await refusal(work.run('modelImage', Buffer.from('GIF89a broken')));
    expect([image.status, image.code]).toEqual([422, 'problem.invalid_file_type_image']);
  });

  it('a process that dies during a job answers 422, and the next job gets a new process', async () => {
    work = createImageWork();
    const pdf = await worksheetPdf();
    await work.run('readPages', pdf, 'application/pdf');
    const [first] = work!.processIds();
    const job = work.run('readPages', pdf, 'application/pdf');
    process.kill(first!, 'SIGKILL');
    const error = await refusal(job);
    expect([error.status, error.code]).toEqual([422, 'upload.invalid_file']);
    expect(error.detail).toMatch(/stopped unexpectedly/);
    expect(await work.run('readPages', pdf, 'application/pdf')).toHaveLength(2);
    expect(work!.processIds()).not.toContain(first);
  });

  it('a job that takes too long ends its process with 422', async () => {
    work = createImageWork({ jobMs: 1 });
    const error = await refusal(work.run('readPages', await worksheetPdf(), 'application/pdf'));
    expect([error.status, error.code]).toEqual([422, 'upload.invalid_file']);
    expect(error.detail).toMatch(/too long/);
  });

  it('ends on its own after the quiet time', async () => {
    work = createImageWork({ idleMs: 50 });
    await work.run('modelImage', await smallPng());
    expect(work!.processIds()).toHaveLength(1);
    await expect.poll(() => work!.processIds(), { timeout: 5_000 }).toEqual([]);
  });
});
