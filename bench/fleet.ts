// A fleet: N screens, one display token each, over 100 locations; every screen holds a socket.io
// connection and polls every 10 s with If-None-Match, as the player does. Measures the server's
// steady CPU and RSS per screen, the poll p99, and the time until every screen has fetched new
// content after one change to all 100 locations (renaming an item all their playlists show: one
// write, 100 revisions, 100 pushes), with failed requests counted. The anchor, in the
// same run: a bare socket.io server answering the poll from static JSON. Screens run in child
// processes, so the server is measured alone.
// Usage: npm run build && npx tsx bench/fleet.ts [screens=10000] [steady-seconds=30] [embedded|postgres]
// postgres mode needs PostgreSQL and Redis on 127.0.0.1 (a database of its own is made and dropped).
import { fork, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@marquee/core/db/client.js';
import { pairScreens, type PairedScreen } from './paired-screens.js';
import {
  json,
  registerAccount,
  rssKb,
  startMarquee,
  startNode,
  tsFile,
  uploadFile,
  type Started,
} from './support.js';

const screens = Number(process.argv[2] ?? 10_000);
const steadySeconds = Number(process.argv[3] ?? 30);
const mode = process.argv[4] ?? 'embedded';
const LOCATIONS = 100;
const CLIENT_PROCESSES = 4;
const CHANGE_TIMEOUT_MS = 60_000;

const whyFailed = (reports: Report[]) => {
  const all: Record<string, number> = {};
  for (const r of reports)
    for (const [reason, n] of Object.entries(r.reasons)) all[reason] = (all[reason] ?? 0) + n;
  const list = Object.entries(all).map(([reason, n]) => `${n}× ${reason}`);
  return list.length ? ` (${list.join(', ')})` : '';
};

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

interface Report {
  latencies: number[];
  failures: number;
  reasons: Record<string, number>;
  updatedAt: (number | null)[];
}

async function run(
  name: string,
  server: Started,
  fleet: { locationId: number; token: string }[],
  change: () => Promise<void>,
) {
  const per = Math.ceil(fleet.length / CLIENT_PROCESSES);
  // Through a file: 2,500 screens' tokens are more than one argument may hold (128 KB).
  const children = Array.from({ length: CLIENT_PROCESSES }, (_, k) => {
    const file = path.join(dataDir, `screens-${k}.json`);
    writeFileSync(file, JSON.stringify(fleet.slice(k * per, (k + 1) * per)));
    return fork(path.join(import.meta.dirname, 'fleet-clients.ts'), [server.url, file], {
      execArgv: ['--import', 'tsx'],
    });
  });
  const ask = (type: string, at?: number) =>
    Promise.all(
      children.map(
        (c) =>
          new Promise<Report>((resolve, reject) => {
            const died = (code: number | null) =>
              reject(new Error(`a client process exited (${code})`));
            const heard = (m: { type: string } & Report) => {
              if (m.type !== 'report') return;
              c.off('message', heard);
              c.off('exit', died);
              resolve(m);
            };
            c.once('exit', died);
            c.on('message', heard);
            c.send({ type, at });
          }),
      ),
    );
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve, reject) => {
          c.on('message', (m: { type: string }) => m.type === 'ready' && resolve());
          c.once('exit', (code) => reject(new Error(`a client process exited (${code})`)));
        }),
    ),
  );
  // One poll period to settle, then the steady window.
  await new Promise((r) => setTimeout(r, 12_000));
  for (const c of children) c.send({ type: 'reset' });
  const cpu0 = cpuSeconds(server.pid);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, steadySeconds * 1000));
  const cpu = (cpuSeconds(server.pid) - cpu0) / ((performance.now() - t0) / 1000);
  const rss = rssKb(server.pid);
  const steady = await ask('report');
  const lat = steady.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const p99 = lat[Math.floor(lat.length * 0.99)] ?? NaN;
  const steadyFailures = steady.reduce((n, r) => n + r.failures, 0);
  for (const c of children) c.send({ type: 'reset' });

  const at = Date.now();
  for (const c of children) c.send({ type: 'mark', at });
  await change();
  const appliedMs = Date.now() - at;
  let last: Report[];
  const deadline = Date.now() + CHANGE_TIMEOUT_MS;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    last = await ask('report');
    const pending = last.flatMap((r) => r.updatedAt).filter((t) => t === null).length;
    if (pending === 0 || Date.now() > deadline) break;
  }
  await ask('report', 1);
  const updated = last.flatMap((r) => r.updatedAt).filter((t): t is number => t !== null);
  const allMs = updated.length === fleet.length ? Math.max(...updated) - at : NaN;
  const half = updated.map((t) => t - at).sort((a, b) => a - b)[Math.floor(updated.length / 2)];
  const changeFailures = last.reduce((n, r) => n + r.failures, 0);
  console.log(
    `${name.padEnd(26)} CPU ${(cpu * 100).toFixed(1)}% of a core (${((cpu * 1e6) / fleet.length).toFixed(1)} µs/s per screen)   ` +
      `RSS ${(rss / 1024).toFixed(0)} MB (${(rss / fleet.length).toFixed(1)} KB per screen)   ` +
      `poll p99 ${p99.toFixed(1)} ms   steady failures ${steadyFailures}${whyFailed(steady)}   ` +
      `change (applied in ${appliedMs} ms) → half the screens in ${half} ms, ` +
      `all ${updated.length}/${fleet.length} in ${allMs.toFixed(0)} ms, failures ${changeFailures}${whyFailed(last)}`,
  );
}

