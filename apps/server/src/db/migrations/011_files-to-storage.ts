// Moves the files out of the tables into the file storage (migration 010 made the columns):
// each problem's image (with its thumbnail) and template, each recording. In batches of a few
// rows, keyset-paged, so the server's memory stays flat however many there are; a file is
// written before its row names it, and equal files are kept once. Safe to run again: it only
// takes rows whose data is still in the table, and writing a key twice changes nothing.
// At the end the old columns go (and with them migration 007's MD5 columns).
import { sql } from 'kysely';
import { fileKey, RECORDINGS_PREFIX } from '../../storage/file-store.ts';
import { storeProblemImage, storeTemplate } from '../../modules/problems/stored-files.ts';
import { thumbnail } from '../../modules/problems/image-work/thumbnail.ts';
import type { MigrationContext, MigrationStep } from '../migrate.ts';

/** Rows per batch: at most 5 MB of image and 5 MB of template each, as base64. */
const BATCH = 8;

interface OldProblem {
  problem_id: number;
  file_data: string | null;
  file_type: string | null;
  template_data: string | null;
  template_type: string | null;
}

/** A thumbnail made here, in the migrating process; an image sharp cannot read is its own. */
const safeThumbnail = (data: Buffer, type: Parameters<typeof thumbnail>[1]) => thumbnail(data, type).catch(() => undefined);

export const up: MigrationStep = async (tx, context: MigrationContext) => {
  const pending = await sql<{ n: number }>`
    select (select count(*) from problems where file_data is not null or template_data is not null)::int
         + (select count(*) from recordings where data is not null)::int as n`.execute(tx);
  const count = pending.rows[0]!.n;
  if (count > 0) {
    const store = context.store;
    if (!store) throw new Error(`Migration 011 moves the files of ${count} rows into the file storage, but none was given to migrate().`);
    let last = 0;
    for (;;) {
      const { rows } = await sql<OldProblem>`
        select problem_id, file_data, file_type, template_data, template_type from problems
        where problem_id > ${last} and (file_data is not null or template_data is not null)
        order by problem_id limit ${BATCH}`.execute(tx);
      if (rows.length === 0) break;
      for (const row of rows) {
        const image = row.file_data
          ? await storeProblemImage(store, safeThumbnail, { data: Buffer.from(row.file_data, 'base64'), type: row.file_type ?? 'application/octet-stream' })
          : undefined;
        const template = row.template_data
          ? await storeTemplate(store, { data: Buffer.from(row.template_data, 'base64'), type: row.template_type ?? 'application/octet-stream' })
          : undefined;
        await tx
          .updateTable('problems')
          .set({ ...image, ...template })
          .where('problem_id', '=', row.problem_id)
          .execute();
        await sql`update problems set file_data = null, template_data = null where problem_id = ${row.problem_id}`.execute(tx);
      }
      last = rows.at(-1)!.problem_id;
    }
    last = 0;
    for (;;) {
      const { rows } = await sql<{ recording_id: number; mime_type: string; data: Buffer }>`
        select recording_id, mime_type, data from recordings
        where recording_id > ${last} and data is not null
        order by recording_id limit ${BATCH}`.execute(tx);
      if (rows.length === 0) break;
      for (const row of rows) {
        const data = Buffer.from(row.data);
        const key = fileKey(data, row.mime_type, RECORDINGS_PREFIX);
        await store.put(key, data, row.mime_type);
        await sql`update recordings set file_key = ${key}, size = ${data.length}, data = null where recording_id = ${row.recording_id}`.execute(tx);
      }
      last = rows.at(-1)!.recording_id;
    }
  }
  await sql`
    alter table problems
      drop column file_hash,
      drop column template_hash,
      drop column file_data,
      drop column template_data`.execute(tx);
  await sql`
    alter table recordings
      drop column data,
      alter column file_key set not null,
      alter column size set not null`.execute(tx);
};
