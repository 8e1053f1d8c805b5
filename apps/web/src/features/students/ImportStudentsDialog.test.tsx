import type { StudentImportResult } from '@backoffice/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { importCounts, importTemplate, previewOrder } from './import-rules.ts';

const PREVIEW: StudentImportResult = {
  dry_run: true,
  created: 0,
  classes_created: ['6c'],
  classes: [
    { class_id: 12, name: '6b', created: false },
    { class_id: null, name: '6c', created: true },
  ],
  rows: [
    { line: 2, firstname: 'Lena', lastname: 'Neu', class_name: '6b', gender: 'w', language: 'de', status: 'create', errors: [] },
    { line: 3, firstname: 'Mia', lastname: 'Schulz', class_name: '6b', gender: 'w', language: 'en', status: 'exists', errors: [] },
    { line: 4, firstname: 'Jonas', lastname: '', class_name: '6b', gender: 'm', language: 'de', status: 'error', errors: ['import.lastname_missing'] },
    { line: 5, firstname: 'Emil', lastname: 'Wolf', class_name: '6c', gender: 'm', language: 'de', status: 'create', errors: [] },
  ],
};
const DONE: StudentImportResult = {
  ...PREVIEW,
  dry_run: false,
  created: 2,
  classes: [
    { class_id: 12, name: '6b', created: false },
    { class_id: 15, name: '6c', created: true },
  ],
};

/** The form fields of a multipart request, read back from its text (a file as `file:<name>`). */
async function formOf(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(/name="([^"]+)"(?:; filename="([^"]*)")?[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([^\r]*)/g)) {
    fields[match[1]!] = match[2] !== undefined ? `file:${match[2]}` : match[3]!;
  }
  return fields;
}

function importApi(role: 'admin' | 'schooladmin' | 'teacher') {
  const sent: Record<string, string>[] = [];
  const api = fakeApi({
    'GET /admin/auth/me': () => json(USERS[role]),
    'GET /admin/students-extended': () => json([]),
    'GET /admin/schools': () =>
      json([
        { school_id: 1, name: 'Gymnasium am Stadtpark', description: null, address: null, phone: null, email: null, language: 'de' },
        { school_id: 2, name: 'Lessing-Realschule', description: null, address: null, phone: null, email: null, language: 'de' },
      ]),
    'POST /admin/students/import': async (request) => {
      const form = await formOf(request);
      sent.push(form);
      return json(form.dry_run === 'false' ? DONE : PREVIEW);
    },
  });
  return { api, sent };
}

const roster = () => new File(['Vorname;Nachname;Klasse\nLena;Neu;6b\n'], 'klasse.csv', { type: 'text/csv' });

describe('import rules', () => {
  it('puts errors first, then new rows, then existing ones, each by line', () => {
    expect(previewOrder(PREVIEW.rows).map((r) => r.line)).toEqual([4, 2, 5, 3]);
    expect(importCounts(PREVIEW)).toEqual({ create: 2, exists: 1, error: 1 });
  });

  it('writes the template with a byte order mark, in the interface language', async () => {
    const { blob, fileName } = importTemplate('de');
    expect(fileName).toBe('students-template-de.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toMatch(/^Vorname;Nachname;Klasse;Geschlecht;Sprache\r\n/);
  });
});

describe('ImportStudentsDialog (docs/product/screens.md#student-import)', () => {
  it('previews the file, errors first with their line and message, then imports and links the classes', async () => {
    const { api, sent } = importApi('schooladmin');
    renderApp({ path: '/students', token: 's', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import students' }));
    expect(dialog.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
    await user.upload(dialog.getByLabelText('Roster file'), roster());

    const table = within(await dialog.findByRole('table', { name: /Preview of the import/ }));
    expect(sent[0]).toEqual({ file: expect.stringMatching(/^file:/), dry_run: 'true', create_classes: 'false' });
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['4', '2', '5', '3']);
    expect(within(rows[0]!).getByText('The last name is missing.')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Error')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Already there')).toBeInTheDocument();
    expect(dialog.getByText('To create: 2')).toBeInTheDocument();
    expect(dialog.getByText('Already there: 1')).toBeInTheDocument();
    expect(dialog.getByText('Errors: 1')).toBeInTheDocument();

    // The switch reads the file again with the new choice.
    await user.click(dialog.getByRole('checkbox', { name: 'Create missing classes' }));
    await waitFor(() => expect(sent[1]).toMatchObject({ dry_run: 'true', create_classes: 'true' }));
    await dialog.findByRole('table', { name: /Preview of the import/ });

    await user.click(await dialog.findByRole('button', { name: 'Import (2)' }));
    const result = within(await dialog.findByTestId('import-result'));
    expect(sent[2]).toMatchObject({ dry_run: 'false', create_classes: 'true' });
    expect(result.getByText('Students created: 2. Classes created: 1.')).toBeInTheDocument();
    expect(result.getByRole('link', { name: 'Class 6c' })).toHaveAttribute('href', '/classes/15');
    expect(result.getByRole('button', { name: 'Print access sheets of 6b' })).toBeInTheDocument();
  });

  it('lets an admin choose the school and sends it', async () => {
    const { api, sent } = importApi('admin');
    renderApp({ path: '/students', token: 's', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import students' }));
    const school = await dialog.findByRole('combobox', { name: 'School' });
    await waitFor(() => expect(within(school).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(school, '2');
    await user.upload(dialog.getByLabelText('Roster file'), roster());
    await dialog.findByRole('table', { name: /Preview of the import/ });
    expect(sent.at(-1)).toMatchObject({ school_id: '2', dry_run: 'true' });
  });

  it('says why a file is refused', async () => {
    const { api } = importApi('schooladmin');
    api.on('POST /admin/students/import', () => json({ detail: 'No header row names a first-name and a last-name column.', code: 'import.no_header' }, 422));
    renderApp({ path: '/students', token: 's', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import students' }));
    await user.upload(dialog.getByLabelText('Roster file'), roster());
    expect(await dialog.findByRole('alert')).toHaveTextContent(/No column for the first name and the last name was found/);
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('is not offered to teachers', async () => {
    const { api } = importApi('teacher');
    renderApp({ path: '/students', token: 's', api });
    await screen.findByRole('button', { name: 'Add student' });
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
