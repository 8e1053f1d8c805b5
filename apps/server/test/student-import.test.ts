// The roster import (importStudents): files as schools have them, the rules of each row, the
// one transaction, the limits and the roles (docs/product/validation.md#student-import).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import iconv from 'iconv-lite';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { SCHOOL_TWO_ADMIN, startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Row = { line: number; firstname: string; lastname: string; class_name: string | null; gender: string | null; language: string | null; status: string; errors: string[] };
type Result = { dry_run: boolean; created: number; classes_created: string[]; classes: { class_id: number | null; name: string; created: boolean }[]; rows: Row[] };

const file = (data: Buffer | string, filename = 'roster.csv', type = 'text/csv') => ({
  data: typeof data === 'string' ? Buffer.from(data) : data,
  type,
  filename,
});

async function importFile(
  data: Buffer | string,
  options: { as?: 'admin' | 'schooladmin' | 'teacher' | 'parent' | string; dry?: boolean; create?: boolean; school?: number; filename?: string } = {},
) {
  const form: Record<string, string | number | ReturnType<typeof file>> = {
    file: file(data, options.filename),
    dry_run: String(options.dry ?? true),
    create_classes: String(options.create ?? false),
  };
  if (options.school !== undefined) form.school_id = options.school;
  return server.call<Result>('importStudents', { as: options.as ?? 'schooladmin', form });
}

const studentsNamed = (lastname: string) =>
  server.db.selectFrom('students').select(['firstname', 'lastname', 'class_id', 'school_id', 'gender', 'language']).where('lastname', '=', lastname).execute();

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  return writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer();
}

