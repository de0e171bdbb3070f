import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';

/** The build writes these beside each text asset (web/scripts/precompress.mjs); best first. */
const variants = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The q-value the client gives an encoding in Accept-Encoding (`*` covers the unnamed ones). */
function acceptedQuality(req: Request, encoding: string): number {
  const header = req.headers['accept-encoding'];
  if (!header) return 0;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (name.trim() === encoding) return quality;
    if (name.trim() === '*') wildcard = quality;
  }
  return wildcard;
}

/**
 * Sends the build's pre-compressed copy of a file when the client accepts its encoding, so no
 * CPU is spent compressing per request. Files without copies fall through to express.static.
 */
export function precompressedStatic(dir: string, cacheControl: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    const available = variants.filter((v) => fs.existsSync(file + v.suffix));
    if (available.length === 0) return next();
    // Caches must keep one copy per encoding, identity included.
    res.vary('Accept-Encoding');
    const chosen = available.find((v) => acceptedQuality(req, v.encoding) > 0);
    if (!chosen) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', chosen.encoding);
    res.sendFile(
      file + chosen.suffix,
      { headers: { 'Cache-Control': cacheControl }, cacheControl: false, acceptRanges: false },
      (err) => err && next(err),
    );
  };
}
