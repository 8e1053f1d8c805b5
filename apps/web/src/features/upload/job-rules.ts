// The rules of an extraction that runs on the server in the background (docs/product/states.md#upload):
// which states still move, how often the dialog asks, and what a job's progress reads as.
import type { JobProgress, JobState } from '@backoffice/api-client';

/**
 * How often a waiting or running job is asked for its state (docs/product/limits.md): often
 * enough that each page shows as it is done, a small read for the server.
 */
export const JOB_POLL_MS = 1000;

/** A job that may still change: it waits for its turn (also between retries) or runs. */
export function isJobActive(state: JobState | undefined): boolean {
  return state === 'queued' || state === 'running';
}

/**
 * The page being read, counted from 1, and the pages in all; null while the file is being
 * opened (the server knows the total only then) or for a job that has none. Every page done:
 * the last one.
 */
export function currentPage(progress: JobProgress | null | undefined): { page: number; total: number } | null {
  if (!progress || progress.total <= 0) return null;
  return { page: Math.min(progress.done + 1, progress.total), total: progress.total };
}

/** Done pages as a share of all, 0-100; null while the total is unknown. */
export function progressPercent(progress: JobProgress | null | undefined): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.round((Math.min(progress.done, progress.total) / progress.total) * 100);
}
