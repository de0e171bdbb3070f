import { Router } from 'express';

type Check = () => Promise<void>;

/** /healthz: the process answers. /readyz: it can also reach every service it depends on. */
export function healthRoutes(checks: Record<string, Check>): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (req, res) => {
    const results: Record<string, 'ok' | 'unreachable'> = {};
    for (const [name, check] of Object.entries(checks)) {
      try {
        await check();
        results[name] = 'ok';
      } catch (err) {
        req.log.warn({ err, service: name }, 'readiness check failed');
        results[name] = 'unreachable';
      }
    }
    const ready = Object.values(results).every((v) => v === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', ...results });
  });
  return r;
}
