// Schools (admins manage them, a schooladmin sees their own) and the shared problem collections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_TWO_ADMIN, startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STADTPARK = {
  school_id: 1,
  name: 'Gymnasium am Stadtpark',
  description: 'Mathematisch-naturwissenschaftliches Gymnasium, Klassen 5 bis 13.',
  address: 'Parkstraße 12, 80331 München',
  phone: '+49 89 1234560',
  email: 'sekretariat@stadtpark-gymnasium.example.org',
  language: 'de',
};

const schoolCount = async () => (await server.db.selectFrom('schools').select('school_id').execute()).length;
const storedSchool = (id: number) => server.db.selectFrom('schools').selectAll().where('school_id', '=', id).executeTakeFirst();

async function createSchool(body: Record<string, unknown>) {
  const res = await server.call('createSchool', { as: 'admin', body });
  expect(res.status).toBe(200);
  return res.body;
}

describe('listSchools', () => {
  it('shows an admin every school, sorted by name', async () => {
    const res = await server.call('listSchools', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.name)).toEqual(['Gymnasium am Stadtpark', 'Lessing-Realschule']);
    expect(res.body[0]).toEqual(STADTPARK);
  });

  it('searches name, address and e-mail without case', async () => {
    const names = async (query: string) => (await server.call('listSchools', { as: 'admin', query: { query } })).body.map((s: any) => s.school_id);
    expect(await names('HAMBURG')).toEqual([2]);
    expect(await names('sekretariat@')).toEqual([1]);
    expect(await names('lessing')).toEqual([2]);
    expect(await names('_')).toEqual([]);
    expect(await names('')).toEqual([1, 2]);
  });

  it('shows a schooladmin only their own school', async () => {
    const res = await server.call('listSchools', { as: 'schooladmin' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([STADTPARK]);
    const jens = await server.call('listSchools', { as: await server.signIn(SCHOOL_TWO_ADMIN) });
    expect(jens.body.map((s: any) => s.name)).toEqual(['Lessing-Realschule']);
  });

  it('refuses teachers and parents', async () => {
    expect((await server.call('listSchools', { as: 'teacher' })).status).toBe(403);
    expect((await server.call('listSchools', { as: 'parent' })).status).toBe(403);
  });
});

describe('createSchool and getSchool', () => {
  it('creates a school with all fields, which can then be read', async () => {
    const body = {
      name: 'Humboldt-Gesamtschule',
      description: 'Gesamtschule mit gymnasialer Oberstufe, Klassen 5 bis 13.',
      address: 'Humboldtstraße 40, 50667 Köln',
      phone: '+49 221 5551230',
      email: 'verwaltung@humboldt-gesamtschule.example.org',
      language: 'en',
    };
    const created = await createSchool(body);
    expect(created).toEqual({ school_id: expect.any(Number), ...body });
    const read = await server.call('getSchool', { as: 'admin', params: { id: created.school_id } });
    expect(read.body).toEqual(created);
  });

  it('needs only a name: language de, blank fields stored as null', async () => {
    const created = await createSchool({ name: '  Grundschule Nord ', description: '   ', phone: '', email: null });
    expect(created).toMatchObject({ name: 'Grundschule Nord', description: null, address: null, phone: null, email: null, language: 'de' });
    expect(await storedSchool(created.school_id)).toMatchObject({ description: null, phone: null });
  });

  it('refuses a blank name or a malformed e-mail with 422 and writes nothing', async () => {
    const before = await schoolCount();
    expect((await server.call('createSchool', { as: 'admin', body: { name: '   ' } })).status).toBe(422);
    expect((await server.call('createSchool', { as: 'admin', body: { name: 'X', email: 'keine-adresse' } })).status).toBe(422);
    expect((await server.call('createSchool', { as: 'admin', body: { name: 'X', language: 'fr' } })).status).toBe(422);
    expect(await schoolCount()).toBe(before);
  });

  it('lets only admins create and read schools', async () => {
    const before = await schoolCount();
    for (const as of ['schooladmin', 'teacher', 'parent'] as const) {
      expect((await server.call('createSchool', { as, body: { name: 'Fremde Schule' } })).status).toBe(403);
      expect((await server.call('getSchool', { as, params: { id: 1 } })).status).toBe(403);
    }
    expect(await schoolCount()).toBe(before);
  });

  it('answers 404 school.not_found for an unknown school', async () => {
    const res = await server.call('getSchool', { as: 'admin', params: { id: 9999 } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('school.not_found');
  });
});

describe('updateSchool', () => {
  it('replaces every field; the language stays when left out', async () => {
    const school = await createSchool({ name: 'Alte Schule', description: 'Alt', phone: '+49 1', language: 'ru' });
    const res = await server.call('updateSchool', {
      as: 'admin',
      params: { id: school.school_id },
      body: { name: 'Neue Schule', address: 'Hauptstraße 1, 10115 Berlin', phone: ' ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ school_id: school.school_id, name: 'Neue Schule', description: null, address: 'Hauptstraße 1, 10115 Berlin', phone: null, email: null, language: 'ru' });
    expect((await server.call('getSchool', { as: 'admin', params: { id: school.school_id } })).body).toEqual(res.body);
    const english = await server.call('updateSchool', { as: 'admin', params: { id: school.school_id }, body: { name: 'Neue Schule', language: 'en' } });
    expect(english.body.language).toBe('en');
  });

  it("changes a demo school's phone number and keeps the rest", async () => {
    const { school_id, ...fields } = STADTPARK;
    const res = await server.call('updateSchool', { as: 'admin', params: { id: school_id }, body: { ...fields, phone: '+49 89 1234599' } });
    expect(res.body).toEqual({ ...STADTPARK, phone: '+49 89 1234599' });
    await server.call('updateSchool', { as: 'admin', params: { id: school_id }, body: fields });
  });

  it('refuses other roles (403), unknown schools (404) and bad input (422), changing nothing', async () => {
    for (const as of ['schooladmin', 'teacher', 'parent'] as const) {
      expect((await server.call('updateSchool', { as, params: { id: 1 }, body: { name: 'Übernommen' } })).status).toBe(403);
    }
    const unknown = await server.call('updateSchool', { as: 'admin', params: { id: 9999 }, body: { name: 'Niemand' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('school.not_found');
    expect((await server.call('updateSchool', { as: 'admin', params: { id: 1 }, body: { name: '' } })).status).toBe(422);
    expect((await server.call('updateSchool', { as: 'admin', params: { id: 1 }, body: { name: 'X', extra: 1 } })).status).toBe(422);
    expect((await storedSchool(1))!.name).toBe('Gymnasium am Stadtpark');
  });
});

describe('school names', () => {
  it('are unique without regard to case, on create and on rename, writing nothing', async () => {
    const count = await schoolCount();
    for (const name of ['Gymnasium am Stadtpark', '  gymnasium AM stadtpark ']) {
      const res = await server.call('createSchool', { as: 'admin', body: { name } });
      expect(res.status, name).toBe(409);
      expect(res.body).toEqual({ code: 'school.name_taken', detail: 'A school with this name already exists.' });
    }
    expect(await schoolCount()).toBe(count);
    const other = await createSchool({ name: 'Grundschule am Deich' });
    const renamed = await server.call('updateSchool', { as: 'admin', params: { id: other.school_id }, body: { name: 'LESSING-REALSCHULE' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('school.name_taken');
    expect((await storedSchool(other.school_id))?.name).toBe('Grundschule am Deich');
    // A school keeps its own name, also in another case.
    const own = await server.call('updateSchool', { as: 'admin', params: { id: other.school_id }, body: { name: 'GRUNDSCHULE am Deich' } });
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('GRUNDSCHULE am Deich');
  });

  it('are unique also when two requests race past the check', async () => {
    const results = await Promise.all([1, 2, 3].map(() => server.call('createSchool', { as: 'admin', body: { name: 'Schule im Wettlauf' } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'school.name_taken')).toBe(true);
  });
});

describe('deleteSchool', () => {
  it('deletes an empty school', async () => {
    const school = await createSchool({ name: 'Kurzlebige Schule' });
    const res = await server.call('deleteSchool', { as: 'admin', params: { id: school.school_id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await server.call('getSchool', { as: 'admin', params: { id: school.school_id } })).status).toBe(404);
  });

  it('refuses while classes, users or students belong to the school', async () => {
    const demo = await server.call('deleteSchool', { as: 'admin', params: { id: 1 } });
    expect(demo.status).toBe(409);
    expect(demo.body.code).toBe('school.has_dependents');
    expect(await storedSchool(1)).toBeTruthy();

    const withUser = await createSchool({ name: 'Schule mit Lehrerin' });
    await server.call('createUser', {
      as: 'admin',
      body: { firstname: 'Eva', lastname: 'Lang', email: 'eva.lang@test.example.org', password: 'Ein-sicheres-Passwort-26', school_id: withUser.school_id },
    });
    expect((await server.call('deleteSchool', { as: 'admin', params: { id: withUser.school_id } })).status).toBe(409);

    const withStudent = await createSchool({ name: 'Schule mit Schüler' });
    await server.db
      .insertInto('students')
      .values({ student_id: 'zzzz2222zzzz', firstname: 'Tim', lastname: 'Ohneklasse', school_id: withStudent.school_id })
      .execute();
    expect((await server.call('deleteSchool', { as: 'admin', params: { id: withStudent.school_id } })).status).toBe(409);

    const withClass = await createSchool({ name: 'Schule mit Klasse' });
    await server.db.insertInto('classes').values({ school_id: withClass.school_id, name: '5c' }).execute();
    const res = await server.call('deleteSchool', { as: 'admin', params: { id: withClass.school_id } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('school.has_dependents');
    expect(await storedSchool(withClass.school_id)).toBeTruthy();
  });

  it('refuses other roles (403) and unknown schools (404)', async () => {
    const school = await createSchool({ name: 'Geschützte Schule' });
    for (const as of ['schooladmin', 'teacher', 'parent'] as const) {
      expect((await server.call('deleteSchool', { as, params: { id: school.school_id } })).status).toBe(403);
    }
    expect(await storedSchool(school.school_id)).toBeTruthy();
    const unknown = await server.call('deleteSchool', { as: 'admin', params: { id: 9999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('school.not_found');
  });
});

describe('listCollections', () => {
  it('gives every role all collections, sorted by name', async () => {
    for (const as of ['admin', 'schooladmin', 'teacher', 'parent'] as const) {
      const res = await server.call('listCollections', { as });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { collection_id: 1, name: 'Bruchrechnung Klasse 5 und 6' },
        { collection_id: 2, name: 'Geometrie Grundlagen' },
        { collection_id: 4, name: 'Gleichungen' },
        { collection_id: 3, name: 'Prozentrechnung' },
      ]);
    }
  });

  it('needs a session', async () => {
    expect((await server.call('listCollections', { as: null })).status).toBe(401);
  });
});
