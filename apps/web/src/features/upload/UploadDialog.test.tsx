import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type FakeApi } from '../../../test/fake-api.ts';
import { installFakeXhr, useNodeMultipart, type FakeXhrControl } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render.tsx';
import { extractionJob, JOB_ID, jobSummary, pdfFile, uploadApi } from './test-fixtures.ts';
import type { Job } from '@backoffice/api-client';
import { UploadButton } from './UploadButton.tsx';

let xhr: FakeXhrControl;
let api: FakeApi;
beforeEach(async () => {
  await useNodeMultipart();
  api = uploadApi();
  xhr = installFakeXhr(api);
});
afterEach(() => {
  xhr.restore();
  vi.unstubAllGlobals();
});

async function openUpload() {
  // The browser's file picker offers only the accepted types; a dropped or renamed file can
  // still be anything, which is what the checks are for.
  const user = userEvent.setup({ applyAccept: false });
  renderApp({ ui: <UploadButton />, token: 'sess-1', api });
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload worksheet' });
  return { user, dialog, d: within(dialog) };
}

const uploads = () => api.calls.filter((call) => call.path === '/admin/problems/upload-file/jobs');
const jobReads = () => api.calls.filter((call) => call.method === 'GET' && call.path === `/admin/jobs/${JOB_ID}`);

/** The job answers `steps` in turn, one per read, and then the last one again. */
function jobSteps(...steps: Job[]) {
  let read = 0;
  api.on(`GET /admin/jobs/${JOB_ID}`, () => json(steps[Math.min(read++, steps.length - 1)]));
}

async function chooseAndExtract(user: ReturnType<typeof userEvent.setup>, d: ReturnType<typeof within>) {
  await user.upload(d.getByLabelText(/^File/), pdfFile());
  await user.click(d.getByRole('button', { name: 'Extract' }));
}

