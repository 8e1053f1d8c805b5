// The image processes of this test process, seen from the outside (/proc), and the refusals
// their jobs answer with.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { HttpError } from '../../src/lib/http-error.ts';

/** A file of /proc, or '' when the process is gone. */
export const procFile = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** This process's child processes. */
const children = (): number[] => procFile(`/proc/${process.pid}/task/${process.pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number);

/** The image processes (children running image-work/worker.ts). */
export const imageProcesses = () => children().filter((pid) => procFile(`/proc/${pid}/cmdline`).includes('image-work'));

/** The highest resident memory of any image process, in MB, since it started. */
export const imagePeakMb = () => Math.max(0, ...imageProcesses().map((pid) => Number(/VmHWM:\s+(\d+)/.exec(procFile(`/proc/${pid}/status`))?.[1] ?? 0) / 1024));

/** The error a job refused with (it must be an HttpError). */
export async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** A small PNG. */
export async function smallPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
}
