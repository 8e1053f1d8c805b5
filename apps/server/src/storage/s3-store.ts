// Files in an S3-compatible bucket (AWS S3, Ceph, Garage, SeaweedFS, …) through the AWS SDK v3.
// Keys as in the folder (file-store.ts), under an optional prefix of the bucket. A write always
// puts the object: an equal key is equal content, so a second put changes nothing but the
// object's date, which keeps it from the sweep (sweep.ts) while a row is about to name it.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type Readable, Transform } from 'node:stream';
import { assertKey, type ByteRange, type FileStore, MissingFileError } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  /** Put before every key, e.g. `backoffice/`; empty for the bucket's root. */
  prefix: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
}

/** Passes on only the bytes start…end (inclusive) of what flows through. */
function byteRange({ start, end }: ByteRange): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      offset += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function createS3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible servers do not take the
    // newer default (a CRC32 trailer), and the content is named by its SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return `${settings.prefix}${key}`;
  };

  return {
    description: `S3 bucket ${Bucket}${settings.prefix ? ` (prefix ${settings.prefix})` : ''}${settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : ''}`,

    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },

    async read(key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const body = answer.Body as Readable;
        if (!range) return body;
        // A server may send more than the range (s3rver sends the whole object for `bytes=0-0`,
        // others ignore Range): what it did send is cut to the range here, so callers always
        // get exactly what they asked for.
        const sent = /^bytes (\d+)-(\d+)\//.exec(answer.ContentRange ?? '');
        const first = sent ? Number(sent[1]) : 0;
        const last = sent ? Number(sent[2]) : Number.POSITIVE_INFINITY;
        if (first === range.start && last === range.end) return body;
        if (first > range.start) throw new Error(`The storage answered bytes ${first}-${last} for ${range.start}-${range.end}.`);
        return body.pipe(byteRange({ start: range.start - first, end: range.end - first }));
      } catch (error) {
        if (missing(error)) throw new MissingFileError(key);
        throw error;
      }
    },

    async readAll(key) {
      const stream = await this.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${settings.prefix}${prefix}`, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key!.slice(settings.prefix.length);
          // Only this prefix's own keys: recordings/ lies under the root too.
          if (key.slice(prefix.length).includes('/')) continue;
          yield { key, modified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
