import type { RequestHandler } from 'express';
import multer from 'multer';
import { fileTooLargeMessage } from '@marquee/protocol';
import { HttpError, badRequest } from '@marquee/core/http/errors.js';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import { streamingStorage } from '@marquee/core/modules/content/streaming-storage.js';

/** Room for the multipart framing and form fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, fileTooLargeMessage(maxBytes), undefined, { Connection: 'close' });

/**
 * Parses one multipart upload (field `file`) into the store. A declared body that cannot fit is
 * refused before a byte is read; one that turns out too large is answered at the limit, and the
 * connection closes once the answer is out rather than reading the rest of the body.
 */
export function receiveUpload(store: MediaStore, maxBytes: number): RequestHandler {
  // busboy's default buffers: 1 MiB ones (tried for fewer, larger writes) cost 40% more CPU per
  // uploaded byte in bench/upload.ts.
  const limits = { fileSize: maxBytes, files: 1, fields: 20, parts: 24, fieldSize: 10_000 };

  return (req, res, next) => {
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) {
      return next(tooLarge(maxBytes));
    }
    // multer answers a size error only once the whole body has been read, however long it is.
    let answered = false;
    const answer = (err?: unknown) => {
      if (answered) return;
      answered = true;
      next(err);
    };
    const storage = streamingStorage(store, () => answer(tooLarge(maxBytes)));
    // Browsers send UTF-8 file names in plain `filename=`; busboy's latin1 default garbles them.
    multer({ limits, storage, defParamCharset: 'utf8' }).single('file')(
      req,
      res,
      (err: unknown) => {
        if (!err) return answer();
        if (err instanceof multer.MulterError) {
          if (err.code === 'LIMIT_FILE_SIZE') return answer(tooLarge(maxBytes));
          if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
            return answer(badRequest('Upload one file per request, in the "file" field'));
          return answer(badRequest(`Malformed upload: ${err.message}`));
        }
        // The client went away mid-upload; multer already removed what was stored.
        if (req.destroyed || req.readableAborted) return answer(badRequest('Upload interrupted'));
        const e = err as { message?: string };
        if (
          /Unexpected end of form|Malformed part header|Multipart: Boundary not found/i.test(
            e.message ?? '',
          )
        )
          return answer(badRequest('Malformed multipart body'));
        answer(err);
      },
    );
  };
}
