import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { s3MediaStore } from '@marquee/core/storage/s3-media-store.js';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import { startS3Server } from './s3-server.js';
import { startTestServer, type TestServerOptions } from './test-server.js';

/**
 * The embedded setup (PGlite, local disk, in-process jobs) in the pglite tier; PostgreSQL +
 * Redis (BullMQ, socket.io adapter) + S3 (s3rver) in the services tier.
 */
export async function startContentTestServer(opts: TestServerOptions = {}) {
  if (inject('testDb') !== 'postgres') {
    const s = await startTestServer(opts);
    return { ...s, store: s.media as MediaStore };
  }
  const s3 = await startS3Server();
  const store = s3MediaStore(s3.config);
  const redisUrl = inject('redisUrl');
  const prefix = `${inject('runPrefix')}:${Math.random().toString(36).slice(2, 8)}:`;
  const client = new Redis(redisUrl);
  const s = await startTestServer({
    ...opts,
    media: store,
    jobsRedisUrl: redisUrl,
    redis: { client, prefix },
  });
  return {
    ...s,
    store: store as MediaStore,
    async close() {
      await s.close();
      client.disconnect();
      store.close();
      await s3.close();
    },
  };
}
