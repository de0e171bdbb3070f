import crypto from 'node:crypto';
import { Router } from 'express';
import type { Registry } from 'prom-client';
import { operationsApi } from '@marquee/protocol';
import { bearerToken } from './bearer-token.js';
import { route } from './contract-route.js';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/** GET /metrics in the Prometheus text format; with a token set, only for `Bearer <token>`. */
export function metricsRoute(registry: Registry, token: string | undefined): Router {
  const r = Router();
  route(r, operationsApi.metrics, [], async (_input, req, res) => {
    const given = bearerToken(req);
    if (token && !(given && crypto.timingSafeEqual(digest(given), digest(token)))) {
      res
        .status(401)
        .setHeader('WWW-Authenticate', 'Bearer')
        .json({ message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' });
      return undefined;
    }
    res.type(registry.contentType).send(await registry.metrics());
    return undefined;
  });
  return r;
}
