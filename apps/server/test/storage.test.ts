// The file storage's two drivers behave alike (src/storage/): a folder, and an S3-compatible
// bucket, here s3rver (MIT, an S3 server in Node, started by this test on a loopback port; no
// service to install). Keys are content hashes, writes are idempotent, reads stream and take
// byte ranges, listings page, and the sweep removes only old files no row names.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createFileStore, createFolderStore, fileKey, type FileStore, RECORDINGS_PREFIX, sha256, typeOfKey } from '../src/storage/index.ts';
import { createS3Store } from '../src/storage/s3-store.ts';
import { sweepUnreferenced } from '../src/storage/sweep.ts';
import { seedDemo } from '../src/db/seed.ts';
import { freshDatabase } from './helpers/fresh-database.ts';
import { freePort } from './helpers/free-port.ts';

const BUCKET = 'backoffice-test';
const folder = mkdtempSync(path.join(tmpdir(), 'backoffice-store-'));
const s3Dir = mkdtempSync(path.join(tmpdir(), 'backoffice-s3rver-'));
let s3server: S3rver;
let endpoint = '';

beforeAll(async () => {
  const port = await freePort();
  s3server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3server?.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
});

/** The S3 driver as STORAGE_URL and the S3_ variables configure it (s3rver takes any key pair). */
const s3Store = (prefix = 'school/') =>
  createFileStore({
    DATA_DIR: folder,
    STORAGE_URL: `s3://${BUCKET}/${prefix}`,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });

const drivers: [string, () => FileStore | Promise<FileStore>][] = [
  ['folder', () => createFolderStore(path.join(folder, 'files'))],
  ['S3 (s3rver)', () => s3Store()],
];

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

describe('keys', () => {
  it('are the SHA-256 of the content with the extension of the type', () => {
    const data = Buffer.from('hello');
    expect(fileKey(data, 'image/png')).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824.png');
    expect(fileKey(data, 'application/pdf')).toMatch(/\.pdf$/);
    expect(fileKey(data, 'text/html')).toMatch(/\.bin$/);
    expect(fileKey(data, 'audio/wav', RECORDINGS_PREFIX)).toBe(`recordings/${sha256(data)}.wav`);
    expect(typeOfKey(fileKey(data, 'text/html'))).toBe('application/octet-stream');
    expect(typeOfKey(fileKey(data, 'image/gif'))).toBe('image/gif');
  });
});

describe.each(drivers)('the %s driver', (_name, make) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await make();
  });
  const data = Buffer.from('0123456789abcdefghij');
  const key = fileKey(data, 'application/pdf');

  it('is reachable, and says what it is', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    expect(store.description).not.toMatch(/S3RVER/);
  });

  it('keeps a file under its key, once: a second write of the same content changes nothing but its date', async () => {
    expect(await store.stat(key)).toBeUndefined();
    await store.put(key, data, 'application/pdf');
    const first = await store.stat(key);
    expect(first?.size).toBe(20);
    await new Promise((r) => setTimeout(r, 1100));
    await store.put(key, data, 'application/pdf');
    const second = await store.stat(key);
    expect(second?.size).toBe(20);
    expect(second!.modified.getTime()).toBeGreaterThan(first!.modified.getTime());
    expect((await store.readAll(key)).equals(data)).toBe(true);
    expect([...(await listAll(store))].filter((k) => k === key)).toHaveLength(1);
  });

  it('streams a file whole or a byte range of it', async () => {
    expect(await text(await store.read(key))).toBe(data.toString());
    expect(await text(await store.read(key, { start: 0, end: 0 }))).toBe('0');
    expect(await text(await store.read(key, { start: 5, end: 9 }))).toBe('56789');
    expect(await text(await store.read(key, { start: 15, end: 19 }))).toBe('fghij');
  });

  it('says a missing file is missing', async () => {
    const absent = fileKey(Buffer.from('absent'), 'image/png');
    expect(await store.stat(absent)).toBeUndefined();
    await expect(store.read(absent)).rejects.toThrow(/No stored file/);
    await expect(store.readAll(absent)).rejects.toThrow(/No stored file/);
  });

  it('refuses anything that is not a key (no path can leave the storage)', async () => {
    await expect(store.put('../../etc/passwd', data, 'text/plain')).rejects.toThrow(/Not a storage key/);
    await expect(store.stat(`${sha256(data)}/../x.png`)).rejects.toThrow(/Not a storage key/);
  });

  it('lists public files and recordings apart, and deletes', async () => {
    const voice = Buffer.from('RIFF voice');
    const recording = fileKey(voice, 'audio/wav', RECORDINGS_PREFIX);
    await store.put(recording, voice, 'audio/wav');
    const publicKeys = await listAll(store);
    expect(publicKeys).toContain(key);
    expect(publicKeys).not.toContain(recording);
    expect(await listAll(store, RECORDINGS_PREFIX)).toEqual([recording]);
    await store.delete(recording);
    expect(await store.stat(recording)).toBeUndefined();
    await store.delete(recording);
  });
});

