import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '@marquee/core/config.js';
import { startContentTestServer } from '../support/content-test-server.js';
import { appRoutes } from '../support/express-routes.js';
import { fuzzCases } from './fuzz-arbitraries.js';
import { fuzzWorld } from './fuzz-world.js';
import { asCurl, sendRequest, type WireResponse } from './send-request.js';
import type { WireRequest } from './fuzz-case.js';

/**
 * Malformed requests over every route the app registers: zero 5xx, every API refusal a JSON
 * `{ message }`, and a healthy server afterwards. FUZZ_SEED (and FUZZ_PATH, from a failure's
 * report) replay a run; FUZZ_RUNS changes its length.
 */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const numRuns = Number(process.env.FUZZ_RUNS ?? 10_000);
const replayPath = process.env.FUZZ_PATH;

// A built web app, so that paths the API does not know reach the SPA's 404 as in production.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-fuzz-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');

// Limits that would turn most guesses into 429 before they reach the code under test.
const defaults = loadConfig({ NODE_ENV: 'test' });
const s = await startContentTestServer({
  config: {
    webDistDir: webDist,
    loginLimits: { ...defaults.loginLimits, perAccount: 1e9, perIp: 1e9 },
    pairingLimits: { ...defaults.pairingLimits, perIp: 1e9, perNetwork: 1e9, failureDelayMs: 0 },
  },
});
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterAll(async () => {
  agent.destroy();
  await s.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const SIGNED_IN = new Set(['owner', 'owner-cookie', 'other', 'admin']);

/** What is wrong with this answer, if anything. */
function defectOf(req: WireRequest, res: WireResponse): string | undefined {
  if (res.status >= 500) return `answered ${res.status}`;
  // A path the media route does not match (`/media//x`) is an unknown page: the SPA's 404.
  const isApi = req.path.startsWith('/api/') || /^\/media\/[^/?]+\/[^/?]+(\?|$)/.test(req.path);
  // 431 comes from Node's HTTP parser (headers and URL over 16 kB), before the app sees anything;
  // a media 416 carries `Content-Range: bytes */size` and no body, as RFC 9110 has it.
  const bodiless = res.status === 431 || (res.status === 416 && req.path.startsWith('/media/'));
  if (!isApi || res.status < 400 || bodiless || req.method === 'HEAD') return undefined;
  try {
    const parsed = JSON.parse(res.body.toString('utf8')) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return undefined;
  } catch {
    // reported below
  }
  return `answered ${res.status} without a JSON { message }`;
}

it(`answers ${numRuns} malformed requests without a 5xx, and stays healthy (seed ${seed})`, async () => {
  console.log(
    `fuzz: seed ${seed}, ${numRuns} runs. Replay: FUZZ_SEED=${seed} [FUZZ_PATH=…] FUZZ_RUNS=${numRuns}`,
  );
  const routes = appRoutes(s.app);
  const world = await fuzzWorld({
    url: s.url,
    api: s.api,
    ensureAdmin: (email, password) => s.services.auth.ensureAdmin(email, password),
  });
  const statuses = new Map<number, number>();
  const routesHit = new Set<string>();
  let sent = 0;
  let fixturesDirty = false;

  await fc.assert(
    fc.asyncProperty(fuzzCases(routes), async (c) => {
      // A case may have signed a fixture out or deleted its data: put it back before going on.
      if (++sent % 250 === 0 || fixturesDirty) await world.keepUsable();
      fixturesDirty = false;
      const req = world.resolve(c);
      let res: WireResponse;
      try {
        res = await sendRequest(s.url, agent, req);
      } catch (err) {
        throw new Error(`no answer (${String(err)})\n${asCurl(s.url, req)}`, { cause: err });
      }
      if (res.status === 401 && SIGNED_IN.has(String(c.credential))) fixturesDirty = true;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      routesHit.add(c.route);
      const defect = defectOf(req, res);
      if (defect)
        throw new Error(
          `${c.route}: ${defect}: ${res.body.toString('utf8').slice(0, 300)}\n` +
            `Reproduce: ${asCurl(s.url, req)}`,
        );
    }),
    { seed, numRuns, ...(replayPath ? { path: replayPath } : {}) },
  );

  const summary = [...statuses].sort(([a], [b]) => a - b).map(([k, v]) => `${k}×${v}`);
  console.log(`fuzz: ${sent} requests, ${summary.join(' ')}, ${world.state.reseeded} re-seeds`);

  // The harness reached every route and got past validation often enough to mean something.
  if (!replayPath)
    expect([...routesHit].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  const succeeded = [...statuses].filter(([k]) => k < 400).reduce((n, [, v]) => n + v, 0);
  if (!replayPath) expect(succeeded).toBeGreaterThan(numRuns / 20);

  // Still healthy: probes answer and an ordinary request works.
  expect((await s.api.get('/healthz')).status).toBe(200);
  expect((await s.api.get('/readyz')).status).toBe(200);
  await world.keepUsable();
  const owner = world.state.owner;
  const list = await s.api.get('/api/locations', owner.token);
  expect(list.status).toBe(200);
  expect(list.body.map((l: { id: number }) => l.id)).toContain(owner.location.id);
});
