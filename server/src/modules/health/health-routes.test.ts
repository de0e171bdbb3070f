import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { afterEach, describe, expect, it } from 'vitest';
import { operationsApi } from '@marquee/protocol';
import { checkResponsesAgainstContract } from '@marquee/core/http/contract-route.js';
import { healthRoutes } from './health-routes.js';

type Check = () => Promise<void>;

async function serverWith(checks: Record<string, Check>) {
  checkResponsesAgainstContract(true);
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.use(healthRoutes(checks));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let close: (() => void) | undefined;
afterEach(() => close?.());

const ok: Check = () => Promise.resolve();
const refuses: Check = () => Promise.reject(new Error('connection refused'));
const hangs: Check = () => new Promise<void>(() => {});

describe('GET /readyz', () => {
  it('answers 200 "ready" with every dependency "ok"', async () => {
    const url = await serverWith({ database: ok, redis: ok });
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
  });

  it('answers 503 "unavailable" in the declared shape, naming what is unreachable or hangs', async () => {
    const url = await serverWith({ database: ok, redis: refuses, jobs: hangs });
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(503);
    const body: unknown = await res.json();
    expect(body).toEqual({
      status: 'unavailable',
      database: 'ok',
      redis: 'unreachable',
      jobs: 'unreachable',
    });
    expect(operationsApi.readyz.response.parse(body)).toEqual(body);
  });
});