// A data folder of the bench's own, so the embedded database outlives a restart.
const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-fleet-data-'));
const env: Record<string, string> = { DATA_DIR: dataDir };
// FLEET_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
const nodeArgs = process.env.FLEET_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FLEET_CPU_PROF}`]
  : [];
const database = `marquee_fleet_${process.pid}`;
if (mode === 'postgres') {
  execSync(`psql -h 127.0.0.1 -U postgres -c "CREATE DATABASE ${database}"`, { stdio: 'ignore' });
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${database}`;
  env.REDIS_URL = 'redis://127.0.0.1:6379';
}
try {
  let marquee = await startMarquee(env, nodeArgs);
  const session = await registerAccount(marquee.url);
  const locations: number[] = [];
  for (let i = 0; i < LOCATIONS; i++)
    locations.push(
      (
        await json<{ id: number }>(
          `${marquee.url}/api/locations`,
          'POST',
          { name: `L${i}` },
          session,
        )
      ).id,
    );
  const image = path.join(mkdtempSync(path.join(tmpdir(), 'marquee-fleet-')), 'shared.png');
  execSync(`ffmpeg -loglevel error -f lavfi -i color=red:s=64x64 -frames:v 1 ${image}`);
  const item = await uploadFile(marquee.url, session, image, { locationIds: locations.join(',') });
  while (
    (
      await json<{ status: string }>(
        `${marquee.url}/api/content/${item.id}`,
        'GET',
        undefined,
        session,
      )
    ).status !== 'ready'
  )
    await new Promise((r) => setTimeout(r, 200));
  // The screens, paired on the bench's own connection to the database (paired-screens.ts).
  // The embedded database (DATA_DIR/db, as server/src/main.ts opens it) has one owner at a time:
  // the server stops for it and starts again.
  const { id: userId } = await json<{ id: number }>(
    `${marquee.url}/api/auth/user`,
    'GET',
    undefined,
    session,
  );
  const paired = performance.now();
  let fleet: PairedScreen[];
  if (mode === 'postgres') {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    fleet = await pairScreens(database, userId, locations, screens);
    await database.close();
  } else {
    await marquee.stop();
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    fleet = await pairScreens(database, userId, locations, screens);
    await database.close();
    marquee = await startMarquee(env, nodeArgs);
  }
  console.log(`paired ${screens} screens in ${((performance.now() - paired) / 1000).toFixed(1)} s`);
  console.log(
    `${screens} screens, one token each, over ${LOCATIONS} locations (${mode}); steady ${steadySeconds} s`,
  );

  const anchor = await startNode(tsFile('fleet-anchor-server.ts'), { readyPath: '/readyz' });
  await run(
    'anchor: socket.io + JSON',
    anchor,
    fleet.map((s) => ({ ...s })),
    async () => {
      await fetch(`${anchor.url}/change`);
    },
  );
  await anchor.stop();

  let round = 0;
  await run(`marquee (${mode})`, marquee, fleet, async () => {
    round++;
    // One write that all 100 locations show: 100 revisions, 100 pushes.
    await json(
      `${marquee.url}/api/content/${item.id}`,
      'PATCH',
      { originalName: `shared r${round}.png` },
      session,
    );
  });
  await marquee.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (mode === 'postgres')
    execSync(
      `psql -h 127.0.0.1 -U postgres -c "DROP DATABASE IF EXISTS ${database} WITH (FORCE)"`,
      { stdio: 'ignore' },
    );
}
