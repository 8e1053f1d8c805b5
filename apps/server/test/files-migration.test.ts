// Migrations 010 and 011 on a database from before them, with images, templates and recordings
// inline in the tables (base64 text and bytea): every file goes into the file storage, the rows
// keep key, type and size, equal files are kept once, images get their thumbnails, the old
// columns go, and the server then answers with addresses that serve the same bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { fileKey, RECORDINGS_PREFIX, sha256 } from '../src/storage/index.ts';
import { plainImage } from './fixtures/images.ts';
import { freshDatabase } from './helpers/fresh-database.ts';
import { tempStore } from './helpers/temp-store.ts';

const dir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
const files = tempStore();
let db: Database;
let drop: () => Promise<void>;

/** The database as it was before files left the tables: every SQL migration before 010. */
async function databaseBefore010(): Promise<void> {
  ({ db, drop } = await freshDatabase({}, { migrated: false }));
  await sql`create table schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  for (const file of readdirSync(dir).filter((f) => /^00\d_.*\.sql$/.test(f)).sort()) {
    await sql.raw(readFileSync(`${dir}${file}`, 'utf8')).execute(db);
    await sql`insert into schema_migrations (name) values (${file})`.execute(db);
  }
}

let photo: Buffer;
let small: Buffer;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const wav = Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1');
const ids: Record<string, number> = {};

beforeAll(async () => {
  photo = await plainImage(1600, 1200, 'jpeg');
  small = await plainImage(300, 200, 'png');
  await databaseBefore010();
  await sql`insert into schools (school_id, name) values (1, 'Nordschule')`.execute(db);
  await sql`insert into students (student_id, firstname, lastname, school_id) values ('aaaaaaaaaaaa', 'Lena', 'B', 1)`.execute(db);
  await sql`insert into characters (character_id, name) values ('euler', 'Euler')`.execute(db);
  await sql`insert into conversations (conversation_id, student_id, character_id, title) values (1, 'aaaaaaaaaaaa', 'euler', 'Brüche')`.execute(db);
  const insert = async (name: string, file: Buffer | null, type: string | null, template: Buffer | null, templateType: string | null) => {
    const { rows } = await sql<{ problem_id: number }>`
      insert into problems (text, file_data, file_type, template_data, template_type, gradefrom, gradeto, difficulty, wrong_answers)
      values (${name}, ${file?.toString('base64') ?? null}, ${type}, ${template?.toString('base64') ?? null}, ${templateType}, 5, 6, 1, '[]')
      returning problem_id`.execute(db);
    ids[name] = rows[0]!.problem_id;
  };
  await insert('photo', photo, 'image/jpeg', pdf, 'application/pdf');
  // The same photo on a second problem (a copy): kept once.
  await insert('copy', photo, 'image/jpeg', null, null);
  await insert('small', small, 'image/png', small, 'image/png');
  await insert('plain', null, null, null, null);
  // More rows than one batch, so the paging over batches is taken too.
  for (let i = 0; i < 20; i++) await insert(`figure ${i}`, Buffer.concat([small, Buffer.from([i])]), 'image/png', null, null);
  await sql`insert into recordings (conversation_id, file_name, mime_type, data) values (1, '1-a.wav', 'audio/wav', ${wav})`.execute(db);
}, 120_000);
afterAll(async () => {
  await drop();
  files.remove();
});

describe('migrations 010 and 011', () => {
  it('refuse to run without a file storage while there are files to move, changing nothing', async () => {
    await expect(migrate(db)).rejects.toThrow(/moves the files of 24 rows into the file storage/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from problems where file_data is not null`.execute(db);
    expect(rows[0]!.n).toBe(23);
  });

  it('move every file into the storage; rows keep key, type and size; the old columns go', async () => {
    // The migrations after 011 run as well; these two are the ones that move the files.
    expect((await migrate(db, { store: files.store })).slice(0, 2)).toEqual(['010_file-keys.sql', '011_files-to-storage.ts']);
    const row = (name: string) => db.selectFrom('problems').selectAll().where('problem_id', '=', ids[name]!).executeTakeFirstOrThrow();

    const withPhoto = await row('photo');
    expect(withPhoto).toMatchObject({ file_key: fileKey(photo, 'image/jpeg'), file_type: 'image/jpeg', file_size: photo.length });
    expect(withPhoto).toMatchObject({ template_key: `${sha256(pdf)}.pdf`, template_type: 'application/pdf', template_size: pdf.length });
    expect((await files.store.readAll(withPhoto.file_key!)).equals(photo)).toBe(true);
    expect((await files.store.readAll(withPhoto.template_key!)).equals(pdf)).toBe(true);
    // A thumbnail of at most 800 px, stored under its own content's key.
    expect(withPhoto.thumbnail_key).not.toBe(withPhoto.file_key);
    const thumb = await files.store.readAll(withPhoto.thumbnail_key!);
    expect(withPhoto.thumbnail_key).toBe(fileKey(thumb, 'image/jpeg'));
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });

    // The copy names the same files; a small image is its own thumbnail.
    expect(await row('copy')).toMatchObject({ file_key: withPhoto.file_key, thumbnail_key: withPhoto.thumbnail_key });
    const withSmall = await row('small');
    expect(withSmall).toMatchObject({ file_key: fileKey(small, 'image/png'), thumbnail_key: fileKey(small, 'image/png'), template_key: fileKey(small, 'image/png') });
    expect(await row('plain')).toMatchObject({ file_key: null, thumbnail_key: null, template_key: null, file_size: null });
    for (let i = 0; i < 20; i++) expect((await row(`figure ${i}`)).file_key).toBe(fileKey(Buffer.concat([small, Buffer.from([i])]), 'image/png'));

    const recording = await db.selectFrom('recordings').selectAll().executeTakeFirstOrThrow();
    expect(recording).toMatchObject({ file_key: `${RECORDINGS_PREFIX}${sha256(wav)}.wav`, size: wav.length, mime_type: 'audio/wav' });
    expect((await files.store.readAll(recording.file_key)).equals(wav)).toBe(true);

    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name in ('problems', 'recordings')`.execute(db);
    const names = columns.rows.map((c) => `${c.table_name}.${c.column_name}`);
    for (const gone of ['problems.file_data', 'problems.template_data', 'problems.file_hash', 'problems.template_hash', 'recordings.data']) expect(names).not.toContain(gone);

    // Each distinct file once: photo, its thumbnail, the PDF, the small image, 20 figures.
    const stored: string[] = [];
    for await (const file of files.store.list()) stored.push(file.key);
    expect(stored).toHaveLength(24);
  });

  it('run once: a second migrate changes nothing', async () => {
    const before = await db.selectFrom('problems').select(['problem_id', 'file_key', 'thumbnail_key', 'template_key']).orderBy('problem_id').execute();
    expect(await migrate(db, { store: files.store })).toEqual([]);
    expect(await db.selectFrom('problems').select(['problem_id', 'file_key', 'thumbnail_key', 'template_key']).orderBy('problem_id').execute()).toEqual(before);
  });
});
