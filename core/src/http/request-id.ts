import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
// req.id is pino-http's (the API logs it): the import brings its declaration on the request.
import type {} from 'pino-http';

/** A caller's id is kept when it is plainly an id; anything else could forge or flood log lines. */
const SANE_REQUEST_ID = /^[\w.:+=/-]{1,128}$/;

const scope = new AsyncLocalStorage<string>();

/**
 * Gives every request an id: the proxy's or client's `X-Request-Id` when sane, else a UUID (unique
 * across nodes). It is echoed on the response, bound to the request's log lines (pino-http keeps
 * req.id) and, through currentRequestId(), put into the jobs the request queues.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdFrom(req.get('x-request-id'));
  req.id = id;
  res.setHeader('X-Request-Id', id);
  scope.run(id, next);
};

/** The caller's `X-Request-Id` when sane, else a new one. */
export const requestIdFrom = (given: string | undefined): string =>
  given && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();

/** The id of the request being handled, if any (jobs queued by timers have none). */
export const currentRequestId = (): string | undefined => scope.getStore();
