import type { MediaStore } from './media-store.js';
import { TEMP_PREFIX } from './media-keys.js';

/**
 * A crash mid-upload can leave a temporary behind. On one box nothing else can be writing at
 * start-up, so everything goes; in a shared bucket another node may be mid-upload, so only
 * temporaries older than `olderThanMs` do.
 */
export async function sweepTemporaries(
  store: MediaStore,
  olderThanMs: number,
  now = new Date(),
): Promise<number> {
  const stale = (await store.list(TEMP_PREFIX)).filter(
    (o) => now.getTime() - o.lastModified.getTime() >= olderThanMs,
  );
  for (const o of stale) await store.delete(o.key);
  return stale.length;
}
