import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type { ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import type * as S3Storage from '@aws-sdk/lib-storage';
import { requireWhenUsed } from '../require-when-used.js';
import type { S3Config } from '../config.js';
import { assertValidKey, type MediaStore, type StoredObject } from './media-store.js';
import { firstBytes } from './first-bytes.js';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Any S3-compatible object store (AWS S3, MinIO, R2); uploads stream in 8 MB parts. */
export function s3MediaStore(config: S3Config): MediaStore & { close(): void } {
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    S3Client,
  } = requireWhenUsed('@aws-sdk/client-s3') as typeof S3;
  const { Upload } = requireWhenUsed('@aws-sdk/lib-storage') as typeof S3Storage;
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default streaming checksums use aws-chunked bodies that many S3-compatible
    // servers do not understand; send them only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function list(prefix: string): Promise<StoredObject[]> {
    const out: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key)
          out.push({ key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  const remove = async (key: string) => {
    assertValidKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };

  return {
    kind: 's3',
    async put(key, body: Readable, contentType) {
      assertValidKey(key);
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          bytes += chunk.length;
          cb(null, chunk);
        },
      });
      const piping = pipeline(body, counted);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await Promise.all([upload.done(), piping]);
      } catch (err) {
        void upload.abort().catch(() => {});
        body.destroy();
        await remove(key).catch(() => {});
        throw err;
      }
      return bytes;
    },
    async read(key, range) {
      assertValidKey(key);
      const res = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = res.Body as Readable;
      // Some S3-compatible stores answer more than was asked (s3rver sends the whole object for
      // `bytes=0-0`); the HTTP answer has promised exactly the range, and extra bytes would
      // corrupt the viewer's keep-alive connection.
      const asked = range ? range.end - range.start + 1 : undefined;
      return asked !== undefined && (res.ContentLength ?? 0) > asked
        ? firstBytes(body, asked)
        : body;
    },
    async stat(key) {
      assertValidKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          key,
          size: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async move(from, to) {
      assertValidKey(from);
      assertValidKey(to);
      await client.send(
        new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeURI(from)}` }),
      );
      await remove(from);
    },
    delete: remove,
    async deletePrefix(prefix) {
      const objects = await list(prefix.endsWith('/') ? prefix : `${prefix}/`);
      for (const o of objects) await remove(o.key);
    },
    list,
    close: () => client.destroy(),
  };
}
