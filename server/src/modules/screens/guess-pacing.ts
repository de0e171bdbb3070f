import type { Request, RequestHandler } from 'express';
import { setTimeout as delay } from 'node:timers/promises';
import { pairingMessages, screensApi } from '@marquee/protocol';
import { HttpError } from '@marquee/core/http/errors.js';
import { isPastLimit, retryAfterSeconds } from '../../http/rate-limit.js';
import { networkKey } from '../../http/client-address.js';
import { oneGuessAtATime } from './one-guess-at-a-time.js';

const PAST_LIMIT_DELAY_FACTOR = 10;

/**
 * How pairing guesses are paced once the limiters (`pastLimit: 'mark'`) have counted them. A
 * client past its limit is not refused outright: a right code still pairs (a screen behind the
 * same NAT as a guesser must not be locked out), but its guesses go one at a time per network.
 * Every failed guess, a malformed one too, waits a moment before its answer, so one connection
 * cannot sweep the code space quickly; past the limit it waits PAST_LIMIT_DELAY_FACTOR times
 * longer and is answered 429.
 */
export function guessPacing(failureDelayMs: number) {
  const pastLimitLine = oneGuessAtATime();
  const tooMany = (req: Request) =>
    new HttpError(429, pairingMessages.tooManyAttempts, undefined, {
      'Retry-After': String(retryAfterSeconds(req)),
    });
  const holdFailure = (req: Request) =>
    delay(failureDelayMs * (isPastLimit(req) ? PAST_LIMIT_DELAY_FACTOR : 1));

  /** Before the guess is read: waits its turn, and holds a malformed one (the route answers its 400). */
  const gate: RequestHandler = async (req, res, next) => {
    if (isPastLimit(req)) {
      const release = await pastLimitLine(networkKey(req));
      if (!release) throw tooMany(req);
      res.once('close', release);
    }
    if (!screensApi.pair.body.safeParse(req.body ?? {}).success) {
      await holdFailure(req);
      if (isPastLimit(req)) throw tooMany(req);
    }
    next();
  };

  /** A guess that failed: held, then answered with its own error, or 429 past the limit. */
  async function failed(req: Request, err: unknown): Promise<never> {
    await holdFailure(req);
    throw isPastLimit(req) ? tooMany(req) : err;
  }

  return { gate, failed };
}
