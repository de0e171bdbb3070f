// Reconnect storm: N screens (one token each, over 20 locations; socket.io-client + conditional
// fetch, the player's back-off) on one API node. The node is killed (-9), every location changes
// through another node while it is down, then it restarts on the same port. Measures the time
// until every screen is connected again and shows the change, against an anchor run in the same
// go: a bare socket.io server with the same clients, killed and restarted the same way.
// Needs PostgreSQL (TEST_PG_URL or postgres://postgres@127.0.0.1:5432/postgres) and redis-server.
// Usage: npm run build && npx tsx bench/storm.ts 2000
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@marquee/core/db/client.js';
import { pairScreens } from './paired-screens.js';
import { freePort, json, marqueeMain, registerAccount, tsFile } from './support.js';

const N = Number(process.argv[2] ?? 2000);
const LOCATIONS = 20;
const pgAdmin = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(path.join(tmpdir(), 'marquee-storm-'));
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

function spawnOnPort(
  args: string[],
  port: number,
  env: Record<string, string>,
  cmd = process.execPath,
) {
  const child = spawn(cmd, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', process.env.STORM_LOG ? 'pipe' : 'ignore', 'inherit'],
  });
  // STORM_LOG=<prefix>: each process's log goes to <prefix><port>, to see why a request failed.
  if (process.env.STORM_LOG)
    child.stdout!.pipe(createWriteStream(process.env.STORM_LOG + port, { flags: 'a' }));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
