import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError, badRequest } from '../../http/errors.js';
import type { MediaStore } from '../../storage/media-store.js';
import { streamingStorage } from './streaming-storage.js';

/** Room for the multipart framing and form fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `File is larger than ${maxBytes} bytes`, undefined, { Connection: 'close' });

/**
 * Parses one multipart upload (field `file`) into the store. A declared body that cannot fit is
 * refused before a byte is read; one that turns out too large is cut off at the limit.
 */
export function receiveUpload(store: MediaStore, maxBytes: number): RequestHandler {
  // multer 2 passes these through to busboy; @types/multer does not list them yet.
  const options: multer.Options & { highWaterMark: number; fileHwm: number } = {
    storage: streamingStorage(store),
    limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 24, fieldSize: 10_000 },
    // Bigger chunks through busboy's boundary search and into the store: fewer, larger writes.
    highWaterMark: 1024 * 1024,
    fileHwm: 1024 * 1024,
  };
  const parse = multer(options).single('file');

  return (req, res, next) => {
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) {
      return next(tooLarge(maxBytes));
    }
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(tooLarge(maxBytes));
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
          return next(badRequest('Upload one file per request, in the "file" field'));
        return next(badRequest(`Malformed upload: ${err.message}`));
      }
      // The client went away mid-upload; multer already removed what was stored.
      if (req.destroyed || req.readableAborted) return next(badRequest('Upload interrupted'));
      const e = err as { message?: string };
      if (
        /Unexpected end of form|Malformed part header|Multipart: Boundary not found/i.test(
          e.message ?? '',
        )
      )
        return next(badRequest('Malformed multipart body'));
      next(err);
    });
  };
}
