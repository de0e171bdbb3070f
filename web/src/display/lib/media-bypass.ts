/**
 * A media URL carrying this query parameter goes straight to the network: the service worker
 * leaves it alone. Used for a retry after a real failure, and for media the page starts loading
 * before the worker controls it (see SlotView).
 */
export const MEDIA_BYPASS_PARAM = 'network';

export function bypassingCache(src: string): string {
  const url = new URL(src, location.href);
  url.searchParams.set(MEDIA_BYPASS_PARAM, '1');
  return url.href;
}
