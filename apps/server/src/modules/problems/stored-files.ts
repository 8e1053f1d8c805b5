// A problem's image and template go into the file storage (src/storage/), and the row keeps
// their keys, types and sizes (migration 010). An image also gets its thumbnail for the list
// cards, made here once, content-addressed like the image.
import type { ProblemUpdate } from '../../db/schema.ts';
import { fileKey, type FileStore } from '../../storage/file-store.ts';
import type { FileContent } from './files.ts';
import type { StoredImageType } from './image-work/stored-image.ts';
import type { Thumbnail } from './image-work/thumbnail.ts';

export type ImageColumns = Pick<ProblemUpdate, 'file_key' | 'file_type' | 'file_size' | 'thumbnail_key'>;
export type TemplateColumns = Pick<ProblemUpdate, 'template_key' | 'template_type' | 'template_size'>;

/** Makes a thumbnail of a stored image (in the image process, or in-process in a migration). */
export type MakeThumbnail = (data: Buffer, type: StoredImageType) => Promise<Thumbnail | undefined>;

/** Puts a file into storage; its key. */
export async function storeFile(store: FileStore, file: FileContent): Promise<string> {
  const key = fileKey(file.data, file.type);
  await store.put(key, file.data, file.type);
  return key;
}

/** A problem image (already checked and cleaned) stored with its thumbnail; the row's columns. */
export async function storeProblemImage(store: FileStore, makeThumbnail: MakeThumbnail, image: FileContent): Promise<ImageColumns> {
  const file_key = await storeFile(store, image);
  const small = await makeThumbnail(image.data, image.type as StoredImageType);
  const thumbnail_key = small ? await storeFile(store, { data: Buffer.from(small.data), type: small.type }) : file_key;
  return { file_key, file_type: image.type, file_size: image.data.length, thumbnail_key };
}

/** A template stored; the row's columns. */
export async function storeTemplate(store: FileStore, template: FileContent): Promise<TemplateColumns> {
  return { template_key: await storeFile(store, template), template_type: template.type, template_size: template.data.length };
}

export const NO_IMAGE: ImageColumns = { file_key: null, file_type: null, file_size: null, thumbnail_key: null };
export const NO_TEMPLATE: TemplateColumns = { template_key: null, template_type: null, template_size: null };