describe('UploadDialog (docs/product/screens.md, validation.md)', () => {
  it('starts with 10 problems and the interface language, and cannot extract without a file', async () => {
    const { d } = await openUpload();
    expect(d.getByLabelText('Maximum number of problems')).toHaveValue(10);
    expect(d.getByRole('combobox', { name: 'Language of the problems' })).toHaveValue('en');
    expect(d.getByLabelText('Problem set name (optional)')).toHaveValue('');
    expect(d.getByRole('button', { name: 'Extract' })).toBeDisabled();
  });

  it('refuses other file types and files over 5 MB before sending anything', async () => {
    const { user, d } = await openUpload();
    const input = d.getByLabelText(/^File/);
    await user.upload(input, new File(['x'], 'aufgaben.docx', { type: 'application/msword' }));
    expect(d.getByText('Only PDF, JPG and PNG files can be uploaded.')).toBeVisible();
    expect(d.getByRole('button', { name: 'Extract' })).toBeDisabled();

    await user.upload(input, pdfFile('gross.pdf', 5 * 1024 * 1024 + 1));
    expect(d.getByText('The file is larger than 5 MB.')).toBeVisible();
    expect(d.getByRole('button', { name: 'Extract' })).toBeDisabled();

    await user.upload(input, pdfFile('blatt.pdf'));
    expect(d.queryByText('The file is larger than 5 MB.')).toBeNull();
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
    expect(uploads()).toHaveLength(0);
  });

  it('offers images where the server reads them, without a note', async () => {
    const { d } = await openUpload();
    expect(d.getByLabelText(/^File/)).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(d.queryByText('Only PDFs with text can be read')).toBeNull();
  });

  it('says before a file is chosen that images cannot be read on a server without AI, and refuses them', async () => {
    api.on('GET /admin/app-config', () => json({ student_app_url: 'https://lernen.example.org/app', extraction_reads_images: false }));
    const { user, d } = await openUpload();
    expect(await d.findByText('Only PDFs with text can be read')).toBeVisible();
    const input = d.getByLabelText(/^File/);
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(d.getByText('PDF with text, at most 5 MB.')).toBeVisible();
    await user.upload(input, new File(['x'], 'aufgaben.docx', { type: 'application/msword' }));
    expect(d.getByText('Only PDF files can be uploaded here.')).toBeVisible();
    await user.upload(input, new File([new Uint8Array(10)], 'foto.jpg', { type: 'image/jpeg' }));
    expect(d.getByText('This server cannot read images. Please choose a PDF with text.')).toBeVisible();
    expect(d.getByRole('button', { name: 'Extract' })).toBeDisabled();
    await user.upload(input, pdfFile());
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
    expect(uploads()).toHaveLength(0);
  });

  it('starts the job with the file, the session header, the language and the count, then opens its drafts', async () => {
    let form: FormData | undefined;
    let authorization: string | null = null;
    api.on('POST /admin/problems/upload-file/jobs', async (request) => {
      authorization = request.headers.get('Authorization');
      form = await request.formData();
      return json({ job_id: JOB_ID }, 202);
    });
    const { user, d } = await openUpload();
    await user.type(d.getByLabelText('Problem set name (optional)'), 'Brüche 6b');
    await user.upload(d.getByLabelText(/^File/), pdfFile());
    const count = d.getByLabelText('Maximum number of problems');
    await user.clear(count);
    await user.type(count, '80');
    await user.selectOptions(d.getByRole('combobox', { name: 'Language of the problems' }), 'de');
    await user.click(d.getByRole('button', { name: 'Extract' }));

    await screen.findByRole('dialog', { name: 'Check the extracted problems' });
    expect(authorization).toBe('Bearer sess-1');
    expect(form?.get('language')).toBe('de');
    expect(form?.get('num_problems')).toBe('50');
    const file = form?.get('file');
    expect((file as File).name).toBe('arbeitsblatt.pdf');
    expect((file as File).size).toBe(2048);
    // The whole multipart body (file and fields) was reported as sent, in steps.
    expect(xhr.progress).toHaveLength(2);
    expect(xhr.progress[1]!.loaded).toBe(xhr.progress[1]!.total);
    expect(xhr.progress[1]!.total).toBeGreaterThan((file as File).size);
    expect(screen.getByText('The selected problems are created in the new topic “Brüche 6b”.')).toBeVisible();
  });

  it('falls back to 10 problems when the count is not a number', async () => {
    let count: FormDataEntryValue | null | undefined;
    api.on('POST /admin/problems/upload-file/jobs', async (request) => {
      count = (await request.formData()).get('num_problems');
      return json({ detail: 'No AI provider is configured.' }, 503);
    });
    const { user, d } = await openUpload();
    await user.upload(d.getByLabelText(/^File/), pdfFile());
    const input = d.getByLabelText('Maximum number of problems');
    fireEvent.change(input, { target: { value: '' } });
    await user.click(d.getByRole('button', { name: 'Extract' }));
    await waitFor(() => expect(count).toBe('10'));
    expect(input).toHaveValue(10);
  });

  it('follows the job page by page, with a named progressbar and the state changes announced', async () => {
    jobSteps(
      extractionJob('queued'),
      extractionJob('running', { done: 0, total: 0 }),
      extractionJob('running', { done: 2, total: 12 }),
      extractionJob('done', { done: 12, total: 12 }),
    );
    const { user, d } = await openUpload();
    await user.type(d.getByLabelText('Problem set name (optional)'), 'Brüche 6b');
    await chooseAndExtract(user, d);
    expect(await d.findByText('Waiting to start…')).toBeVisible();
    // The keyboard's focus is on the progress (Extract is disabled now), inside the dialog.
    expect(d.getByText('Waiting to start…').closest('[tabindex="-1"]')).toHaveFocus();
    expect(d.getByRole('status')).toHaveTextContent('The extraction is waiting to start.');
    expect(d.getByText(/You can close this window/)).toBeVisible();
    expect(await d.findByText('Opening the file…')).toBeVisible();
    expect(d.getByRole('status')).toHaveTextContent('The extraction is running.');
    expect(await d.findByText('Page 3 of 12')).toBeVisible();
    const bar = d.getByRole('progressbar', { name: 'Page 3 of 12' });
    expect(bar).toHaveAttribute('aria-valuenow', '17');
    expect(bar).toHaveAttribute('aria-valuetext', 'Page 3 of 12');
    // The form is held while the job runs.
    expect(d.getByLabelText('Problem set name (optional)')).toBeDisabled();
    await screen.findByRole('dialog', { name: 'Check the extracted problems' });
    expect(screen.getByText('The selected problems are created in the new topic “Brüche 6b”.')).toBeVisible();
    // Once done, nobody asks any more.
    const reads = jobReads().length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(jobReads()).toHaveLength(reads);
  });

  it('Cancel while the file is on its way stops the upload without a message', async () => {
    api.on('POST /admin/problems/upload-file/jobs', () => new Promise<Response>(() => {}));
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await d.findByText('Uploading…')).toBeVisible();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(xhr.aborted).toBe(1);
    expect(d.queryByText('Uploading…')).toBeNull();
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
    expect(screen.queryByText('The file could not be processed.')).toBeNull();
  });

  it('Cancel while the server extracts cancels the job and keeps the choices for another try', async () => {
    jobSteps(extractionJob('running', { done: 1, total: 4 }));
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await d.findByText('Page 2 of 4')).toBeVisible();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === `/admin/jobs/${JOB_ID}`)).toBe(true));
    await waitFor(() => expect(d.queryByText('Page 2 of 4')).toBeNull());
    expect(d.getByRole('status')).toHaveTextContent('The extraction was cancelled.');
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Check the extracted problems' })).toBeNull();
    expect(screen.queryByText('The file could not be processed.')).toBeNull();
  });

  it('says so when the cancel itself fails, and goes on following the job', async () => {
    jobSteps(extractionJob('running', { done: 1, total: 4 }));
    api.on(`DELETE /admin/jobs/${JOB_ID}`, () => new Response('', { status: 500 }));
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await d.findByText('Page 2 of 4')).toBeVisible();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The extraction could not be cancelled.')).toBeInTheDocument();
    expect(d.getByText('Page 2 of 4')).toBeVisible();
  });

  it("tells a failed job by its error code's text, in the interface language, and returns to the form", async () => {
    jobSteps(
      extractionJob('running', { done: 0, total: 2 }),
      extractionJob('failed', { done: 0, total: 2 }, { error: { detail: 'The AI service took too long to answer.', code: 'ai.timeout' } }),
    );
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await screen.findByText('The AI service took too long to answer. Please try again.')).toBeInTheDocument();
    expect(d.getByRole('status')).toHaveTextContent('The extraction failed.');
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
  });

  it('shows problems.upload_error when the job cannot be started without an explanation', async () => {
    api.on('POST /admin/problems/upload-file/jobs', () => new Response('', { status: 500 }));
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await screen.findByText('The file could not be processed.')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
  });

  it("explains a refused start the server names by its code, in the interface language (the error policy)", async () => {
    api.on('POST /admin/problems/upload-file/jobs', () =>
      json({ detail: 'No AI provider is configured.', code: 'ai.not_configured' }, 503),
    );
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await screen.findByText('The AI service is not set up on this server.')).toBeInTheDocument();
  });

  it("shows the server's own explanation for a code this app does not know yet", async () => {
    // A code outside the contract's list can only come from a newer server; the contract allows
    // any body on a server failure (5xx), so that is where this build meets such a code.
    api.on('POST /admin/problems/upload-file/jobs', () =>
      json({ detail: 'Page 3 of the PDF could not be read.', code: 'upload.page_unreadable' }, 503),
    );
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await screen.findByText('Page 3 of the PDF could not be read.')).toBeInTheDocument();
  });

  it('returns to the form when the followed job is gone', async () => {
    api.on(`GET /admin/jobs/${JOB_ID}`, () => json({ detail: 'Job not found', code: 'not_found' }, 404));
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await screen.findByText('This item no longer exists.')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
  });

  it('says so when the file holds no problems', async () => {
    jobSteps(extractionJob('done', { done: 1, total: 1 }, { result: { problems: [], pages: [] } }));
    const { user, d } = await openUpload();
    await chooseAndExtract(user, d);
    expect(await d.findByRole('alert')).toHaveTextContent('No problems were found in the file.');
  });
});

