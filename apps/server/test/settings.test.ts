// System settings: admins read them in their language and change values that fit the type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = (key: string) =>
  server.db.selectFrom('settings').select(['value', 'updated_at']).where('key', '=', key).executeTakeFirstOrThrow();

async function setting(key: string, query: Record<string, string> = {}) {
  const res = await server.call('listSettings', { as: 'admin', query });
  return res.body.find((s: any) => s.key === key);
}

describe('listSettings', () => {
  it('lists every setting sorted by key, with German descriptions for a German admin', async () => {
    const res = await server.call('listSettings', { as: 'admin' });
    expect(res.status).toBe(200);
    const keys = res.body.map((s: any) => s.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['digests_enabled', 'enabled_characters', 'max_messages_per_day', 'student_app_url']));
    expect(new Set(res.body.map((s: any) => s.type))).toEqual(new Set(['boolean', 'number', 'text', 'array']));
    const characters = res.body.find((s: any) => s.key === 'enabled_characters');
    expect(characters).toMatchObject({
      description: 'Figuren, mit denen die Schüler sprechen können',
      type: 'array',
      value: ['euler', 'noether', 'pythagoras'],
      possible_values: 'euler,noether,pythagoras,lovelace',
    });
    expect(res.body.find((s: any) => s.key === 'max_messages_per_day')).toMatchObject({ type: 'number', value: 200, possible_values: null });
  });

  it('gives the descriptions in the language asked for, else in the user\'s own language', async () => {
    expect((await setting('digests_enabled', { language: 'en' })).description).toBe('Create conversation digests automatically');
    const uk = await setting('digests_enabled', { language: 'uk' });
    expect(uk.description).not.toBe((await setting('digests_enabled', { language: 'de' })).description);

    const me = (await server.call('getMe', { as: 'admin' })).body;
    await server.call('updateMe', { as: 'admin', body: { firstname: me.firstname, lastname: me.lastname, email: me.email, language: 'en' } });
    expect((await setting('digests_enabled')).description).toBe('Create conversation digests automatically');
    await server.call('updateMe', { as: 'admin', body: { firstname: me.firstname, lastname: me.lastname, email: me.email, language: 'de' } });
  });

  it('falls back to German when a description is missing in the language asked for', async () => {
    await server.db
      .insertInto('settings')
      .values({ key: 'zz_only_german', type: 'text', value: JSON.stringify('x'), descriptions: JSON.stringify({ de: 'Nur deutsch' }) })
      .execute();
    const res = await setting('zz_only_german', { language: 'es' });
    expect(res.description).toBe('Nur deutsch');
    await server.db.deleteFrom('settings').where('key', '=', 'zz_only_german').execute();
  });

  it('refuses everyone but admins', async () => {
    for (const as of ['schooladmin', 'teacher', 'parent'] as const) {
      expect((await server.call('listSettings', { as })).status).toBe(403);
    }
    expect((await server.call('listSettings', { as: 'admin', query: { language: 'fr' } })).status).toBe(422);
  });
});

