import { Router } from 'express';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export function healthRoutes(ping: () => Promise<void>): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (req, res) => {
    try {
      await ping();
      res.json({ status: 'ready', database: 'ok' });
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
    }
  });
  return r;
}
