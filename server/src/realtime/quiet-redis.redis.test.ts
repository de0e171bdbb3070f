import { Redis } from 'ioredis';
import { afterEach, expect, it, inject } from 'vitest';
import { quietFireAndForget } from '@marquee/core/realtime/quiet-redis.js';

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', record);
});

// A screen's disconnect handler emitting after the node has sent QUIT: the publish fails (its
// caller may still see that), and nothing escapes as an unhandled rejection.
it('catches a publish made after QUIT', async () => {
  process.on('unhandledRejection', record);
  const client = quietFireAndForget(new Redis(inject('redisUrl')), ['publish']);
  await client.ping();
  await client.quit();
  const late = client.publish('marquee:test:quiet', 'late');
  await expect(late).rejects.toThrow('Connection is closed');
  void client.publish('marquee:test:quiet', 'ignored');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(unhandled).toEqual([]);
});
