// What the person chose for an extraction that the job itself does not keep: the new topic's name
// and the problems' language (the job has the file and the count only). They are needed when
// the drafts are confirmed, which may be after the tab was closed (docs/product/states.md#upload),
// so they are kept in local storage under the job's id, for as long as the server keeps the job.
import { languageValues, type Language } from '@backoffice/api-client';

/** Local storage key (docs/product/limits.md). */
const JOB_CHOICES_STORAGE_KEY = 'upload_job_choices';
/** The server keeps jobs for 7 days (the contract's listJobs); their choices go with them. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface JobChoices {
  language: Language;
  problemsetName: string;
}

interface Stored extends JobChoices {
  savedAt: number;
  /** Its drafts were created (Create problems), so the list can say so before they are created twice. */
  confirmed?: boolean;
}

function readAll(): Record<string, Stored> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(JOB_CHOICES_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const valid: Record<string, Stored> = {};
    for (const [jobId, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = value as Partial<Stored> | null;
      if (
        entry &&
        typeof entry.problemsetName === 'string' &&
        typeof entry.savedAt === 'number' &&
        (languageValues as readonly unknown[]).includes(entry.language)
      ) {
        valid[jobId] = entry as Stored;
      }
    }
    return valid;
  } catch {
    // Storage unavailable or its text damaged: nothing remembered.
    return {};
  }
}

function writeAll(entries: Record<string, Stored>): void {
  try {
    localStorage.setItem(JOB_CHOICES_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the drafts can still be confirmed, with the dialog's choices.
  }
}

/** Remembers a started job's choices (and forgets those of jobs the server no longer keeps). */
export function rememberJobChoices(jobId: string, choices: JobChoices, now = Date.now()): void {
  const kept = Object.fromEntries(Object.entries(readAll()).filter(([, entry]) => now - entry.savedAt < KEEP_MS));
  kept[jobId] = { ...choices, savedAt: now };
  writeAll(kept);
}

/** Notes that the job's drafts were created, with the choices they were created with. */
export function markJobConfirmed(jobId: string, choices: JobChoices, now = Date.now()): void {
  const all = readAll();
  all[jobId] = { ...choices, savedAt: all[jobId]?.savedAt ?? now, confirmed: true };
  writeAll(all);
}

/** Whether the job's drafts were created in this browser. */
export function isJobConfirmed(jobId: string): boolean {
  return readAll()[jobId]?.confirmed === true;
}

/** The choices made when the job was started in this browser, or null (another browser, or forgotten). */
export function jobChoices(jobId: string): JobChoices | null {
  const entry = readAll()[jobId];
  return entry ? { language: entry.language, problemsetName: entry.problemsetName } : null;
}
