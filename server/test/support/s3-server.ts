import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver ships no types; the little used here is typed below.
// @ts-expect-error untyped CommonJS module
import S3rver from 's3rver';
import type { S3Config } from '@marquee/core/config.js';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** A real S3-speaking server on loopback (s3rver), with one bucket, in a temp directory. */
export async function startS3Server(bucket = 'marquee-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-s3-'));
  const server = new (S3rver as new (o: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  return {
    config,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
