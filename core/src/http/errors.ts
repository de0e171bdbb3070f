import type { ApiErrorBody } from '@marquee/protocol';

/** Typed errors thrown by services; the error handler turns them into DESIGN §3 JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (what = 'Not found') => new HttpError(404, what);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);

/** Seconds a client should wait before retrying while a dependency is away. */
export const RETRY_AFTER_UNAVAILABLE_S = 5;

export const serviceUnavailable = (
  message = 'The service is briefly unavailable. Please try again in a few seconds.',
) => new HttpError(503, message, undefined, { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_S) });
