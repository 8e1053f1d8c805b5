// The file storage of this configuration: STORAGE_URL names it (README "Files"); without it,
// the folder DATA_DIR/files, with PGlite and with PostgreSQL alike. The S3 driver (and the AWS
// SDK behind it, some megabytes of code) is loaded only when a bucket is configured.
import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createFolderStore } from './folder-store.ts';

export * from './file-store.ts';
export { createFolderStore } from './folder-store.ts';

type StorageSettings = Pick<
  Config,
  'DATA_DIR' | 'STORAGE_URL' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

export async function createFileStore(config: StorageSettings): Promise<FileStore> {
  const url = config.STORAGE_URL;
  if (!url) return createFolderStore(path.join(config.DATA_DIR, 'files'));
  if (url.startsWith('file://')) return createFolderStore(new URL(url).pathname);
  const parsed = new URL(url);
  const prefix = parsed.pathname.replace(/^\/+/, '');
  const { createS3Store } = await import('./s3-store.ts');
  return createS3Store({
    bucket: parsed.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  });
}