describe('reading files as they come', () => {
  const german = 'Vorname;Nachname;Klasse;Geschlecht\r\nJürgen;Größe;6b;männlich\r\nZoë;Čapek-Müller;6b;weiblich\r\n';

  it('reads a Windows-1252 semicolon CSV (Excel, German)', async () => {
    const res = await importFile(iconv.encode(german, 'windows-1252'));
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => [r.line, r.firstname, r.lastname, r.class_name, r.gender, r.status])).toEqual([
      [2, 'Jürgen', 'Größe', '6b', 'm', 'create'],
      // Č is not in Windows-1252: Excel writes "?" and the name keeps it.
      [3, 'Zoë', '?apek-Müller', '6b', 'w', 'create'],
    ]);
  });

  it('reads UTF-8 with and without BOM', async () => {
    for (const data of [Buffer.from(german), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(german)])]) {
      const res = await importFile(data);
      expect(res.status).toBe(200);
      expect(res.body.rows.map((r) => r.lastname)).toEqual(['Größe', 'Čapek-Müller']);
    }
  });

  it('reads UTF-16 LE and BE with BOM, tab-separated (Excel "Unicode text")', async () => {
    const text = 'Имя\tФамилия\tКласс\tПол\nАнна\tИванова\t6b\tж\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]);
    for (const data of [le, be]) {
      const res = await importFile(data, { filename: 'roster.txt' });
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([
        { line: 2, firstname: 'Анна', lastname: 'Иванова', class_name: '6b', gender: 'w', language: 'de', status: 'create', errors: [] },
      ]);
    }
  });

  it('reads commas, quoted fields with separators, quotes and line breaks, and counts lines', async () => {
    const text = 'first name,last name,class\n"Anna, Maria","O""Neil",6b\n"Ben\nBenedikt",Kraus,6b\n\nCarla,Diaz,6b\n';
    const res = await importFile(text);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => [r.line, r.firstname, r.lastname])).toEqual([
      [2, 'Anna, Maria', 'O"Neil'],
      [3, 'Ben\nBenedikt', 'Kraus'],
      [6, 'Carla', 'Diaz'],
    ]);
    // A line break in a name is a control character, refused as in every name.
    expect(res.body.rows[1]!.errors).toEqual(['import.name_invalid_characters']);
  });

  it('reads the first sheet of an .xlsx, numbers as text', async () => {
    const data = await xlsx([
      ['Фамилия', 'Имя', 'Класс', 'Пол', 'Язык'],
      ['Петров', 'Иван', '6b', 'м', 'русский'],
      ['Коваленко', 'Олена', 7, 'ж', 'українська'],
    ]);
    const res = await importFile(data, { filename: 'roster.xlsx', create: true });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { line: 2, firstname: 'Иван', lastname: 'Петров', class_name: '6b', gender: 'm', language: 'ru', status: 'create', errors: [] },
      { line: 3, firstname: 'Олена', lastname: 'Коваленко', class_name: '7', gender: 'w', language: 'uk', status: 'create', errors: [] },
    ]);
    expect(res.body.classes_created).toEqual(['7']);
  });

  it('reads an .xlsx saved by LibreOffice Calc: a merged title line, styles, a number and a date column', async () => {
    // apps/web/e2e-server/fixtures/roster-ru.xlsx, converted by LibreOffice from fixtures/src/roster-ru.fods.
    const data = readFileSync(path.join(repoRoot, 'apps/web/e2e-server/fixtures/roster-ru.xlsx'));
    const res = await importFile(data, { filename: 'ученики.xlsx', create: true });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => [r.line, r.lastname, r.firstname, r.class_name, r.gender, r.language, r.status, r.errors])).toEqual([
      [3, 'Петрова', 'Анна', 'Импорт-7р', 'w', 'ru', 'create', []],
      [4, 'Смирнов', 'Иван', 'Импорт-7р', 'm', 'ru', 'create', []],
      [5, 'Коваленко', 'Олена', 'Импорт-7р', 'w', 'uk', 'create', []],
    ]);
  });

  it.each([
    ['en', 'First Name,Last Name,Class,Gender,Language\nAnna,Smith,6b,girl,English\n', 'w', 'en'],
    ['de', 'VORNAME;  Nachname ;Klasse;Geschlecht;Sprache\nAnna;Schmidt;6b;Mädchen;Deutsch\n', 'w', 'de'],
    ['es', 'Nombre;Apellidos;Clase;Sexo;Idioma\nAna;García;6b;femenino;español\n', 'w', 'es'],
    ['ru', 'имя;фамилия;класс;пол;язык\nАнна;Смирнова;6b;девочка;русский\n', 'w', 'ru'],
    ['uk', "Ім'я;Прізвище;Клас;Стать;Мова\nГанна;Шевченко;6b;дівчинка;українська\n", 'w', 'uk'],
    ['variants', 'Name;Vorname;Lerngruppe;sex\nMeier;Tom;6b;Junge\n', 'm', 'de'],
  ])('header and value words in %s', async (_language, text, gender, language) => {
    const res = await importFile(text);
    expect(res.status).toBe(200);
    expect(res.body.rows[0]).toMatchObject({ class_name: '6b', gender, language, status: 'create', errors: [] });
  });

  it('skips a title above the header; gender m and the school language by default', async () => {
    const res = await importFile('Klassenliste 6b\n\nNachname,Vorname\nKeller,Rita\n');
    expect(res.body.rows).toEqual([{ line: 4, firstname: 'Rita', lastname: 'Keller', class_name: null, gender: 'm', language: 'de', status: 'create', errors: [] }]);
  });

  it.each([
    ['an empty file', '', 'import.file_empty'],
    ['only blank lines', '\n ; \n\n', 'import.file_empty'],
    ['binary data', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02, 0x03, 0xff, 0x00, 0x10]), 'import.file_unreadable'],
    ['a broken zip', Buffer.from('PK\u0003\u0004 not really a workbook'), 'import.file_unreadable'],
    ['an unclosed quote', 'Vorname;Nachname\n"Ada;Lovelace\n', 'import.file_unreadable'],
    ['no recognised header', 'Schüler;Geburtstag\nAda;1815\n', 'import.no_header'],
    ['a last-name column only', 'Nachname\nLovelace\n', 'import.no_header'],
  ])('%s answers 422', async (_what, data, code) => {
    const res = await importFile(data);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code });
  });
});