async function listAll(store: FileStore, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list(prefix)) keys.push(file.key);
  return keys;
}

describe('the S3 driver', () => {
  it('is not ready when the server cannot be reached or the bucket does not exist', async () => {
    const missingBucket = createS3Store({ bucket: 'no-such-bucket', prefix: '', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    await expect(missingBucket.check()).rejects.toThrow();
    const closed = createS3Store({ bucket: BUCKET, prefix: '', endpoint: `http://127.0.0.1:${await freePort()}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    await expect(closed.check()).rejects.toThrow();
  });

  it('keeps two prefixes of one bucket apart', async () => {
    const other = await s3Store('other-school/');
    const data = Buffer.from('only here');
    const key = fileKey(data, 'image/gif');
    await other.put(key, data, 'image/gif');
    expect(await (await s3Store()).stat(key)).toBeUndefined();
    expect(await listAll(other)).toEqual([key]);
  });
});

describe('the sweep of unreferenced files', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  it('removes old files no row names, and keeps named, shared and recent ones', async () => {
    const store = createFolderStore(path.join(folder, 'sweep'));
    const put = async (content: string, type: string, prefix = '') => {
      const data = Buffer.from(content);
      const key = fileKey(data, type, prefix);
      await store.put(key, data, type);
      return key;
    };
    const named = await put('image of two problems', 'image/png');
    const template = await put('template', 'application/pdf');
    const orphan = await put('image of a deleted problem', 'image/png');
    const recording = await put('a voice', 'audio/wav', RECORDINGS_PREFIX);
    const orphanRecording = await put('a deleted voice', 'audio/wav', RECORDINGS_PREFIX);
    // The demo world names its own files (and a recording of conversation 501).
    await seedDemo(db, store);
    const problem = { text: 'x', answer: '1', wrong_answers: '[]', gradefrom: 5, gradeto: 6, difficulty: 1, file_key: named, file_type: 'image/png', thumbnail_key: named };
    await db.insertInto('problems').values([problem, { ...problem, template_key: template, template_type: 'application/pdf' }]).execute();
    await db.insertInto('recordings').values({ conversation_id: 501, file_name: 'a.wav', mime_type: 'audio/wav', file_key: recording, size: 7 }).execute();
    const demoFiles = (await listAll(store)).length + (await listAll(store, RECORDINGS_PREFIX)).length;

    // Within the grace period nothing goes.
    expect((await sweepUnreferenced(db, store, 3_600_000)).deleted).toEqual([]);
    // Later (as if a day had passed): only the files no row names.
    const later = Date.now() + 2 * 3_600_000;
    const result = await sweepUnreferenced(db, store, 3_600_000, later);
    expect(result.deleted.sort()).toEqual([orphan, orphanRecording].sort());
    expect(result.checked).toBe(demoFiles);
    for (const key of [named, template, recording]) expect(await store.stat(key)).toBeDefined();
    for (const key of [orphan, orphanRecording]) expect(await store.stat(key)).toBeUndefined();
  });
});
