import { Router } from 'express';
import { withTimeout } from '../../with-timeout.js';

type Check = () => Promise<void>;

/** A readiness probe must answer even when a dependency hangs rather than refuses. */
export const READINESS_CHECK_TIMEOUT_MS = 1000;

/**
 * /healthz: the process answers (liveness: never asks a dependency, so an outage does not get
 * the process restarted). /readyz: it can also reach every service it depends on, within a second.
 */
export function healthRoutes(checks: Record<string, Check>): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (req, res) => {
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
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', ...results });
  });
  return r;
}
