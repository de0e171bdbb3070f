/// <reference lib="webworker" />
/**
 * The display's service worker: keeps a screen playing through network and server outages, and
 * after a reboot while offline. The shell and the last playback snapshot are network-first with
 * a cached fallback; media the page has cached (Cache Storage) is served from there, with Range.
 */
import { byteRange } from './lib/byte-range';
import { MEDIA_BYPASS_PARAM } from './lib/media-bypass';
import { MEDIA_CACHE } from './lib/media-cache';
import { OFFLINE_HEADER } from './lib/offline-header';

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
  } else if (url.pathname.startsWith('/media/') && !url.searchParams.has(MEDIA_BYPASS_PARAM)) {
    event.respondWith(fromMediaCache(req));
  }
  // Anything else, and media asked for straight from the network, is left to the browser.
});

async function networkFirst(req: Request, cacheName: string, key: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const res = await fetch(req);
    if (res.status === 200) await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const cached = await cache.match(key);
    if (!cached) throw err;
    // Tell the page this came from the cache, so the screen can say it is offline.
    const headers = new Headers(cached.headers);
    headers.set(OFFLINE_HEADER, '1');
    return new Response(cached.body, { status: cached.status, headers });
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

/**
 * Media for <img>, <video> and <audio>: from Cache Storage when warmMediaCache has stored the
 * whole file, else from the network. Every answer is a Response built here, never one passed
 * through: Chromium's media loader fails a video (PIPELINE_ERROR_READ: FFmpegDemuxer: data
 * source error) when the answers for one URL mix built responses with network ones, which is
 * what happened when a file finished caching while it played (or between two loops).
 */
async function fromMediaCache(req: Request): Promise<Response> {
  const cached = await (await caches.open(MEDIA_CACHE)).match(req.url);
  if (!cached) return rebuilt(await fetch(req));
  return fromBlob(await cached.blob(), cached.headers, req.headers.get('range'));
}

const KEPT_HEADERS = ['content-type', 'etag', 'last-modified', 'cache-control'];

/** A 200, 206 or 416 answer from the complete file, with lengths that match what is sent. */
function fromBlob(file: Blob, stored: Headers, range: string | null): Response {
  const headers = new Headers({ 'accept-ranges': 'bytes' });
  for (const name of KEPT_HEADERS) {
    const value = stored.get(name);
    if (value) headers.set(name, value);
  }
  const asked = byteRange(range, file.size);
  if (asked.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (asked.kind === 'whole') {
    headers.set('content-length', String(file.size));
    return new Response(file, { status: 200, headers });
  }
  const part = file.slice(asked.start, asked.end + 1);
  headers.set('content-range', `bytes ${asked.start}-${asked.end}/${file.size}`);
  headers.set('content-length', String(part.size));
  return new Response(part, { status: 206, headers });
}

/** The network's answer, streamed as it comes, but as a built response (see fromMediaCache). */
function rebuilt(res: Response): Response {
  return new Response(res.body, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}
