import type { Request, RequestHandler } from 'express';
import { FairQueue, QueueFullError } from '@marquee/core/fair-queue.js';
import { runAsDashboardWork } from '@marquee/core/db/pglite-fair-queue.js';
import { serviceUnavailable } from '@marquee/core/http/errors.js';
import { tokenFrom } from './auth-middleware.js';
import { isDisplayToken } from '@marquee/core/modules/auth/tokens.js';

/**
 * A busy server (its CPU, and on embedded mode its one database connection) serves screens
 * first and dashboards fairly: at most `slots` dashboard API requests are handled at once, the
 * rest wait their turn per client (FairQueue) before any work is done for them, and past
 * `maxWaiting` waiting or `maxWaitMs` of waiting a request is answered 503 with Retry-After.
 * Screens (display tokens, pairing) never wait here, and neither does anything that does not
 * pass here (the screens' fast paths, sockets). Uploads and event streams last as long as the
 * client takes, so they do not hold a slot.
 */
export function admitDashboardFairly(
  queue = new FairQueue({ name: 'the server', slots: 16, maxWaiting: 2000, maxWaitMs: 8000 }),
): RequestHandler {
  return (req, res, next) => {
    const token = tokenFrom(req)?.token;
    if (isScreen(req, token)) return next();
    const client = token ?? `address:${req.ip ?? ''}`;
    if (isLongLived(req)) return runAsDashboardWork(client, next);
    queue
      .run({ client }, () => {
        // A client that left while waiting is not worked for.
        if (res.destroyed || res.writableEnded) return Promise.resolve();
        const finished = new Promise<void>((done) => res.once('close', done));
        runAsDashboardWork(client, next);
        return finished;
      })
      .catch((err: unknown) => next(err instanceof QueueFullError ? serviceUnavailable() : err));
  };
}

const isScreen = (req: Request, token: string | undefined) =>
  req.path.startsWith('/pair-display') || (token !== undefined && isDisplayToken(token));

const isLongLived = (req: Request) =>
  Boolean(req.is('multipart/form-data')) || (req.get('accept') ?? '').includes('text/event-stream');
