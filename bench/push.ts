// Push to screens: N simulated screens (socket.io-client, separate process) on one location. Times
// from a change to the last screen receiving it, and server memory per connected screen, against
// an anchor run in the same go: a bare socket.io server broadcasting to one room.
// Usage: npm run build && npx tsx bench/push.ts 1000 5000
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  json,
  pairedScreen,
  registerAccount,
  rssKb,
  startMarquee,
  startNode,
  tsFile,
} from './support.js';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const CHANGES = 5;

interface Result {
  p50: number;
  p99: number;
  lastP50: number;
  kbPerScreen: number;
}

function clients(url: string, token: string, locationId: number, n: number): Promise<ChildProcess> {
  const child = fork(
    path.join(import.meta.dirname, 'push-clients.ts'),
    [url, token, String(locationId), String(n)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.on('message', (m: { type: string; message?: string }) => {
      if (m.type === 'ready') resolve(child);
      if (m.type === 'error') reject(new Error(m.message));
    });
  });
}

async function measure(
  serverPid: number,
  url: string,
  token: string,
  locationId: number,
  n: number,
  change: () => Promise<void>,
): Promise<Result> {
  const before = rssKb(serverPid);
  const child = await clients(url, token, locationId, n);
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssKb(serverPid);
  const sent: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    sent.push(Date.now());
    await change();
    await new Promise((r) => setTimeout(r, 1500));
  }
  const arrivals = await new Promise<number[][]>((resolve) => {
    child.on(
      'message',
      (m: { type: string; arrivals?: number[][] }) => m.type === 'report' && resolve(m.arrivals!),
    );
    child.send({ type: 'report' });
  });
  const latencies: number[] = [];
  const last: number[] = [];
  for (let c = 0; c < CHANGES; c++) {
    const times = arrivals.map((a) => (a[c] ?? Infinity) - sent[c]!);
    latencies.push(...times);
    last.push(Math.max(...times));
  }
  latencies.sort((a, b) => a - b);
  last.sort((a, b) => a - b);
  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
  return {
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    lastP50: pct(last, 0.5),
    kbPerScreen: (after - before) / n,
  };
}

for (const n of sizes) {
  // Anchor: bare socket.io.
  // One process (node --import tsx), so the memory read is the server's own.
  const anchor = await startNode(tsFile('push-anchor-server.ts'), { readyPath: '/readyz' });
  const a = await measure(
    anchor.pid,
    anchor.url,
    'none',
    1,
    n,
    async () => void (await fetch(`${anchor.url}/emit`)),
  );
  await anchor.stop();

  // Marquee: a real change (rename) through the API, pushed to the location's room.
  // Measured on a restart: a first start carries the embedded database's one-off initdb memory.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-push-'));
  await (await startMarquee({ DATA_DIR: dataDir })).stop();
  const m = await startMarquee({ DATA_DIR: dataDir });
  const sessionId = await registerAccount(m.url, 'Push');
  const { locationId, displayToken } = await pairedScreen(m.url, sessionId, 'Push');
  let k = 0;
  const r = await measure(m.pid, m.url, displayToken, locationId, n, async () => {
    await json(`${m.url}/api/locations/${locationId}`, 'PUT', { name: `Push ${++k}` }, sessionId);
  });
  await m.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const row = (name: string, x: Result) =>
    `${name.padEnd(26)} p50 ${x.p50.toFixed(0).padStart(5)} ms  p99 ${x.p99.toFixed(0).padStart(5)} ms  last screen (median of ${CHANGES}) ${x.lastP50.toFixed(0).padStart(5)} ms  ${x.kbPerScreen.toFixed(1).padStart(6)} KB/screen`;
  console.log(`N = ${n} screens`);
  console.log(row('anchor: bare socket.io', a));
  console.log(row('marquee: API change → push', r));
  console.log(
    `ratios marquee/anchor: last-screen latency ${(r.lastP50 / Math.max(1, a.lastP50)).toFixed(2)}, memory per screen ${(r.kbPerScreen / a.kbPerScreen).toFixed(2)}\n`,
  );
}
