import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { MediaStore } from '../../storage/media-store.js';
import { MEDIA_FOLDER, mimeTypeOfKey } from '../../storage/media-keys.js';

const FILE_NAME = /^[a-z0-9][a-z0-9.-]{0,63}$/;
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

/**
 * GET /media/<random folder>/<file>: capability URLs that plain <img>/<video> tags can load
 * (no session needed), with Range for seeking and resumable screen caching.
 */
export function mediaRoutes(store: MediaStore, logger: Logger): Router {
  const r = Router();
  r.get('/media/:folder/:file', async (req, res) => {
    try {
      await serve(req, res);
    } catch (err) {
      logger.error({ err, url: req.url }, 'media read failed');
      if (!res.headersSent) res.status(500).json({ message: 'Could not read this file' });
      else res.destroy();
    }
  });

  async function serve(req: Request, res: Response) {
    const folder = String(req.params.folder);
    const file = String(req.params.file);
    if (!MEDIA_FOLDER.test(folder) || !FILE_NAME.test(file)) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const key = `${folder}/${file}`;
    const found = await store.stat(key);
    if (!found) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const etag = `"${crypto.createHash('sha256').update(`${key}:${found.size}`).digest('base64url').slice(0, 27)}"`;
    const mimeType = mimeTypeOfKey(key);
    sendHeaders(res, key, mimeType, etag);
    const ifNoneMatch = req.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }

    let range: { start: number; end: number } | undefined;
    const ranges = req.headers.range ? req.range(found.size, { combine: true }) : undefined;
    // If-Range with a different validator means "send it all", per RFC 9110.
    const ifRange = req.get('if-range');
    if (ranges !== undefined && (!ifRange || ifRange === etag)) {
      if (ranges === -1) {
        res.setHeader('Content-Range', `bytes */${found.size}`);
        res.status(416).end();
        return;
      }
      // Several ranges would need multipart/byteranges; players ask for one, so serve the first.
      if (ranges !== -2 && ranges.length > 0)
        range = { start: ranges[0]!.start, end: ranges[0]!.end };
    }
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      res.setHeader('Content-Length', String(found.size));
    }
    if (req.method === 'HEAD' || found.size === 0) {
      res.end();
      return;
    }
    const body = await store.read(key, range);
    try {
      await pipeline(body, res);
    } catch {
      // The viewer went away (seeking, closing the tab): nothing to answer.
      body.destroy();
    }
  }
  return r;
}