describe('updateSetting', () => {
  it('changes a value of each type, stamps the time, and the list shows it', async () => {
    const before = Date.now();
    const changes = [
      ['digests_enabled', 'boolean', false],
      ['max_messages_per_day', 'number', 250],
      ['student_app_url', 'text', 'https://lernen.example.org/schule'],
      ['enabled_characters', 'array', ['euler', 'noether', 'pythagoras', 'lovelace']],
    ] as const;
    for (const [key, type, value] of changes) {
      const res = await server.call('updateSetting', { as: 'admin', params: { key }, body: { type, value } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ key, type, value });
      expect(new Date(res.body.updated_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await setting(key)).value).toEqual(value);
    }
    // The answer's description is in the signed-in user's language (Katrin: German).
    const res = await server.call('updateSetting', { as: 'admin', params: { key: 'digests_enabled' }, body: { type: 'boolean', value: true } });
    expect(res.body.description).toBe('Zusammenfassungen der Gespräche automatisch erstellen');
  });

  it('keeps a choice sent twice only once', async () => {
    const res = await server.call('updateSetting', {
      as: 'admin',
      params: { key: 'enabled_characters' },
      body: { type: 'array', value: ['euler', 'euler', 'noether'] },
    });
    expect(res.body.value).toEqual(['euler', 'noether']);
    await server.call('updateSetting', { as: 'admin', params: { key: 'enabled_characters' }, body: { type: 'array', value: [] } });
    expect((await setting('enabled_characters')).value).toEqual([]);
  });

  it('refuses a value that does not fit the type, with a clear detail, and writes nothing', async () => {
    const number = await stored('max_messages_per_day');
    const cases = [
      ['max_messages_per_day', { type: 'number', value: 'viele' }, 'The value of max_messages_per_day must be a number.'],
      ['max_messages_per_day', { type: 'text', value: '250' }, 'The type of max_messages_per_day is number, not text.'],
      ['digests_enabled', { type: 'boolean', value: 'yes' }, 'The value of digests_enabled must be true or false.'],
      ['student_app_url', { type: 'text', value: 42 }, 'The value of student_app_url must be a text.'],
      ['enabled_characters', { type: 'array', value: ['euler', 'gauss'] }, 'gauss is not a possible value of enabled_characters.'],
      ['enabled_characters', { type: 'array', value: 'euler' }, 'The value of enabled_characters must be a list of possible values.'],
    ] as const;
    for (const [key, body, detail] of cases) {
      const res = await server.call('updateSetting', { as: 'admin', params: { key }, body });
      expect(res.status, key).toBe(422);
      expect(res.body).toEqual({ code: 'setting.invalid_value', detail });
    }
    expect(await stored('max_messages_per_day')).toEqual(number);
    expect((await stored('enabled_characters')).value).toEqual([]);
    const noType = await server.call('updateSetting', { as: 'admin', params: { key: 'max_messages_per_day' }, body: { value: 5 } });
    expect(noType.status).toBe(422);
  });

  it('refuses a value outside the setting\'s range, length or choices, and accepts its bounds', async () => {
    const before = await Promise.all(['quiz_pass_percent', 'max_messages_per_day', 'default_student_language', 'support_email'].map(stored));
    const cases = [
      ['quiz_pass_percent', { type: 'number', value: 150 }, 'The value of quiz_pass_percent must be between 0 and 100.'],
      ['quiz_pass_percent', { type: 'number', value: -1 }, 'The value of quiz_pass_percent must be between 0 and 100.'],
      ['max_messages_per_day', { type: 'number', value: 10_001 }, 'The value of max_messages_per_day must be between 0 and 10000.'],
      ['default_student_language', { type: 'text', value: 'fr' }, 'The value of default_student_language must be one of: de, en, es, ru, uk.'],
      ['support_email', { type: 'text', value: `${'a'.repeat(250)}@example.org` }, 'The value of support_email must be at most 254 characters long.'],
    ] as const;
    for (const [key, body, detail] of cases) {
      const res = await server.call('updateSetting', { as: 'admin', params: { key }, body });
      expect(res.status, `${key} ${JSON.stringify(body.value)}`).toBe(422);
      expect(res.body).toEqual({ code: 'setting.invalid_value', detail });
    }
    expect(await Promise.all(['quiz_pass_percent', 'max_messages_per_day', 'default_student_language', 'support_email'].map(stored))).toEqual(before);

    for (const value of [0, 100, 72.5]) {
      const res = await server.call('updateSetting', { as: 'admin', params: { key: 'quiz_pass_percent' }, body: { type: 'number', value } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ value, min_value: 0, max_value: 100 });
    }
    const language = await server.call('updateSetting', { as: 'admin', params: { key: 'default_student_language' }, body: { type: 'text', value: 'uk' } });
    expect(language.body).toMatchObject({ value: 'uk', possible_values: 'de,en,es,ru,uk' });
  });

  it('answers 404 for an unknown key and 422 for a malformed one', async () => {
    const unknown = await server.call('updateSetting', { as: 'admin', params: { key: 'no_such_setting' }, body: { type: 'boolean', value: true } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('setting.not_found');
    const malformed = await server.call('updateSetting', { as: 'admin', params: { key: 'Bad-Key' }, body: { type: 'boolean', value: true } });
    expect(malformed.status).toBe(422);
  });

  it('refuses everyone but admins and writes nothing', async () => {
    const before = await stored('maintenance_mode');
    for (const as of ['schooladmin', 'teacher', 'parent'] as const) {
      const res = await server.call('updateSetting', { as, params: { key: 'maintenance_mode' }, body: { type: 'boolean', value: true } });
      expect(res.status).toBe(403);
    }
    expect(await stored('maintenance_mode')).toEqual(before);
  });
});

describe('getAppConfig', () => {
  it('gives every role the student app address and follows the setting', async () => {
    for (const role of ['admin', 'schooladmin', 'teacher', 'parent'] as const) {
      const res = await server.call('getAppConfig', { as: role });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ student_app_url: expect.stringMatching(/^https?:\/\//), extraction_reads_images: true });
    }
    await server.call('updateSetting', {
      as: 'admin',
      params: { key: 'student_app_url' },
      body: { type: 'text', value: 'https://lernen.example.org/klasse' },
    });
    const res = await server.call('getAppConfig', { as: 'teacher' });
    expect(res.body).toEqual({ student_app_url: 'https://lernen.example.org/klasse', extraction_reads_images: true });
  });
});
