import type { DisplayShowing } from '@marquee/protocol';
import { Router, type Request } from 'express';
import { displayUrlFor, pairingMessages, screensApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { unauthorized } from '@marquee/core/http/errors.js';
import { limiter, type SharedCounters } from '../../http/rate-limit.js';
import { addressKey, networkKey } from '../../http/client-address.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { PairingService } from '@marquee/core/modules/screens/pairing-service.js';
import type { DisplaysService } from '@marquee/core/modules/screens/displays-service.js';
import { toDisplay } from '@marquee/core/modules/screens/display-view.js';
import { bearerToken } from '@marquee/core/http/bearer-token.js';
import { guessPacing } from './guess-pacing.js';

export interface PairingLimits {
  perIp: number;
  perNetwork: number;
  failureDelayMs: number;
  windowMs: number;
}

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
  // and per network. No bucket is shared by everyone, so no one can lock every screen out; past
  // its limit a client is paced (guess-pacing.ts), not refused outright.
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
  const pacing = guessPacing(limits.failureDelayMs);

  route(r, screensApi.createPairingCode, [requireUser], ({ params }, req) =>
    pairing.createLocationCode(signedIn(req).user.id, params.id),
  );

  route(r, screensApi.pair, [...guessLimits, pacing.gate], async ({ body }, req) => {
    try {
      return await pairing.pairWithCode(body.code, { ...body, userAgent: userAgent(req) });
    } catch (err) {
      return pacing.failed(req, err);
    }
  });

  // TV flow: issuing codes is unauthenticated too, so it is limited per IP (successes count).
  route(
    r,
    screensApi.createScreenCode,
    [limiter({ ...guard, name: 'screen-code-ip', limit: limits.perIp * 3, key: addressKey })],
    ({ body }, req) => pairing.createScreenCode({ ...body, userAgent: userAgent(req) }),
  );

  route(r, screensApi.screenCodeStatus, [], (_input, req) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    return pairing.screenCodeStatus(token);
  });

  route(
    r,
    screensApi.claimScreenCode,
    [
      requireUser,
      limiter({
        ...guard,
        name: 'claim-account',
        limit: limits.perIp,
        key: (req) => `user:${req.auth?.user.id ?? 0}`,
        onlyFailures: true,
      }),
    ],
    async ({ params, body }, req) =>
      toDisplay(
        await pairing.claimScreenCode(signedIn(req).user.id, params.id, body.code, body.name),
      ),
  );

  route(r, screensApi.list, [requireUser], async ({ params }, req) => {
    const rows = await displays.list(signedIn(req).user.id, params.id);
    const connected = await opts.connectedDisplays?.(params.id);
    return rows.map((d) => toDisplay(d, connected));
  });

  route(r, screensApi.rename, [requireUser], async ({ params, body }, req) =>
    toDisplay(await displays.rename(signedIn(req).user.id, params.id, body.name)),
  );

  route(r, screensApi.revoke, [requireUser], async ({ params }, req) => {
    await displays.revoke(signedIn(req).user.id, params.id);
    return undefined;
  });

  /** A screen asks who it is; a revoked or unknown token gets 401 and the screen returns to pairing. */
  route(r, screensApi.session, [], async ({ query }, req) => {
    const token = bearerToken(req);
    const found = token
      ? await displays.authenticate(token, {
          userAgent: userAgent(req),
          resolution: query.resolution ?? null,
        })
      : undefined;
    if (!found) throw unauthorized('This screen is not paired');
    return {
      displayId: found.display.id,
      name: found.display.name,
      locationId: found.location.id,
      locationName: found.location.name,
      displayUrl: displayUrlFor(found.location.id),
    };
  });

  return r;
}
