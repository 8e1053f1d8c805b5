import type { ExtractionResult, Job, JobProgress, JobState, JobSummary } from '@backoffice/api-client';
import { fakeApi, json, USERS, type FakeApi } from '../../../test/fake-api.ts';

// A 1×1 PNG stands in for the page images and figures.
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const EXTRACTION: ExtractionResult = {
  problems: [
    {
      text: 'Berechne $\\frac{2}{3} + \\frac{1}{4}$.',
      solution: '$\\frac{11}{12}$',
      answer: '11/12',
      notes: null,
      gradefrom: 5,
      gradeto: 6,
      difficulty: 2,
      page_index: 0,
      coords: { left: 80, top: 150, right: 920, bottom: 260 },
      image_data: null,
      image_type: null,
    },
    {
      text: 'Kürze $\\frac{6}{8}$ so weit wie möglich.',
      solution: null,
      answer: '3/4',
      notes: null,
      gradefrom: 5,
      gradeto: 5,
      difficulty: 1,
      page_index: 0,
      coords: null,
      image_data: null,
      image_type: null,
    },
    {
      text: 'Ein Rechteck ist 8 cm lang und 3 cm breit. Berechne den Flächeninhalt.',
      solution: null,
      answer: '24 cm²',
      notes: 'Die Skizze wurde ausgeschnitten.',
      gradefrom: 5,
      gradeto: 7,
      difficulty: 3,
      page_index: 1,
      coords: { left: 120, top: 410, right: 680, bottom: 720 },
      image_data: PIXEL,
      image_type: 'image/png',
    },
  ],
  pages: [
    { image_type: 'image/png', image_data: PIXEL },
    { image_type: 'image/png', image_data: PIXEL },
  ],
};

export const JOB_ID = '3f1c9a52-7d4e-4b8a-9c61-2e5f0b7a8d14';

/** An extraction job of arbeitsblatt.pdf in `state`; a done one carries EXTRACTION. */
export function extractionJob(state: JobState, progress: JobProgress = { done: 0, total: 0 }, changes: Partial<Job> = {}): Job {
  return {
    job_id: JOB_ID,
    kind: 'extraction',
    state,
    progress,
    result: state === 'done' ? EXTRACTION : null,
    error: null,
    file_name: 'arbeitsblatt.pdf',
    created_at: '2026-11-27T09:41:12Z',
    updated_at: '2026-11-27T09:41:58Z',
    ...changes,
  };
}

/** A job as the recent list shows it (without its result). */
export function jobSummary(job: Job): JobSummary {
  const { result: _result, ...summary } = job;
  return summary;
}

/**
 * A signed-in teacher whose uploads start job JOB_ID, which is done at once with EXTRACTION,
 * whose confirms succeed, and who has no recent extractions.
 */
export function uploadApi(): FakeApi {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS.teacher),
    'GET /admin/app-config': () => json({ student_app_url: 'https://lernen.example.org/app', extraction_reads_images: true }),
    'POST /admin/problems/upload-file/jobs': () => json({ job_id: JOB_ID }, 202),
    [`GET /admin/jobs/${JOB_ID}`]: () => json(extractionJob('done', { done: 2, total: 2 })),
    [`DELETE /admin/jobs/${JOB_ID}`]: () => new Response(null, { status: 204 }),
    'GET /admin/jobs': () => json({ jobs: [] }),
    'POST /admin/problems/upload-file/confirm': () => json({ problem_ids: [105, 106], problemset_id: 34 }),
  });
}

export function pdfFile(name = 'arbeitsblatt.pdf', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}
