import { once } from 'node:events';
import type http from 'node:http';
import express from 'express';
import type { Registry } from 'prom-client';
import { metricsRoute } from '../http/metrics-route.js';

/**
 * The standalone worker has no API, so it answers on a small port of its own: GET /metrics
 * (same token rule as the API) and GET /healthz (it runs; for the container's healthcheck).
 */
export async function serveWorkerMetrics(opts: {
  registry: Registry;
  token: string | undefined;
  port: number;
  host: string;
}): Promise<http.Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.use(metricsRoute(opts.registry, opts.token));
  const server = app.listen(opts.port, opts.host);
  await once(server, 'listening');
  return server;
}