describe('Recent extractions (docs/product/screens.md#upload-flow): the tab may close, the job goes on', () => {
  const OTHER_ID = '8b2e4d10-1a3c-4f5e-9d7b-6c0a2e4f8b31';
  const FAILED_ID = 'c5d7e9f1-2b4a-4c6e-8f0d-1a3b5c7d9e2f';

  function recent(...jobs: Job[]) {
    api.on('GET /admin/jobs', () => json({ jobs: jobs.map(jobSummary) }));
  }

  it('lists nothing for a user without extractions', async () => {
    const { d } = await openUpload();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/admin/jobs')).toBe(true));
    expect(d.queryByText('Recent extractions')).toBeNull();
  });

  it('lists each with its file name, state and start; a running one with its progress, a failed one with why', async () => {
    recent(
      extractionJob('running', { done: 1, total: 3 }, { file_name: 'Bruchrechnung-Klasse6.pdf' }),
      extractionJob('done', { done: 2, total: 2 }, { job_id: OTHER_ID, file_name: 'Geometrie.pdf', created_at: '2026-11-26T14:05:30Z' }),
      extractionJob('failed', { done: 0, total: 1 }, { job_id: FAILED_ID, file_name: null, error: { detail: 'Too slow', code: 'ai.timeout' } }),
    );
    const { d } = await openUpload();
    const list = await d.findByRole('list', { name: 'Recent extractions' });
    const row = (name: string) => within(within(list).getByRole('listitem', { name }));
    expect(row('Bruchrechnung-Klasse6.pdf').getByText('Running')).toBeVisible();
    expect(row('Bruchrechnung-Klasse6.pdf').getByRole('progressbar', { name: 'Page 2 of 3' })).toBeInTheDocument();
    expect(row('Bruchrechnung-Klasse6.pdf').getByRole('button', { name: 'Show progress' })).toBeVisible();
    expect(row('Geometrie.pdf').getByText('Done')).toBeVisible();
    expect(row('Geometrie.pdf').getByText(/^Started 26\.11\.2026 \d\d:05$/)).toBeVisible();
    expect(row('Geometrie.pdf').getByRole('button', { name: 'Check drafts' })).toBeVisible();
    expect(row('Unnamed file').getByText('Failed')).toBeVisible();
    expect(row('Unnamed file').getByText('The AI service took too long to answer. Please try again.')).toBeVisible();
    expect(row('Unnamed file').queryByRole('button')).toBeNull();
  });

  it('opens a finished extraction later with the topic and language chosen when it was started', async () => {
    const { rememberJobChoices } = await import('./job-choices.ts');
    rememberJobChoices(JOB_ID, { language: 'de', problemsetName: 'Brüche 6b' });
    recent(extractionJob('done', { done: 2, total: 2 }));
    let language: FormDataEntryValue | null = null;
    api.on('POST /admin/problems/upload-file/confirm', async (request) => {
      language = (await request.formData()).get('language');
      return json({ problem_ids: [105, 106, 107], problemset_id: 34 });
    });
    const { user, d } = await openUpload();
    const list = await d.findByRole('list', { name: 'Recent extractions' });
    await user.click(within(list).getByRole('button', { name: 'Check drafts' }));
    const confirm = await screen.findByRole('dialog', { name: 'Check the extracted problems' });
    expect(within(confirm).getAllByRole('listitem')).toHaveLength(3);
    expect(within(confirm).getByText('The selected problems are created in the new topic “Brüche 6b”.')).toBeVisible();
    for (const n of [1, 2, 3]) expect(within(confirm).getByRole('listitem', { name: `Problem ${n}` })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(language).toBe('de'));
    expect(uploads()).toHaveLength(0);
    // Listed again, it says its problems were created, so that they are not created twice unawares.
    const { isJobConfirmed } = await import('./job-choices.ts');
    expect(isJobConfirmed(JOB_ID)).toBe(true);
  });

  it('says of a finished extraction whose drafts were created here that they were', async () => {
    const { markJobConfirmed } = await import('./job-choices.ts');
    markJobConfirmed(JOB_ID, { language: 'de', problemsetName: '' });
    recent(extractionJob('done', { done: 2, total: 2 }));
    const { d } = await openUpload();
    const row = within(within(await d.findByRole('list', { name: 'Recent extractions' })).getByRole('listitem', { name: 'arbeitsblatt.pdf' }));
    expect(row.getByText('Its problems have already been created.')).toBeVisible();
    expect(row.getByRole('button', { name: 'Check drafts' })).toBeVisible();
  });

  it("opens one started in another browser with the dialog's own choices", async () => {
    recent(extractionJob('done', { done: 2, total: 2 }));
    const { user, d } = await openUpload();
    await user.type(d.getByLabelText('Problem set name (optional)'), 'Geometrie 7a');
    await user.click(within(await d.findByRole('list', { name: 'Recent extractions' })).getByRole('button', { name: 'Check drafts' }));
    expect(await screen.findByText('The selected problems are created in the new topic “Geometrie 7a”.')).toBeVisible();
  });

  it('follows a running extraction from the list to its drafts', async () => {
    recent(extractionJob('running', { done: 0, total: 2 }));
    jobSteps(extractionJob('running', { done: 1, total: 2 }), extractionJob('done', { done: 2, total: 2 }));
    const { user, d } = await openUpload();
    await user.click(within(await d.findByRole('list', { name: 'Recent extractions' })).getByRole('button', { name: 'Show progress' }));
    expect(await d.findByRole('progressbar', { name: 'Page 2 of 2' })).toBeInTheDocument();
    // The list steps aside while one job is followed.
    expect(d.queryByRole('list', { name: 'Recent extractions' })).toBeNull();
    await screen.findByRole('dialog', { name: 'Check the extracted problems' });
  });

  it('offers to try again when the list cannot be loaded', async () => {
    api.on('GET /admin/jobs', () => new Response('', { status: 500 }));
    const { user, d } = await openUpload();
    expect(await d.findByText('The recent extractions could not be loaded.')).toBeVisible();
    recent(extractionJob('done', { done: 2, total: 2 }));
    await user.click(d.getByRole('button', { name: 'Try again' }));
    expect(await d.findByRole('list', { name: 'Recent extractions' })).toBeVisible();
  });
});
