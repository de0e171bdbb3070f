import type { DisplayShowing } from '@marquee/protocol';
import { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  claimScreenCodeSchema,
  displayUrlFor,
  pairDisplaySchema,
  pairingMessages,
  renameDisplaySchema,
  screenCodeRequestSchema,
} from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { unauthorized } from '../../http/errors.js';
import { limiter, type SharedCounters } from '../../http/rate-limit.js';
import { requireUser, signedIn } from '../auth/auth-middleware.js';
import type { PairingService } from './pairing-service.js';
import type { DisplaysService } from './displays-service.js';
import { toDisplay } from './display-view.js';
import { bearerToken } from '../../http/bearer-token.js';
import { reportedResolution } from './reported-resolution.js';

export interface PairingLimits {
  perIp: number;
  global: number;
  windowMs: number;
}

const userAgent = (req: Request) => req.get('user-agent')?.slice(0, 500) ?? null;
const ipKey = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? '')}`;

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
  // The guessing side is unauthenticated: failed and malformed guesses count per IP and across everyone.
  const guessLimits = [
    limiter({ ...guard, name: 'pair-ip', limit: limits.perIp, key: ipKey, onlyFailures: true }),
    limiter({
      ...guard,
      name: 'pair-global',
      limit: limits.global,
      key: () => 'all',
      onlyFailures: true,
    }),
  ];

  r.post('/locations/:id/pairing-code', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Location not found');
    res.status(201).json(await pairing.createLocationCode(signedIn(req).user.id, id));
  });

  r.post('/pair-display', ...guessLimits, async (req, res) => {
    const input = parse(pairDisplaySchema, req.body);
    res.json(await pairing.pairWithCode(input.code, { ...input, userAgent: userAgent(req) }));
  });

  // TV flow: issuing codes is unauthenticated too, so it is limited per IP (successes count).
  r.post(
    '/pair-display/screen-codes',
    limiter({ ...guard, name: 'screen-code-ip', limit: limits.perIp * 3, key: ipKey }),
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