describe('the rules of each row', () => {
  it('gives every error code with its line', async () => {
    const long = 'x'.repeat(201);
    const text = [
      'Vorname;Nachname;Klasse;Geschlecht;Sprache',
      ';Ohnevorname;6b;m;de', // 2
      'Ohnenachname;;6b;m;de', // 3
      `${long};Lang;6b;m;de`, // 4
      'Zero\u200bWidth;Name;6b;m;de', // 5
      'Ana;Klassenlos;9z;m;de', // 6
      'Ana;Geschlecht;6b;divers;de', // 7
      'Ana;Sprache;6b;m;fr', // 8
      'Doppelt;Da;6b;m;de', // 9
      'doppelt ;DA;6b;w;de', // 10
      'Ana;Andereschule;7c;m;de', // 11: 7c is school 2's class
    ].join('\n');
    const res = await importFile(text);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => [r.line, r.status, r.errors])).toEqual([
      [2, 'error', ['import.firstname_missing']],
      [3, 'error', ['import.lastname_missing']],
      [4, 'error', ['import.name_too_long']],
      [5, 'error', ['import.name_invalid_characters']],
      [6, 'error', ['import.class_not_found']],
      [7, 'error', ['import.gender_unknown']],
      [8, 'error', ['import.language_unknown']],
      [9, 'create', []],
      [10, 'error', ['import.duplicate_row']],
      [11, 'error', ['import.class_not_found']],
    ]);
    const badClass = await importFile(`Vorname;Nachname;Klasse\nAna;Neu;${long}\n`, { create: true });
    expect(badClass.body.rows[0]!.errors).toEqual(['import.class_name_invalid']);
  });

  it('is idempotent: existing students by class, or by school without a class', async () => {
    // Mia Schulz is in 6b; Paul Wagner is in school 1 without a class.
    const res = await importFile('Vorname;Nachname;Klasse\n mia ; SCHULZ ;6B\nPaul;Wagner;\nMia;Schulz;5a\n');
    expect(res.body.rows.map((r) => r.status)).toEqual(['exists', 'exists', 'create']);

    const text = 'Vorname;Nachname;Klasse\nIda;Idempotent;6b\nOle;Idempotent;\nEva;Idempotent;Neu 1\n';
    const first = await importFile(text, { dry: false, create: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ dry_run: false, created: 3, classes_created: ['Neu 1'] });
    const second = await importFile(text, { dry: false, create: true });
    expect(second.body).toMatchObject({ created: 0, classes_created: [] });
    expect(second.body.rows.map((r) => r.status)).toEqual(['exists', 'exists', 'exists']);
    expect(await studentsNamed('Idempotent')).toHaveLength(3);
    const neu = second.body.classes.find((c) => c.name === 'Neu 1')!;
    expect(neu).toMatchObject({ created: false });
    expect((await studentsNamed('Idempotent')).filter((s) => s.class_id === neu.class_id)).toHaveLength(1);
  });

  it('a dry run writes nothing; the import writes new classes and students in the school', async () => {
    const text = 'Vorname;Nachname;Klasse;Geschlecht\nLea;Probelauf;Neu 2;w\nMax;Probelauf;6b;m\n';
    const dry = await importFile(text, { create: true });
    expect(dry.body).toMatchObject({ dry_run: true, created: 0, classes_created: ['Neu 2'] });
    expect(dry.body.classes).toEqual([
      { class_id: null, name: 'Neu 2', created: true },
      { class_id: 12, name: '6b', created: false },
    ]);
    expect(await studentsNamed('Probelauf')).toEqual([]);
    const done = await importFile(text, { create: true, dry: false });
    expect(done.body.created).toBe(2);
    const rows = await studentsNamed('Probelauf');
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.school_id === 1)).toBe(true);
    const audit = await server.db.selectFrom('audit_log').select(['entity_type', 'changes']).where('operation_id', '=', 'importStudents').orderBy('audit_id', 'desc').executeTakeFirstOrThrow();
    expect(audit.entity_type).toBe('student');
    expect(audit.changes).toMatchObject({ dry_run: { after: false }, created: { after: 2 }, classes_created: { after: ['Neu 2'] } });
  });

  it('stores a formula-looking cell as plain text', async () => {
    const formula = '=HYPERLINK("http://evil.example","Klick")';
    const data = await xlsx([['Vorname', 'Nachname'], [formula, 'Formel']]);
    const res = await importFile(data, { filename: 'f.xlsx', dry: false });
    expect(res.body.rows[0]).toMatchObject({ firstname: formula, status: 'create' });
    const csv = await importFile(`Vorname;Nachname\n"=1+2";Formelcsv\n`, { dry: false });
    expect(csv.body.rows[0]!.firstname).toBe('=1+2');
    expect((await studentsNamed('Formel'))[0]!.firstname).toBe(formula);
    expect((await studentsNamed('Formelcsv'))[0]!.firstname).toBe('=1+2');
  });

  it('writes all or nothing: a failure on row 900 leaves no class and no student', async () => {
    await sql`CREATE FUNCTION refuse_row_900() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.firstname = 'Reihe900' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`.execute(server.db);
    await sql`CREATE TRIGGER refuse_row_900 BEFORE INSERT ON students FOR EACH ROW EXECUTE FUNCTION refuse_row_900()`.execute(server.db);
    try {
      const lines = ['Vorname;Nachname;Klasse'];
      for (let i = 1; i <= 1000; i++) lines.push(`${i === 900 ? 'Reihe900' : `Kind${i}`};Transaktion;Neu 3`);
      // Straight to the app: a 500 is no answer of the contract, which server.call checks.
      const boundary = 'import-test-boundary';
      const part = (name: string, value: string, filename?: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${value}\r\n`;
      const payload = part('file', lines.join('\n'), 'big.csv') + part('dry_run', 'false') + part('create_classes', 'true') + `--${boundary}--\r\n`;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/admin/students/import',
        headers: { authorization: `Bearer ${await server.login('schooladmin')}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_row_900 ON students`.execute(server.db);
      await sql`DROP FUNCTION refuse_row_900()`.execute(server.db);
    }
    expect(await studentsNamed('Transaktion')).toEqual([]);
    const klass = await server.db.selectFrom('classes').select('class_id').where('name', '=', 'Neu 3').execute();
    expect(klass).toEqual([]);
  });
});

describe('limits and roles', () => {
  it('refuses more than 5,000 data rows with a code and writes nothing', async () => {
    const lines = ['Vorname;Nachname'];
    for (let i = 0; i < 5001; i++) lines.push(`Kind${i};Zuviel`);
    const res = await importFile(lines.join('\n'), { dry: false });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'import.too_many_rows' });
    expect(await studentsNamed('Zuviel')).toEqual([]);
  });

  it('refuses a file over 5 MB', async () => {
    const res = await importFile(Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(res.status).toBe(413);
  });

  it('lets an admin choose the school, and requires it', async () => {
    const text = 'Vorname;Nachname;Klasse\nAdmin;Importiert;7c\n';
    const none = await importFile(text, { as: 'admin' });
    expect(none.status).toBe(422);
    const unknown = await importFile(text, { as: 'admin', school: 999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'school.not_found' });
    const res = await importFile(text, { as: 'admin', school: 2, dry: false });
    expect(res.status).toBe(200);
    expect(res.body.rows[0]!.status).toBe('create');
    expect(await studentsNamed('Importiert')).toEqual([expect.objectContaining({ class_id: 21, school_id: 2 })]);
  });

  it('a schooladmin imports into their own school only; teachers and parents may not import', async () => {
    const text = 'Vorname;Nachname\nNie;Angelegt\n';
    expect((await importFile(text, { school: 1 })).status).toBe(200);
    expect((await importFile(text, { school: 2 })).status).toBe(403);
    const other = await server.signIn(SCHOOL_TWO_ADMIN);
    // School 2's schooladmin does not see school 1's class 6b: a new class there, not school 1's.
    const res = await importFile('Vorname;Nachname;Klasse\nNie;Angelegt;6b\n', { as: other });
    expect(res.body.rows[0]!.errors).toEqual(['import.class_not_found']);
    expect((await importFile(text, { as: 'teacher' })).status).toBe(403);
    expect((await importFile(text, { as: 'parent' })).status).toBe(403);
  });
});
