import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { DASHBOARD_NAMESPACE, DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT } from '@marquee/protocol';
import {
  MEDIA_PROCESS_JOB,
  REQUEST_ID_FIELD,
  WORKER_HEARTBEAT_JOB,
  type JobQueue,
} from '@marquee/worker';
import { startTestServer, type TestServer } from './support/test-server.js';
import { parsePrometheusText, valueOf } from './support/prometheus-text.js';
import { pairScreens } from './support/paired-screens.js';
import { seedContent } from './support/seed-content.js';
import { closeSockets, connected, record, socketTo } from './support/sockets.js';
import { waitFor } from './support/wait-for.js';
import { inProcessQueue } from '@marquee/core/jobs/in-process-queue.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HTTP = 'marquee_http_request_duration_seconds_count';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterEach(() => closeSockets());
afterAll(async () => {
  await s?.close();
});

async function scrape(server = s) {
  const res = await server.api.get<string>('/metrics');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
}

describe('GET /metrics', () => {
  it('answers Prometheus text: process defaults, and requests by route template and status', async () => {
    const owner = await s.api.register();
    const location = (await s.api.post('/api/locations', { name: 'Deli' }, owner.token)).body;
    expect((await s.api.get(`/api/locations/${location.id}`, owner.token)).status).toBe(200);
    expect((await s.api.get('/api/locations/987654', owner.token)).status).toBe(404);
    expect((await s.api.get('/api/no-such-thing/42', owner.token)).status).toBe(404);

    const samples = await scrape();
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples.some((x) => x.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    const byRoute = (route: string, status: string) =>
      valueOf(samples, HTTP, { method: 'GET', route, status });
    expect(byRoute('/api/locations/:id', '200')).toBe(1);
    // A service's 404 (thrown, through the error handler) keeps its route template too.
    expect(byRoute('/api/locations/:id', '404')).toBe(1);
    expect(byRoute('unmatched', '404')).toBeGreaterThanOrEqual(1);
    const routes = new Set(samples.filter((x) => x.name === HTTP).map((x) => x.labels.route));
    for (const route of routes) expect(route).not.toMatch(/\/\d/);
  });

  it('counts the screens and dashboards connected here, pushes sent, and polls by result', async () => {
    const owner = await s.api.register();
    const location = (await s.api.post('/api/locations', { name: 'Bakery' }, owner.token)).body;
    const screens = await pairScreens(s.api, owner.token, location.id, 2);
    const sockets = screens.map((x) =>
      socketTo(s.url, DISPLAY_NAMESPACE, {
        auth: { token: x.displayToken, locationId: location.id },
      }),
    );
    await Promise.all(sockets.map(connected));
    const dashboard = socketTo(s.url, DASHBOARD_NAMESPACE, { auth: { token: owner.token } });
    await connected(dashboard);

    let samples = await scrape();
    expect(valueOf(samples, 'marquee_connected_screens')).toBe(2);
    expect(valueOf(samples, 'marquee_connected_dashboards')).toBe(1);

    const pushed = () =>
      valueOf(samples, 'marquee_screen_pushes_total', { event: PLAYBACK_CHANGED_EVENT });
    const pushesBefore = pushed();
    const heard = record(sockets[0]!, PLAYBACK_CHANGED_EVENT);
    const item = await seedContent(s.database, owner.user.id);
    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [item.id] },
      owner.token,
    );
    await waitFor(() => heard.length === 1);
    samples = await scrape();
    expect(pushed()).toBe(pushesBefore + 1);

    const polls = (result: string) => valueOf(samples, 'marquee_playback_polls_total', { result });
    const [changed, notModified] = [polls('changed'), polls('not_modified')];
    const path = `/api/locations/${location.id}/playback`;
    const first = await s.api.get(path, screens[0]!.displayToken);
    expect(first.status).toBe(200);
    const again = await s.api.request('GET', path, {
      token: screens[0]!.displayToken,
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    samples = await scrape();
    expect([polls('changed'), polls('not_modified')]).toEqual([changed + 1, notModified + 1]);

    for (const socket of sockets) socket.disconnect();
    await waitFor(async () => valueOf(await scrape(), 'marquee_connected_screens') === 0);
  });

  it('includes the jobs this process runs, by queue, and each queue’s depth', async () => {
    // The test server takes jobs itself, as the one-box install does; the worker's start-up
    // heartbeat is a system job that every start runs.
    await waitFor(async () => {
      const samples = await scrape();
      return (
        valueOf(samples, 'marquee_job_duration_seconds_count', {
          queue: 'system',
          name: WORKER_HEARTBEAT_JOB,
          outcome: 'completed',
        }) >= 1
      );
    });
    const samples = await scrape();
    for (const queue of ['system', 'media'])
      for (const state of ['waiting', 'active', 'delayed', 'failed'])
        expect(
          samples.some(
            (x) =>
              x.name === 'marquee_job_queue_depth' &&
              x.labels.queue === queue &&
              x.labels.state === state,
          ),
        ).toBe(true);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'scrape-me-please-0123456789';
    const guarded = await startTestServer({ config: { metricsToken: token } });
    try {
      const none = await guarded.api.get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect(none.body.message).toMatch(/METRICS_TOKEN/);
      expect((await guarded.api.get('/metrics', 'wrong-token-0123456789')).status).toBe(401);
      const ok = await guarded.api.get<string>('/metrics', token);
      expect(ok.status).toBe(200);
      expect(parsePrometheusText(ok.body).length).toBeGreaterThan(0);
    } finally {
      await guarded.close();
    }
  });
});

describe('X-Request-Id', () => {
  const withId = (path: string, id?: string) =>
    s.api.request('GET', path, id === undefined ? {} : { headers: { 'x-request-id': id } });

  it('is kept when sane, made (a UUID) when missing, and replaced when not sane', async () => {
    expect((await withId('/api/me', 'edge-7f3a.42:retry/1')).headers.get('x-request-id')).toBe(
      'edge-7f3a.42:retry/1',
    );
    for (const path of ['/api/me', '/healthz', '/metrics', '/media/nothing-here.png'])
      expect((await withId(path)).headers.get('x-request-id')).toMatch(UUID);
    for (const bad of ['a'.repeat(129), 'two words', '<script>', 'id;drop', ''])
      expect((await withId('/api/me', bad)).headers.get('x-request-id')).toMatch(UUID);
    const [a, b] = [await withId('/api/me'), await withId('/api/me')];
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('travels into the data of the media job an upload queues', async () => {
    const added: { name: string; data: unknown }[] = [];
    const real = inProcessQueue(pino({ level: 'silent' }));
    const jobs: JobQueue = {
      ...real,
      add: async (name, data, opts) => {
        added.push({ name, data });
        await real.add(name, data, opts);
      },
    };
    const server = await startTestServer({ jobs, runWorker: false });
    try {
      const owner = await server.api.register();
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#cc3366' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tile.png');
      const res = await fetch(`${server.url}/api/content/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'x-request-id': 'upload-trace-1' },
        body: form,
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-request-id')).toBe('upload-trace-1');
      const media = added.filter((j) => j.name === MEDIA_PROCESS_JOB);
      expect(media).toHaveLength(1);
      expect(media[0]!.data).toMatchObject({ [REQUEST_ID_FIELD]: 'upload-trace-1' });
    } finally {
      await server.close();
    }
  });
});
