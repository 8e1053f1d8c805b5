// Input that used to get past the rules: oversized multipart text fields (read into memory up
// to 20 MB each), control characters in the upload confirm's JSON drafts, text PostgreSQL
// cannot store, a student app address that is not a web address, students' ids in the log,
// invisible format characters in names, and ids written other than in decimal digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactTokens } from '../src/app.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { startLoggedApp } from './helpers/logged-app.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const problemForm = { text: 'Berechne $3 \\cdot 4$.', answer: '12', gradefrom: 5, gradeto: 6, difficulty: 1, language: 'de' };
const problemCount = async () => (await server.db.selectFrom('problems').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('multipart text fields are read only as far as they can hold', () => {
  it('refuses a text field longer than its maxLength can be in UTF-8 with 413, naming the limit', async () => {
    const before = await problemCount();
    // 200 kB: within the form's bound (it may carry two 5 MB files), beyond the text's 20,000 characters.
    const res = await server.call('createProblem', { as: 'teacher', form: { ...problemForm, text: 'x'.repeat(200_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'payload_too_large',
      detail: "The field 'text' is larger than it can be: it must be at most 20000 characters long.",
    });
    expect(res.headers.connection).toBe('close');
    expect(await problemCount()).toBe(before);
  });

  it('refuses a request longer than its form can be before reading it', async () => {
    const res = await server.call('createProblem', { as: 'teacher', form: { ...problemForm, text: 'x'.repeat(12 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/^The request is larger than this form can be \(\d+ kB\)\.$/);
  });

  it('still answers a value just over maxLength with the contract rule (422)', async () => {
    const res = await server.call('createProblem', { as: 'teacher', form: { ...problemForm, text: 'x'.repeat(20_001) } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe("The field 'text' must be at most 20000 characters long.");
    expect((await server.call('createProblem', { as: 'teacher', form: { ...problemForm, text: 'ü'.repeat(20_000) } })).status).toBe(200);
  });
});

describe('the upload confirm drafts keep the text rules', () => {
  const draft = { text: 'Aufgabe', solution: null, answer: '1', notes: null, gradefrom: 5, gradeto: 6, difficulty: 2, page_index: 0, coords: null, image_data: null, image_type: null };

  it.each([
    ['NUL', 'a\u0000b'],
    ['SOH', 'a\u0001b'],
    ['ESC', 'a\u001b[31mb'],
  ])('refuses a draft text with %s (422), storing nothing', async (_, text) => {
    const before = await problemCount();
    const res = await server.call('confirmProblemUpload', {
      as: 'teacher',
      form: { problems: JSON.stringify([{ ...draft, text }]), selected_indices: '[0]', language: 'de' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 'validation', detail: 'Extracted problem 1: the text must not contain control characters.' });
    expect(await problemCount()).toBe(before);
  });

  it('keeps line breaks and tabs in draft texts', async () => {
    const res = await server.call('confirmProblemUpload', {
      as: 'teacher',
      form: { problems: JSON.stringify([{ ...draft, text: 'Zeile 1\n\tZeile 2', solution: 'a\r\nb' }]), selected_indices: '[0]', language: 'de' },
    });
    expect(res.status).toBe(200);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers a lone surrogate in a text setting with 422, not 500', async () => {
    const session = await server.login('admin');
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/system/settings/support_email',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      payload: '{"type": "text", "value": "hilfe\\ud800@schule.example.org"}',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation');
  });
});

describe('the student app address', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<b>hi</b>', 'lernen.example.org', 'ftp://lernen.example.org'])(
    'refuses %s (422 setting.invalid_value)',
    async (value) => {
      const res = await server.call('updateSetting', { params: { key: 'student_app_url' }, body: { type: 'text', value } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        code: 'setting.invalid_value',
        detail: 'The value of student_app_url must be empty or a web address starting with http:// or https://.',
      });
    },
  );

  it('takes an http or https address, or empty (the server’s own)', async () => {
    for (const value of ['http://192.168.1.20:5173/app', 'https://lernen.example.org/app', '']) {
      const res = await server.call('updateSetting', { params: { key: 'student_app_url' }, body: { type: 'text', value } });
      expect(res.status).toBe(200);
    }
  });

  it('never hands out an address stored before the rule', async () => {
    await server.db.updateTable('settings').set({ value: JSON.stringify('javascript:alert(1)') }).where('key', '=', 'student_app_url').execute();
    const res = await server.call('getAppConfig', { as: 'teacher' });
    expect(res.body.student_app_url).toBe('http://backoffice.test');
    await server.call('updateSetting', { params: { key: 'student_app_url' }, body: { type: 'text', value: 'https://lernen.example.org/app' } });
  });
});

describe('names', () => {
  it.each([
    ['a right-to-left override', 'Schule\u202Egnp.exe'],
    ['a zero-width space', 'Goethe\u200BGymnasium'],
    ['a byte order mark', '\uFEFFGoethe-Gymnasium 2'],
    ['a left-to-right isolate', 'Schule \u2066am See\u2069'],
  ])('refuse %s (422)', async (_, name) => {
    const res = await server.call('createSchool', { body: { name } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 'validation', detail: "The field 'name' must not contain invisible formatting characters." });
  });

  it('refuse them in a student’s name and a new topic’s name too', async () => {
    const student = await server.call('createStudent', { as: 'parent', body: { firstname: 'Le\u200Bna', lastname: 'Schmidt' } });
    expect(student.status).toBe(422);
    const topic = await server.call('confirmProblemUpload', {
      as: 'teacher',
      form: { problems: '[]', selected_indices: '[0]', language: 'de', problemset_name: 'Br\u00ADüche\u202E' },
    });
    expect(topic.status).toBe(422);
    expect(topic.body.detail).toBe("The field 'problemset_name' must not contain invisible formatting characters.");
  });

  it('keep the joiners some scripts need', async () => {
    const res = await server.call('createSchool', { body: { name: 'مدرسه\u200Cی شهر' } });
    expect(res.status).toBe(200);
  });
});

describe('ids', () => {
  it.each(['0x1', '1.0', ' 1', '1 ', '+1', '1e0', '0b1'])('in the path are decimal digits only: %j answers 422', async (id) => {
    const res = await server.call('getSchool', { params: { id } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 'validation', detail: "The path parameter 'id' must be a whole number." });
  });

  it('in the query and in form fields too', async () => {
    const query = await server.call('searchProblems', { query: { page: '0x2' } });
    expect(query.status).toBe(422);
    expect(query.body.detail).toBe("The query parameter 'page' must be a whole number.");
    const form = await server.call('createProblem', { as: 'teacher', form: { ...problemForm, gradefrom: ' 5' } });
    expect(form.status).toBe(422);
    expect(form.body.detail).toBe("The field 'gradefrom' must be a whole number.");
    expect((await server.call('getSchool', { params: { id: '1' } })).status).toBe(200);
  });
});

describe('the request log', () => {
  it('redacts students’ ids in paths and in student_id=', () => {
    expect(redactTokens('/api/admin/students/k7m2q9xw4tfa/problems?page=2')).toBe('/api/admin/students/[redacted]/problems?page=2');
    expect(redactTokens('/api/admin/classes/3/students/k7m2q9xw4tfa')).toBe('/api/admin/classes/3/students/[redacted]');
    expect(redactTokens('/api/conversations/5/messages?student_id=k7m2q9xw4tfa&skip_active_check=true')).toBe(
      '/api/conversations/5/messages?student_id=[redacted]&skip_active_check=true',
    );
    expect(redactTokens('/api/admin/students-extended?page=1')).toBe('/api/admin/students-extended?page=1');
  });

  it('never holds a student id of a request', async () => {
    const { app, db, log: logged, close } = await startLoggedApp('info');
    try {
      const student = await db.selectFrom('students').select('student_id').executeTakeFirstOrThrow();
      await app.inject({ method: 'GET', url: `/api/admin/students/${student.student_id}` });
      await app.inject({ method: 'GET', url: `/api/admin/students/${student.student_id}/conversations?student_id=${student.student_id}` });
      const log = logged();
      expect(log).toContain('/api/admin/students/[redacted]');
      expect(log).not.toContain(student.student_id);
    } finally {
      await close();
    }
  });
});
