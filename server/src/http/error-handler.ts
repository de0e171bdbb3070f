import type { ErrorRequestHandler, RequestHandler } from 'express';
import { messages } from '@marquee/protocol';
import { HttpError, serviceUnavailable } from '@marquee/core/http/errors.js';
import { isDependencyUnavailable } from './dependency-unavailable.js';
import { databaseErrorFrom } from './database-errors.js';

/** body-parser and friends mark client mistakes with a 4xx `status`; keep those 4xx. */
function clientErrorFrom(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  const dataError = databaseErrorFrom(err);
  if (dataError) return dataError;
  const e = err as { status?: number; statusCode?: number; type?: string; message?: string };
  const status = e?.status ?? e?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (e.type === 'entity.parse.failed') return new HttpError(400, 'Malformed JSON body');
  if (e.type === 'entity.too.large') return new HttpError(413, 'Request body is too large');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new HttpError(415, 'Unsupported request encoding');
  }
  return new HttpError(status, status === 404 ? messages.notFound : (e.message ?? 'Bad request'));
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const clientError = clientErrorFrom(err);
  if (clientError) {
    for (const [k, v] of Object.entries(clientError.headers ?? {})) res.setHeader(k, v);
    res.status(clientError.status).json(clientError.toBody());
    return;
  }
  if (isDependencyUnavailable(err)) {
    // The database or Redis is away: the client may retry, and this node recovers by itself.
    req.log.warn({ err }, 'a dependency is unavailable');
    if (res.headersSent) return;
    const unavailable = serviceUnavailable();
    for (const [k, v] of Object.entries(unavailable.headers ?? {})) res.setHeader(k, v);
    res.status(503).json(unavailable.toBody());
    return;
  }
  req.log.error({ err }, 'unhandled error');
  if (res.headersSent) return;
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: messages.notFound });
};
