/// <reference lib="webworker" />
/**
 * The display's service worker: keeps a screen playing through network and server outages, and
 * after a reboot while offline. The shell and the last playback snapshot are network-first with
 * a cached fallback; media the page has cached (Cache Storage) is served from there, with Range.
 */
import { MEDIA_CACHE } from './lib/media-cache';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'marquee-display-shell-v1';
const SNAPSHOT_CACHE = 'marquee-display-snapshot-v1';

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;

  if (req.mode === 'navigate' && url.pathname === '/display') {
    event.respondWith(networkFirst(req, SHELL_CACHE, '/display'));
  } else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') {
    event.respondWith(cacheFirst(req, SHELL_CACHE));
  } else if (/^\/api\/locations\/\d+\/playback$/.test(url.pathname)) {
    event.respondWith(networkFirst(req, SNAPSHOT_CACHE, url.pathname));
  } else {
    event.respondWith(fromMediaCache(req));
  }
});

async function networkFirst(req: Request, cacheName: string, key: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const res = await fetch(req);
    if (res.status === 200) await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(req: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(req);
  if (cached) return cached;
  const res = await fetch(req);
  if (res.status === 200) await cache.put(req, res.clone());
  return res;
}

/** Media the page cached (warmMediaCache), served even with the network down; <video> asks for ranges. */
async function fromMediaCache(req: Request): Promise<Response> {
  const cached = await (await caches.open(MEDIA_CACHE)).match(req.url);
  if (!cached) return fetch(req);
  const range = req.headers.get('range')?.match(/^bytes=(\d*)-(\d*)$/);
  if (!range) return cached;
  const body = await cached.blob();
  const start = range[1] ? Number(range[1]) : Math.max(0, body.size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), body.size - 1) : body.size - 1;
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': cached.headers.get('content-type') ?? 'application/octet-stream',
      'content-range': `bytes ${start}-${end}/${body.size}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
    },
  });
}
