import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import {
  createReadStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

export const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

export interface Started {
  url: string;
  pid: number;
  /** From spawn to the first 200 on the ready path. */
  readyMs: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;

// A bench that throws must not leave its servers behind.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `node <args>` on a free port (given as PORT), resolved once `readyPath` answers 200. */
export async function startNode(
  args: string[],
  opts: { env?: Record<string, string>; readyPath?: string } = {},
): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      // Benches make many accounts from 127.0.0.1.
      REGISTER_MAX_PER_IP: '100000',
      ...opts.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  // Generous for a first start on a busy box, but a server that never answers fails the bench.
  const deadline = started + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} was not ready within ${READY_TIMEOUT_MS} ms`);
    }
    try {
      if ((await fetch(url + (opts.readyPath ?? '/'), { signal: AbortSignal.timeout(5000) })).ok)
        break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    url,
    pid: child.pid!,
    readyMs: performance.now() - started,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Arguments that run one of bench/'s TypeScript files in its own node process. */
export const tsFile = (name: string): string[] => [
  '--import',
  'tsx',
  path.join(import.meta.dirname, name),
];

export const marqueeMain = path.join(root, 'server/dist/main.js');

/**
 * The built product (`npm run build` first) on a free port with a fresh embedded database, which
 * goes when it stops unless the caller chose the DATA_DIR.
 */
export async function startMarquee(
  env: Record<string, string> = {},
  /** Node's own options, e.g. --cpu-prof (which NODE_OPTIONS does not take). */
  nodeArgs: string[] = [],
): Promise<Started> {
  const own = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
  const started = await startNode([...nodeArgs, marqueeMain], {
    env: { ...(own ? { DATA_DIR: own } : {}), ...env },
    readyPath: '/readyz',
  });
  return {
    ...started,
    stop: async () => {
      await started.stop();
      if (own) rmSync(own, { recursive: true, force: true });
    },
  };
}

/** Writes `size` bytes of incompressible noise behind a PDF header, an accepted upload type. */
export function writeNoisePdf(file: string, size: number): void {
  const bytes = crypto.randomBytes(size);
  bytes.write('%PDF-1.4\n');
  writeFileSync(file, bytes);
}

/** Signs up a fresh account and returns its session token. */
export async function registerAccount(url: string, companyName = 'Bench Co'): Promise<string> {
  const { sessionId } = await json<{ sessionId: string }>(`${url}/api/register`, 'POST', {
    email: `bench-${crypto.randomUUID()}@example.com`,
    password: 'bench-pass',
    firstName: 'Bench',
    lastName: 'Mark',
    companyName,
  });
  return sessionId;
}

/** A new location of the account's and a screen paired to it. */
export async function pairedScreen(
  url: string,
  token: string,
  name: string,
): Promise<{ locationId: number; displayToken: string }> {
  const location = await json<{ id: number }>(`${url}/api/locations`, 'POST', { name }, token);
  const { pairingCode } = await json<{ pairingCode: string }>(
    `${url}/api/locations/${location.id}/pairing-code`,
    'POST',
    {},
    token,
  );
  const { displayToken } = await json<{ displayToken: string }>(`${url}/api/pair-display`, 'POST', {
    code: pairingCode,
  });
  return { locationId: location.id, displayToken };
}

/**
 * POSTs `file` as multipart/form-data (after `fields`) with node:http, streamed from disk with a
 * Content-Length as browsers send it. Cheaper per byte than fetch with FormData, so that in the
 * upload benchmark the server, not the client, is what runs out of CPU.
 */
export function postFile(
  url: string,
  file: string,
  opts: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const boundary = `bench${crypto.randomBytes(12).toString('hex')}`;
  const part = (disposition: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n`;
  const head = Buffer.from(
    Object.entries(opts.fields ?? {})
      .map(([name, value]) => `${part(`name="${name}"`)}\r\n${value}\r\n`)
      .join('') +
      `${part(`name="file"; filename="${path.basename(file)}"`)}` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...opts.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.write(head);
    createReadStream(file)
      .on('error', reject)
      .on('end', () => req.end(tail))
      .pipe(req, { end: false });
  });
}

/** POST /api/content/upload with one file; throws unless it is accepted. */
export async function uploadFile(
  url: string,
  token: string,
  file: string,
  fields: Record<string, string> = {},
): Promise<{ id: number; fileUrl: string }> {
  const res = await postFile(`${url}/api/content/upload`, file, {
    fields,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 201) throw new Error(`upload of ${file}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as { id: number; fileUrl: string };
}

/** Samples a process's RSS every 10 ms until the returned function is called; it gives the peak. */
export function sampleRss(pid: number): () => number {
  let peak = rssKb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssKb(pid));
    } catch {
      /* exited */
    }
  }, 10);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The median time of `runs` calls of `fn`, in ms, after one call that warms plans and caches. */
export async function medianTime(fn: () => Promise<unknown>, runs: number): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

export async function json<T = any>(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `concurrency` keep-alive clients send GETs back to back for `durationMs`; returns requests per
 * second and latency percentiles. One process, no dependencies: the same loop drives both sides.
 */
export async function load(opts: {
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  expectStatus: number;
}): Promise<{ rps: number; p50: number; p99: number; count: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  const deadline = Date.now() + opts.durationMs;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t = performance.now();
      http
        .get(opts.url, { agent, headers: opts.headers }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== opts.expectStatus) reject(new Error(`status ${res.statusCode}`));
            latencies.push(performance.now() - t);
            resolve();
          });
        })
        .on('error', reject);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return {
    rps: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    count: latencies.length,
  };
}
