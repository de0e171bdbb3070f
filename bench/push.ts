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

// Every wait on the screens' process has a deadline, and its death ends the wait: a bench that
// hangs measures nothing.
const CONNECT_MS_PER_SCREEN = 20;
const REPORT_TIMEOUT_MS = 60_000;

/** The child's next message of `type`; rejects on its error message, its exit or the deadline. */
function nextMessage<T>(child: ChildProcess, type: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('close', onExit);
    };
    const onMessage = (m: { type: string; message?: string }) => {
      if (m.type === type) {
        done();
        resolve(m as T);
      } else if (m.type === 'error') {
        done();
        reject(new Error(`screens process: ${m.message}`));
      }
    };
    const onExit = (code: number | null, signal: string | null) => {
      done();
      reject(new Error(`screens process died (${signal ?? `exit ${code}`}) waiting for '${type}'`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`screens process sent no '${type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', onMessage);
    // 'close', not 'exit': messages sent just before exiting (the report) are delivered by then.
    child.once('close', onExit);
  });
}

async function clients(url: string, token: string, locationId: number, n: number) {
  const child = fork(
    path.join(import.meta.dirname, 'push-clients.ts'),
    [url, token, String(locationId), String(n)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  try {
    await nextMessage(child, 'ready', 30_000 + n * CONNECT_MS_PER_SCREEN);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return child;
}

async function measure(
  serverPid: number,
  url: string,
  token: string,
  locationId: number,
  n: number,
  change: () => Promise<void>,
): Promise<Result> {
  const sent: number[] = [];
  let kbPerScreen: number;
  const before = rssKb(serverPid);
  const child = await clients(url, token, locationId, n);
  let arrivals: number[][];
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssKb(serverPid);
    kbPerScreen = (after - before) / n;
    for (let i = 0; i < CHANGES; i++) {
      sent.push(Date.now());
      await change();
      await new Promise((r) => setTimeout(r, 1500));
    }
    const report = nextMessage<{ arrivals: number[][] }>(child, 'report', REPORT_TIMEOUT_MS);
    child.send({ type: 'report' });
    arrivals = (await report).arrivals;
  } finally {
    child.kill('SIGKILL');
  }
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
    kbPerScreen,
  };
}

async function run(n: number): Promise<void> {
  // Anchor: bare socket.io.
  // One process (node --import tsx), so the memory read is the server's own.
  const anchor = await startNode(tsFile('push-anchor-server.ts'), { readyPath: '/readyz' });
  let a: Result;
  try {
    a = await measure(
      anchor.pid,
      anchor.url,
      'none',
      1,
      n,
      async () => void (await fetch(`${anchor.url}/emit`)),
    );
  } finally {
    await anchor.stop();
  }

  // Marquee: a real change (rename) through the API, pushed to the location's room.
  // Measured on a restart: a first start carries the embedded database's one-off initdb memory.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-push-'));
  await (await startMarquee({ DATA_DIR: dataDir })).stop();
  const m = await startMarquee({ DATA_DIR: dataDir });
  let r: Result;
  try {
    const sessionId = await registerAccount(m.url, 'Push');
    const { locationId, displayToken } = await pairedScreen(m.url, sessionId, 'Push');
    let k = 0;
    r = await measure(m.pid, m.url, displayToken, locationId, n, async () => {
      await json(`${m.url}/api/locations/${locationId}`, 'PUT', { name: `Push ${++k}` }, sessionId);
    });
  } finally {
    await m.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const row = (name: string, x: Result) =>
    `${name.padEnd(26)} p50 ${x.p50.toFixed(0).padStart(5)} ms  p99 ${x.p99.toFixed(0).padStart(5)} ms  last screen (median of ${CHANGES}) ${x.lastP50.toFixed(0).padStart(5)} ms  ${x.kbPerScreen.toFixed(1).padStart(6)} KB/screen`;
  console.log(`N = ${n} screens`);
  console.log(row('anchor: bare socket.io', a));
  console.log(row('marquee: API change → push', r));
  console.log(
    `ratios marquee/anchor: last-screen latency ${(r.lastP50 / Math.max(1, a.lastP50)).toFixed(2)}, memory per screen ${(r.kbPerScreen / a.kbPerScreen).toFixed(2)}\n`,
  );
}

for (const n of sizes) {
  try {
    await run(n);
  } catch (err) {
    // Reported as a failure, never a hang; the servers die with this process (support.ts).
    console.log(`N = ${n} screens: FAILED: ${(err as Error).message}\n`);
    process.exitCode = 1;
  }
}
