import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { operationsApi, type RouteParams } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import { mimeTypeOfKey } from '@marquee/core/storage/media-keys.js';
import {
  multipartByteRanges,
  requestedRanges,
  type ByteRange,
  type RangeRequest,
} from './byte-ranges.js';

const YEAR_S = 365 * 24 * 60 * 60;

// Uploaded bytes must never run as a page of this origin. Chromium will not render a PDF in a
// sandboxed document, so PDFs get everything but `sandbox` (no scripts, no plugins, no fetches).
const LOCKED_DOWN =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";
const cspFor = (mimeType: string) =>
  mimeType === 'application/pdf' ? LOCKED_DOWN : `${LOCKED_DOWN}; sandbox`;

function sendHeaders(res: Response, key: string, mimeType: string, etag: string) {
  res.setHeader('Content-Type', mimeType);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  // Keys are never reused, so a cached copy is right forever.
  res.setHeader('Cache-Control', `public, max-age=${YEAR_S}, immutable`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Content-Security-Policy', cspFor(mimeType));
  res.setHeader('Content-Disposition', `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`);
}

/** The object was deleted after its size was remembered. */
class Gone extends Error {}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

type MediaParams = RouteParams<typeof operationsApi.media>;

/**
 * GET /media/<random folder>/<file>: capability URLs that plain <img>/<video> tags can load
 * (no session needed), with Range for seeking and resumable screen caching. The declaration
 * answers 404 to a path that cannot name a file; the handler streams the bytes itself.
 */
export function mediaRoutes(store: MediaStore, logger: Logger): Router {
  const r = Router();
  route(r, operationsApi.media, [], async ({ params }, req, res) => {
    try {
      await serve(params, req, res);
    } catch (err) {
      if (res.headersSent) return void res.destroy();
      // Drop the file's headers (immutable caching above all) before answering with an error.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      if (err instanceof Gone) return void res.status(404).json({ message: 'Not found' });
      logger.error({ err, url: req.url }, 'media read failed');
      res.status(500).json({ message: 'Could not read this file' });
    }
  });

  // Keys never change, so a stat stays true until the object is deleted: remembering it saves a
  // file-system call (an S3 HEAD when scaled) per request. Deletions surface when a read fails,
  // and within a minute for conditional requests that never read.
  const known = new LRUCache<string, { size: number; etag: string }>({ max: 10_000, ttl: 60_000 });
  async function describe(key: string) {
    const cached = known.get(key);
    if (cached) return cached;
    const found = await store.stat(key);
    if (!found) return undefined;
    const hash = crypto.createHash('sha256').update(`${key}:${found.size}`).digest('base64url');
    const object = { size: found.size, etag: `"${hash.slice(0, 27)}"` };
    known.set(key, object);
    return object;
  }
  async function read(key: string, range?: ByteRange) {
    try {
      return await store.read(key, range);
    } catch (err) {
      known.delete(key);
      throw (await store.stat(key)) ? err : new Gone();
    }
  }

  /**
   * `pipe` rather than `stream.pipeline`: pipeline aborts an AbortController on every finish,
   * and building that DOMException (with its stack) cost a tenth of the throughput here.
   */
  function send(body: Readable, req: Request, res: Response) {
    body.on('error', (err) => {
      logger.error({ err, url: req.url }, 'media read failed part way');
      res.destroy();
    });
    // The viewer went away (seeking, closing the tab): stop reading.
    res.once('close', () => body.destroy());
    body.pipe(res);
  }

  async function serve({ folder, file }: MediaParams, req: Request, res: Response) {
    const key = `${folder}/${file}`;
    const found = await describe(key);
    if (!found) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const { etag } = found;
    const mimeType = mimeTypeOfKey(key);
    sendHeaders(res, key, mimeType, etag);
    if (matches(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }

    const asked = requestedRanges(req, found.size, etag);
    if (asked.kind === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${found.size}`);
      res.status(416).end();
      return;
    }
    const body = answerFor(asked, res, key, found.size, mimeType);
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD' || found.size === 0) res.end();
    else send(await body.open(), req, res);
  }

  /** Sets the status and headers for what was asked; the bytes are opened only to be sent. */
  function answerFor(
    asked: Exclude<RangeRequest, { kind: 'unsatisfiable' }>,
    res: Response,
    key: string,
    size: number,
    mimeType: string,
  ): { length: number; open: () => Promise<Readable> } {
    if (asked.kind === 'whole') return { length: size, open: () => read(key) };
    res.status(206);
    const [only] = asked.ranges;
    if (only && asked.ranges.length === 1) {
      res.setHeader('Content-Range', `bytes ${only.start}-${only.end}/${size}`);
      return { length: only.end - only.start + 1, open: () => read(key, only) };
    }
    const multipart = multipartByteRanges(asked.ranges, size, mimeType, (range) =>
      read(key, range),
    );
    res.setHeader('Content-Type', multipart.contentType);
    return { length: multipart.length, open: async () => multipart.body() };
  }
  return r;
}
