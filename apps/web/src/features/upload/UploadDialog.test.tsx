import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type FakeApi } from '../../../test/fake-api.ts';
import { installFakeXhr, useNodeMultipart, type FakeXhrControl } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render.tsx';
import { pdfFile, uploadApi } from './test-fixtures.ts';
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

const uploads = () => api.calls.filter((call) => call.path === '/admin/problems/upload-file');

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

  it('sends the file with the session header, the language and the count, shows the progress, then the drafts', async () => {
    let form: FormData | undefined;
    let authorization: string | null = null;
    api.on('POST /admin/problems/upload-file', async (request) => {
      authorization = request.headers.get('Authorization');
      form = await request.formData();
      const { EXTRACTION } = await import('./test-fixtures.ts');
      return json(EXTRACTION);
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
    api.on('POST /admin/problems/upload-file', async (request) => {
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

  it('shows the elapsed time while the server extracts, and Cancel stops the request without a message', async () => {
    api.on('POST /admin/problems/upload-file', () => new Promise<Response>(() => {}));
    const { user, d } = await openUpload();
    await user.upload(d.getByLabelText(/^File/), pdfFile());
    await user.click(d.getByRole('button', { name: 'Extract' }));
    expect(await d.findByText('Extracting problems…')).toBeVisible();
    expect(d.getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent(/^0:0\d$/);
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(xhr.aborted).toBe(1);
    expect(d.queryByText('Extracting problems…')).toBeNull();
    // Back to the form with the file kept, for another try; nothing went wrong.
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
    expect(screen.queryByText('The file could not be processed.')).toBeNull();
  });

  it('shows problems.upload_error when the extraction fails without an explanation', async () => {
    api.on('POST /admin/problems/upload-file', () => new Response('', { status: 500 }));
    const { user, d } = await openUpload();
    await user.upload(d.getByLabelText(/^File/), pdfFile());
    await user.click(d.getByRole('button', { name: 'Extract' }));
    expect(await screen.findByText('The file could not be processed.')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Extract' })).toBeEnabled();
  });

  it("explains a failure the server names by its code, in the interface language (the error policy)", async () => {
    api.on('POST /admin/problems/upload-file', () => json({ detail: 'No AI provider is configured.', code: 'ai.not_configured' }, 503));
    const { user, d } = await openUpload();
    await user.upload(d.getByLabelText(/^File/), pdfFile());
    await user.click(d.getByRole('button', { name: 'Extract' }));
    expect(await screen.findByText('The AI service is not set up on this server.')).toBeInTheDocument();
  });

  it("shows the server's own explanation for a code this app does not know yet", async () => {
    // A code outside the contract's list can only come from a newer server; the contract allows
    // any body on a server failure (5xx), so that is where this build meets such a code.
    api.on('POST /admin/problems/upload-file', () =>
      json({ detail: 'Page 3 of the PDF could not be read.', code: 'upload.page_unreadable' }, 503),
    );
    const { user, d } = await openUpload();
    await user.upload(d.getByLabelText(/^File/), pdfFile());
    await user.click(d.getByRole('button', { name: 'Extract' }));
    expect(await screen.findByText('Page 3 of the PDF could not be read.')).toBeInTheDocument();
  });

  it('says so when the file holds no problems', async () => {
    api.on('POST /admin/problems/upload-file', () => json({ problems: [], pages: [] }));
    const { user, d } = await openUpload();
    await user.upload(d.getByLabelText(/^File/), pdfFile());
    await user.click(d.getByRole('button', { name: 'Extract' }));
    expect(await d.findByRole('alert')).toHaveTextContent('No problems were found in the file.');
  });
});
