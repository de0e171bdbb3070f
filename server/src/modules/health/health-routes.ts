import { Router } from 'express';
import { operationsApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { withTimeout } from '@marquee/core/with-timeout.js';

type Check = () => Promise<void>;

/** A readiness probe must answer even when a dependency hangs rather than refuses. */
export const READINESS_CHECK_TIMEOUT_MS = 1000;

/**
 * /healthz: the process answers (liveness: never asks a dependency, so an outage does not get
 * the process restarted). /readyz: it can also reach every service it depends on, within a second.
 */
export function healthRoutes(checks: Record<string, Check>): Router {
  const r = Router();
  route(r, operationsApi.healthz, [], () => ({ status: 'ok' as const }));
  route(r, operationsApi.readyz, [], async (_input, req, res) => {
    const results: Record<string, 'ok' | 'unreachable'> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(name, READINESS_CHECK_TIMEOUT_MS, check());
          results[name] = 'ok';
        } catch (err) {
          // Probes come every few seconds during an outage: one line each, no stack.
          req.log.warn({ service: name, err: (err as Error).message }, 'readiness check failed');
          results[name] = 'unreachable';
        }
      }),
    );
    const ready = Object.values(results).every((v) => v === 'ok');
    // Object.assign, not a spread: a literal's `status` would have to fit the dependencies'
    // index signature ('ok' | 'unreachable'); the intersection Object.assign returns need not.
    const answer = Object.assign(
      { status: ready ? ('ready' as const) : ('unavailable' as const) },
      results,
    );
    if (ready) return answer;
    // Not ready is the same declared shape, with the status load balancers act on.
    res.status(503).json(answer);
    return undefined;
  });
  return r;
}
