// Problems stored before images were cleaned on upload (scripts/clean-problem-images.ts): each
// problem's image and image template goes through the same work as a new upload
// (image-work/stored-image.ts). An image that changes (too large, metadata, an orientation to
// apply) is written back; one of more than 40 megapixels cannot be scaled within the image
// process's memory and no list can show it, so it is removed from its problem and named in the
// report, for its owner to upload a smaller one. An image that cannot be read is left as it is
// and named. Templates that are not images are not touched; `updated_at` stays, as this is
// not an edit. The files are read from and written to the file storage (src/storage/).
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { ImageWork } from './image-work/client.ts';
import type { StoredImageType } from './image-work/stored-image.ts';
import { NO_IMAGE, NO_TEMPLATE, storeProblemImage, storeTemplate } from './stored-files.ts';

const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];

const COLUMNS = [
  { key: 'file_key', type: 'file_type', what: 'image' },
  { key: 'template_key', type: 'template_type', what: 'template' },
] as const;

export interface CleanReport {
  /** Images looked at. */
  checked: number;
  /** Scaled down or stripped of metadata, and written back. */
  cleaned: { problemId: number; what: 'image' | 'template'; from: number; to: number }[];
  /** More than 40 megapixels: removed from the problem. */
  removed: { problemId: number; what: 'image' | 'template'; detail: string }[];
  /** Not readable as an image: left as they are. */
  unreadable: { problemId: number; what: 'image' | 'template' }[];
}

export async function cleanProblemImages(db: Database, images: ImageWork, store: FileStore, { dryRun = false } = {}): Promise<CleanReport> {
  const report: CleanReport = { checked: 0, cleaned: [], removed: [], unreadable: [] };
  const rows = await db
    .selectFrom('problems')
    .select(['problem_id', 'file_key', 'file_type', 'template_key', 'template_type'])
    .where((eb) => eb.or([eb('file_type', 'in', IMAGE_TYPES), eb('template_type', 'in', IMAGE_TYPES)]))
    .orderBy('problem_id')
    .execute();
  // One file in memory at a time; the cleaned file is stored under its own key, and the row
  // then names it (the old file goes with the sweep once nothing names it, src/storage/sweep.ts).
  for (const row of rows) {
    const problemId = row.problem_id;
    for (const column of COLUMNS) {
      const key = row[column.key];
      const type = row[column.type];
      if (!key || !type || !IMAGE_TYPES.includes(type)) continue;
      report.checked += 1;
      const bytes = await store.readAll(key);
      let change: Record<string, string | number | null>;
      try {
        const stored = await images.run('problemImage', bytes, type as StoredImageType);
        const out = Buffer.from(stored.data);
        if (out.equals(bytes)) continue;
        report.cleaned.push({ problemId, what: column.what, from: bytes.length, to: out.length });
        if (dryRun) continue;
        const cleaned = { data: out, type: stored.type };
        change =
          column.what === 'image'
            ? await storeProblemImage(store, (data, t) => images.run('thumbnail', data, t), cleaned)
            : await storeTemplate(store, cleaned);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'image.too_large') {
          report.removed.push({ problemId, what: column.what, detail: error.detail });
          change = column.what === 'image' ? NO_IMAGE : NO_TEMPLATE;
        } else {
          report.unreadable.push({ problemId, what: column.what });
          continue;
        }
      }
      if (!dryRun) {
        await db
          .updateTable('problems')
          .set(change)
          // Only if nobody changed the file meanwhile.
          .where('problem_id', '=', problemId)
          .where(column.key, '=', key)
          .execute();
      }
    }
  }
  return report;
}
