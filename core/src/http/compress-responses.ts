import compression from 'compression';
import type { Request, Response } from 'express';

/** Below this, gzip's header and the CPU cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses large JSON and HTML answers on the fly. Pre-compressed build assets already carry
 * their Content-Encoding and pass through untouched. Byte ranges (media) and server-sent streams
 * stay as they are: a range of a compressed body is meaningless, and a stream must not wait on
 * zlib's buffer.
 */
export const compressResponses = compression({
  threshold: COMPRESS_THRESHOLD_BYTES,
  filter: (req: Request, res: Response) => {
    if (req.headers.range || res.statusCode === 206) return false;
    const type = String(res.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/event-stream')) return false;
    return compression.filter(req, res);
  },
});
