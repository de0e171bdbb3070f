import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { FairQueue } from '@marquee/core/fair-queue.js';
import { errorHandler } from '../../http/error-handler.js';
import { admitDashboardFairly } from './dashboard-admission.js';
import { DISPLAY_TOKEN_PREFIX } from '@marquee/core/modules/auth/tokens.js';

/** A server whose one dashboard slot can be held by GET /hold until `release()`. */
async function serverWithOneSlot() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const holding = new Promise<void>((r) => (entered = r));
  const app = express();
  app.use(admitDashboardFairly(new FairQueue({ name: 'test', slots: 1, maxWaiting: 0 })));
  app.get('/hold', async (_req, res) => {
    entered();
    await released;
    res.json({ held: true });
  });
  app.get(['/ok', '/pair-display/screen-codes/status'], (_req, res) => res.json({ ok: true }));
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, token?: string) =>
    fetch(url + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { server, get, holding, release };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('dashboard admission', () => {
  it('lets screens through while dashboards wait, and refuses dashboards past the queue with 503', async () => {
    const { server, get, holding, release } = await serverWithOneSlot();
    close = () => server.close();
    const held = get('/hold', 'owner-session');
    await holding;

    const screen = await get('/ok', `${DISPLAY_TOKEN_PREFIX}screen`);
    expect(screen.status).toBe(200);
    const pairing = await get('/pair-display/screen-codes/status');
    expect(pairing.status).toBe(200);

    const refused = await get('/ok', 'another-owner');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ message: expect.any(String) });

    release();
    expect((await held).status).toBe(200);
    expect((await get('/ok', 'another-owner')).status).toBe(200);
  });
});