async function ready(url: string, readyPath = '/readyz'): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(url + readyPath)).ok) return Date.now();
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
async function kill9(child: ChildProcess) {
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

interface Status {
  connected: number;
  fetched: number;
  done: number;
  lastDoneAt: number;
  failedFetches: number;
  refused: number;
  failures: Record<string, number>;
}
function screensProcess(url: string, screens: { token: string; locationId: number }[]) {
  const file = path.join(work, `screens-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(screens));
  const child = fork(path.join(import.meta.dirname, 'storm-clients.ts'), [url, file], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(child);
  const status = () =>
    new Promise<Status>((resolve) => {
      child.once('message', (m: Status & { type: string }) => resolve(m));
      child.send({ type: 'status' });
    });
  const until = async (ok: (s: Status) => boolean, what: string, limitMs = 180_000) => {
    const end = Date.now() + limitMs;
    for (;;) {
      const s = await status();
      if (ok(s)) return s;
      if (Date.now() > end) throw new Error(`${what}: ${JSON.stringify(s)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    started: new Promise<void>((r) => child.once('message', () => r())),
    until,
    expect: (names: Map<number, string>) => child.send({ type: 'expect', names: [...names] }),
    exit: () => child.send({ type: 'exit' }),
  };
}

interface Outcome {
  restartToReadyMs: number;
  readyToAllBackMs: number;
  failedFetches: number;
  refused: number;
  /** The dashboard's answer times on the restarted node while the screens come back. */
  probeMs: number[];
  probeErrors: string[];
  failures: Record<string, number>;
}

/** Connect everyone, kill -9, change while down, restart, wait for every screen to show the change. */
async function storm(o: {
  url: string;
  screens: { token: string; locationId: number }[];
  start: (version: number) => ChildProcess;
  changeWhileDown: () => Promise<Map<number, string>>;
  /** A dashboard call to the restarted node, timed every 100 ms during the storm. */
  probe?: () => Promise<unknown>;
}): Promise<Outcome> {
  let server = o.start(1);
  await ready(o.url);
  const clients = screensProcess(o.url, o.screens);
  await clients.started;
  await clients.until((s) => s.connected === N && s.fetched === N, 'screens did not connect');
  await kill9(server);
  clients.expect(await o.changeWhileDown());
  const restartedAt = Date.now();
  server = o.start(2);
  const readyAt = await ready(o.url);
  const probeMs: number[] = [];
  const probeErrors: string[] = [];
  let storming = true;
  const probing = (async () => {
    while (storming && o.probe) {
      const t0 = performance.now();
      // A refused dashboard call is counted, not fatal: the storm goes on either way.
      await o.probe().catch((err: unknown) => probeErrors.push(String(err).slice(0, 120)));
      probeMs.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const s = await clients.until(
    (x) => x.done === N && x.connected === N,
    'screens did not all come back',
  );
  storming = false;
  await probing;
  clients.exit();
  await kill9(server);
  return {
    restartToReadyMs: readyAt - restartedAt,
    readyToAllBackMs: Math.max(0, s.lastDoneAt - readyAt),
    failedFetches: s.failedFetches,
    refused: s.refused,
    probeMs,
    probeErrors,
    failures: s.failures,
  };
}

// Anchor: bare socket.io with the same clients.
const anchorPort = await freePort();
const anchorUrl = `http://127.0.0.1:${anchorPort}`;
const anchor = await storm({
  url: anchorUrl,
  screens: Array.from({ length: N }, (_, i) => ({
    token: 'none',
    locationId: 1 + (i % LOCATIONS),
  })),
  start: (version) =>
    spawnOnPort(tsFile('storm-anchor-server.ts'), anchorPort, { STORM_VERSION: String(version) }),
  changeWhileDown: async () =>
    new Map(Array.from({ length: LOCATIONS }, (_, i) => [i + 1, `Location ${i + 1} v2`] as const)),
});

// Marquee, scaled: node A takes the changes (and runs the worker), node B holds the screens.
const redisPort = await freePort();
const redis = spawnOnPort(
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  redisPort,
  {},
  'redis-server',
);
const dbName = `marquee_storm_${Date.now().toString(36)}`;
execFileSync('psql', [pgAdmin, '-qc', `create database ${dbName}`]);
const dbUrl = new URL(pgAdmin);
dbUrl.pathname = `/${dbName}`;
const shared = {
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  DATA_DIR: work,
};
const portA = await freePort();
const urlA = `http://127.0.0.1:${portA}`;
const nodeA = spawnOnPort([marqueeMain], portA, shared);
await ready(urlA);
const owner = await registerAccount(urlA, 'Storm');
const locations: number[] = [];
for (let i = 0; i < LOCATIONS; i++)
  locations.push(
    (await json<{ id: number }>(`${urlA}/api/locations`, 'POST', { name: `Storm ${i}` }, owner)).id,
  );
// The screens, given what pairing gives them on the bench's own connection (paired-screens.ts):
// pairing 10,000 through the API would take longer than the storm.
const { id: ownerId } = await json<{ id: number }>(
  `${urlA}/api/auth/user`,
  'GET',
  undefined,
  owner,
);
const seeding = await openDatabase({ databaseUrl: shared.DATABASE_URL });
const screens = await pairScreens(seeding, ownerId, locations, N);
await seeding.close();
const portB = await freePort();
const marquee = await storm({
  url: `http://127.0.0.1:${portB}`,
  screens,
  start: () => spawnOnPort([marqueeMain], portB, { ...shared, RUN_WORKER: 'false' }),
  probe: () => json(`http://127.0.0.1:${portB}/api/locations`, 'GET', undefined, owner),
  changeWhileDown: async () => {
    const names = new Map<number, string>();
    for (const id of locations) {
      const name = `Storm ${id} after the outage`;
      await json(`${urlA}/api/locations/${id}`, 'PUT', { name }, owner);
      names.set(id, name);
    }
    return names;
  },
});
await kill9(nodeA);
await kill9(redis);
execFileSync('psql', [pgAdmin, '-qc', `drop database ${dbName} with (force)`]);
rmSync(work, { recursive: true, force: true });

const quantile = (xs: number[], q: number) =>
  xs.length
    ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!
    : 0;
const row = (name: string, x: Outcome) =>
  `${name.padEnd(34)} restart → ready ${String(x.restartToReadyMs).padStart(6)} ms   ready → all ${N} back with the change ${String(x.readyToAllBackMs).padStart(6)} ms   failed fetches ${x.failedFetches}   handshakes refused (retry-after) ${x.refused}` +
  (x.probeMs.length
    ? `   dashboard GET /api/locations during the storm: n ${x.probeMs.length}, p50 ${quantile(x.probeMs, 0.5).toFixed(0)} ms, max ${Math.max(...x.probeMs).toFixed(0)} ms, refused ${x.probeErrors.length}`
    : '');
console.log(`N = ${N} screens over ${LOCATIONS} locations, kill -9 and restart`);
console.log(row('anchor: bare socket.io', anchor));
console.log(row('marquee: API node (PostgreSQL+Redis)', marquee));
console.log(
  `ratio marquee/anchor (ready → all back): ${(marquee.readyToAllBackMs / Math.max(1, anchor.readyToAllBackMs)).toFixed(2)}`,
);
if (marquee.failedFetches) console.log('marquee fetch failures (retried):', marquee.failures);
if (marquee.probeErrors.length)
  console.log('dashboard calls refused during the storm:', [...new Set(marquee.probeErrors)]);
process.exit(0);
