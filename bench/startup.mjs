// Cold start and resident memory of the real server (`node server/dist/main.js`, embedded PGlite,
// fresh DATA_DIR) against an anchor run in the same go: a bare node:http server.
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const runs = Number(process.argv[2] ?? 5);
const root = path.resolve(import.meta.dirname, '..');

async function freePort() {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

async function measure(args, env, readyPath) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - started;
  const idleRss = rssKb(child.pid);
  // A little real work: 200 page and API requests.
  for (let i = 0; i < 100; i++) {
    await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();
    await (await fetch(`http://127.0.0.1:${port}${readyPath}`)).arrayBuffer();
  }
  const busyRss = rssKb(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, idleRss, busyRss };
}

const anchorDir = mkdtempSync(path.join(tmpdir(), 'anchor-'));
const anchorFile = path.join(anchorDir, 'server.mjs');
writeFileSync(
  anchorFile,
  `import http from 'node:http';
   http.createServer((req, res) => res.end('ok')).listen(process.env.PORT, '127.0.0.1');`,
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const anchor = [];
const marquee = [];
for (let i = 0; i < runs; i++) {
  anchor.push(await measure([anchorFile], {}, '/'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
  marquee.push(
    await measure(
      [path.join(root, 'server/dist/main.js')],
      { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      '/readyz',
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
rmSync(anchorDir, { recursive: true, force: true });

const row = (name, xs) =>
  `${name.padEnd(28)} start ${median(xs.map((x) => x.ms))
    .toFixed(0)
    .padStart(
      6,
    )} ms   RSS idle ${(median(xs.map((x) => x.idleRss)) / 1024).toFixed(1).padStart(6)} MB   RSS after 200 req ${(median(xs.map((x) => x.busyRss)) / 1024).toFixed(1).padStart(6)} MB`;
console.log(`runs: ${runs} (medians)`);
console.log(row('anchor: bare node:http', anchor));
console.log(row('marquee (PGlite, fresh dir)', marquee));
const ratio = median(marquee.map((x) => x.ms)) / median(anchor.map((x) => x.ms));
console.log(`cold-start ratio marquee/anchor: ${ratio.toFixed(1)}x`);
