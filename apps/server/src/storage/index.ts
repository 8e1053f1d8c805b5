// The file storage of this configuration: STORAGE_URL names it (README "Files"); without it,
// the folder DATA_DIR/files, with PGlite and with PostgreSQL alike.
import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createFolderStore } from './folder-store.ts';
import { createS3Store } from './s3-store.ts';

export * from './file-store.ts';
export { createFolderStore } from './folder-store.ts';
export { createS3Store } from './s3-store.ts';

type StorageSettings = Pick<
  Config,
  'DATA_DIR' | 'STORAGE_URL' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

export function createFileStore(config: StorageSettings): FileStore {
  const url = config.STORAGE_URL;
  if (!url) return createFolderStore(path.join(config.DATA_DIR, 'files'));
  if (url.startsWith('file://')) return createFolderStore(new URL(url).pathname);
  const parsed = new URL(url);
  const prefix = parsed.pathname.replace(/^\/+/, '');
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
