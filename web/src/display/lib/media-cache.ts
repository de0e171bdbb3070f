import { bypassingCache } from './media-bypass';
import type { Slot } from './slots';

export const MEDIA_CACHE = 'marquee-media-v1';

/**
 * Copies every file the playlist needs into Cache Storage ahead of time, so the service worker
 * can keep the screen playing through an outage, and forgets files no longer needed.
 */
export async function warmMediaCache(slots: readonly Slot[]): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(MEDIA_CACHE);
  const wanted = new Set(
    slots
      .flatMap((s) => [s.src, s.item.thumbnailUrl])
      .filter((u): u is string => Boolean(u))
      .map((u) => new URL(u, location.href).href),
  );
  const present = new Set((await cache.keys()).map((r) => r.url));
  for (const url of present) if (!wanted.has(url)) await cache.delete(url);
  for (const url of wanted) {
    if (present.has(url)) continue;
    try {
      const res = await fetch(bypassingCache(url), { credentials: 'omit' });
      if (res.status !== 200) continue;
      // The service worker answers from an entry as if it were the whole file: store one only
      // once every byte has arrived, never a body cut short by a dropped connection.
      const body = await res.blob();
      const declared = res.headers.get('content-length');
      const encoded = res.headers.has('content-encoding');
      if (declared !== null && !encoded && Number(declared) !== body.size) continue;
      await cache.put(url, new Response(body, { headers: res.headers }));
    } catch {
      // Offline now; the next snapshot tries again.
    }
  }
}
