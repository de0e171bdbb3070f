// Cold start and resident memory of the real server (`node server/dist/main.js`, embedded PGlite,
// fresh DATA_DIR) against an anchor run in the same go: a bare node:http server.
// Usage: npm run build && npx tsx bench/startup.ts [runs]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { marqueeMain, median, rssKb, startNode } from './support.js';

const runs = Number(process.argv[2] ?? 5);

interface Sample {
  ms: number;
  /** CPU time to ready, the process's and its finished children's: wall time on a shared box varies. */
  cpuMs: number;
  idleRss: number;
  busyRss: number;
}

async function measure(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Sample> {
  const server = await startNode(args, { env, readyPath });
  const cpuMs = cpuTimeMs(server.pid);
  const idleRss = rssKb(server.pid);
  // A little real work: 200 page and API requests.
  for (let i = 0; i < 100; i++) {
    await (await fetch(`${server.url}/`)).arrayBuffer();
    await (await fetch(`${server.url}${readyPath}`)).arrayBuffer();
  }
  const busyRss = rssKb(server.pid);
  await server.stop();
  return { ms: server.readyMs, cpuMs, idleRss, busyRss };
}

/** utime + stime + cutime + cstime from /proc/<pid>/stat, in ms (clock ticks are 1/100 s). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
}

const anchorDir = mkdtempSync(path.join(tmpdir(), 'anchor-'));
const anchorFile = path.join(anchorDir, 'server.mjs');
writeFileSync(
  anchorFile,
  `import http from 'node:http';
   http.createServer((req, res) => res.end('ok')).listen(process.env.PORT, '127.0.0.1');`,
);

const anchor: Sample[] = [];
const first: Sample[] = [];
const restart: Sample[] = [];
const env = (dataDir: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
for (let i = 0; i < runs; i++) {
  anchor.push(await measure([anchorFile], {}, '/'));
  // The very first start makes the embedded database (from the build's prepared copy, or initdb
  // from the sources); every later start reopens it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
  first.push(await measure([marqueeMain], env(dataDir), '/readyz'));
  restart.push(await measure([marqueeMain], env(dataDir), '/readyz'));
  rmSync(dataDir, { recursive: true, force: true });
}
rmSync(anchorDir, { recursive: true, force: true });

const mb = (xs: Sample[], key: 'idleRss' | 'busyRss') =>
  (median(xs.map((x) => x[key])) / 1024).toFixed(1).padStart(6);
const row = (name: string, xs: Sample[]) => {
  const ms = median(xs.map((x) => x.ms))
    .toFixed(0)
    .padStart(6);
  const cpu = median(xs.map((x) => x.cpuMs))
    .toFixed(0)
    .padStart(6);
  return `${name.padEnd(30)} start ${ms} ms   CPU ${cpu} ms   RSS idle ${mb(xs, 'idleRss')} MB   after 200 req ${mb(xs, 'busyRss')} MB`;
};
console.log(`runs: ${runs} (medians)`);
console.log(row('anchor: bare node:http', anchor));
console.log(row('marquee, first start (new DATA_DIR)', first));
console.log(row('marquee, restart', restart));
const ratio = (xs: Sample[]) =>
  (median(xs.map((x) => x.ms)) / median(anchor.map((x) => x.ms))).toFixed(1);
console.log(`start-time ratio vs anchor: first start ${ratio(first)}x, restart ${ratio(restart)}x`);
