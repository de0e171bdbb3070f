import type { DisplayShowing } from '@marquee/protocol';
import { Router, type Request } from 'express';
import { setTimeout as delay } from 'node:timers/promises';
import {
  claimScreenCodeSchema,
  displayUrlFor,
  pairDisplaySchema,
  pairingMessages,
  renameDisplaySchema,
  screenCodeRequestSchema,
} from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import {
  isPastLimit,
  limiter,
  retryAfterSeconds,
  type SharedCounters,
} from '../../http/rate-limit.js';
import { oneGuessAtATime } from './one-guess-at-a-time.js';
import { addressKey, networkKey } from '../../http/client-address.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { PairingService } from './pairing-service.js';
import type { DisplaysService } from './displays-service.js';
import { toDisplay } from './display-view.js';
import { bearerToken } from '../../http/bearer-token.js';
import { reportedResolution } from './reported-resolution.js';

export interface PairingLimits {
  perIp: number;
  perNetwork: number;
  failureDelayMs: number;
  windowMs: number;
}

const PAST_LIMIT_DELAY_FACTOR = 10;

const userAgent = (req: Request) => req.get('user-agent')?.slice(0, 500) ?? null;

export function screensRoutes(
  pairing: PairingService,
  displays: DisplaysService,
  limits: PairingLimits,
  shared?: SharedCounters,
  opts: {
    connectedDisplays?:
      ((locationId: number) => Promise<ReadonlyMap<number, DisplayShowing | null>>) | undefined;
  } = {},
): Router {
  const r = Router();
  const guard = { windowMs: limits.windowMs, message: pairingMessages.tooManyAttempts, shared };
  // The guessing side is unauthenticated: failed and malformed guesses count per client address
  // and per network. No bucket is shared by everyone, so no one can lock every screen out. Past
  // its limit a client is not refused outright: a right code still pairs (a screen behind the
  // same NAT as a guesser must not be locked out), but its guesses go one at a time per network,
  // each wrong one held PAST_LIMIT_DELAY_FACTOR times longer and answered 429.
  const pastLimitLine = oneGuessAtATime();
  const guessLimits = [
    limiter({
      ...guard,
      name: 'pair-ip',
      limit: limits.perIp,
      key: addressKey,
      onlyFailures: true,
      pastLimit: 'mark',
    }),
    limiter({
      ...guard,
      name: 'pair-net',
      limit: limits.perNetwork,
      key: networkKey,
      onlyFailures: true,
      pastLimit: 'mark',
    }),
  ];

  r.post('/locations/:id/pairing-code', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Location not found');
    res.status(201).json(await pairing.createLocationCode(signedIn(req).user.id, id));
  });

  r.post('/pair-display', ...guessLimits, async (req, res) => {
    const pastLimit = isPastLimit(req);
    const tooMany = () =>
      new HttpError(429, pairingMessages.tooManyAttempts, undefined, {
        'Retry-After': String(retryAfterSeconds(req)),
      });
    const release = pastLimit ? await pastLimitLine(networkKey(req)) : undefined;
    if (pastLimit && !release) throw tooMany();
    try {
      const input = parse(pairDisplaySchema, req.body);
      res.json(await pairing.pairWithCode(input.code, { ...input, userAgent: userAgent(req) }));
    } catch (err) {
      // A wrong guess waits a moment: one connection cannot sweep the code space quickly.
      await delay(limits.failureDelayMs * (pastLimit ? PAST_LIMIT_DELAY_FACTOR : 1));
      throw pastLimit ? tooMany() : err;
    } finally {
      release?.();
    }
  });

  // TV flow: issuing codes is unauthenticated too, so it is limited per IP (successes count).
  r.post(
    '/pair-display/screen-codes',
    limiter({ ...guard, name: 'screen-code-ip', limit: limits.perIp * 3, key: addressKey }),
    async (req, res) => {
      const input = parse(screenCodeRequestSchema, req.body);
      res.status(201).json(await pairing.createScreenCode({ ...input, userAgent: userAgent(req) }));
    },
  );

  r.get('/pair-display/screen-codes/status', async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    res.json(await pairing.screenCodeStatus(token));
  });

  r.post(
    '/locations/:id/displays',
    requireUser,
    limiter({
      ...guard,
      name: 'claim-account',
      limit: limits.perIp,
      key: (req) => `user:${req.auth?.user.id ?? 0}`,
      onlyFailures: true,
    }),
    async (req, res) => {
      const id = pathId(req.params.id, 'Location not found');
      const input = parse(claimScreenCodeSchema, req.body);
      res
        .status(201)
        .json(
          toDisplay(
            await pairing.claimScreenCode(signedIn(req).user.id, id, input.code, input.name),
          ),
        );
    },
  );

  r.get('/locations/:id/displays', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Location not found');
    const rows = await displays.list(signedIn(req).user.id, id);
    const connected = await opts.connectedDisplays?.(id);
    res.json(rows.map((d) => toDisplay(d, connected)));
  });

  r.patch('/displays/:id', requireUser, async (req, res) => {
    const { name } = parse(renameDisplaySchema, req.body);
    res.json(
      toDisplay(
        await displays.rename(
          signedIn(req).user.id,
          pathId(req.params.id, 'Screen not found'),
          name,
        ),
      ),
    );
  });

  r.delete('/displays/:id', requireUser, async (req, res) => {
    await displays.revoke(signedIn(req).user.id, pathId(req.params.id, 'Screen not found'));
    res.status(204).end();
  });

  /** A screen asks who it is; a revoked or unknown token gets 401 and the screen returns to pairing. */
  r.get('/display/session', async (req, res) => {
    const token = bearerToken(req);
    const resolution = reportedResolution(req.query.resolution);
    const found = token
      ? await displays.authenticate(token, { userAgent: userAgent(req), resolution })
      : undefined;
    if (!found) throw unauthorized('This screen is not paired');
    res.json({
      displayId: found.display.id,
      name: found.display.name,
      locationId: found.location.id,
      locationName: found.location.name,
      displayUrl: displayUrlFor(found.location.id),
    });
  });

  return r;
}
