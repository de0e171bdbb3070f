// Range-served media reads from the real server (GET /media/<key>, the route screens and
// <video> elements use) against an anchor run in the same go: a bare node:http server doing
// fs.createReadStream(file, range).pipe(res) on the very same file.
// Usage: npm run build && node bench/media.mjs [requests]
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerAccount, root, startProcess } from './bench-support.mjs';

const requests = Number(process.argv[2] ?? 400);
const CHUNK = 1024 * 1024;
const SIZE = 100 * 1024 * 1024;
const work = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
const dataDir = path.join(work, 'data');

const source = path.join(work, 'clip.pdf');
const bytes = randomBytes(SIZE);
bytes.write('%PDF-1.4\n');
writeFileSync(source, bytes);

const server = await startProcess(
  [path.join(root, 'server/dist/main.js')],
  { DATA_DIR: dataDir, RUN_WORKER: 'false', NODE_ENV: 'production' },
  '/readyz',
);
const token = await registerAccount(server.url);
const form = new FormData();
form.append('file', await openAsBlob(source), 'clip.pdf');
const item = await (
  await fetch(`${server.url}/api/content/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
).json();
if (!item.fileUrl) throw new Error(`upload failed: ${JSON.stringify(item)}`);
// A failed run must not leave the servers behind.
process.on('exit', () => {
  for (const pid of [server.pid, anchorPid]) {
    try {
      if (pid) process.kill(pid);
    } catch {
      /* already gone */
    }
  }
});
let anchorPid;
const stored = path.join(dataDir, 'media', ...item.fileUrl.replace('/media/', '').split('/'));

const anchorFile = path.join(work, 'anchor.mjs');
writeFileSync(
  anchorFile,
  `import http from 'node:http'; import fs from 'node:fs';
   const file = process.env.FILE; const size = fs.statSync(file).size;
   http.createServer((req, res) => {
     if (req.url === '/ready') return res.end('ok');
     const m = /bytes=(\\d+)-(\\d+)/.exec(req.headers.range ?? '');
     if (!m) { res.setHeader('Content-Length', size); return fs.createReadStream(file).pipe(res); }
     const start = Number(m[1]), end = Math.min(Number(m[2]), size - 1);
     res.writeHead(206, { 'Content-Range': 'bytes ' + start + '-' + end + '/' + size, 'Content-Length': end - start + 1 });
     fs.createReadStream(file, { start, end }).pipe(res);
   }).listen(process.env.PORT, '127.0.0.1');`,
);
const anchor = await startProcess([anchorFile], { FILE: stored }, '/ready');
anchorPid = anchor.pid;

// The same pseudo-random offsets for both, 8 requests in flight, like a few screens seeking.
const offsets = Array.from({ length: requests }, (_, i) => ((i * 7919) % (SIZE / CHUNK)) * CHUNK);
async function run(url) {
  const started = performance.now();
  let next = 0;
  let received = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < offsets.length) {
        const start = offsets[next++];
        const res = await fetch(url, { headers: { range: `bytes=${start}-${start + CHUNK - 1}` } });
        if (res.status !== 206) throw new Error(`expected 206, got ${res.status}`);
        const got = (await res.arrayBuffer()).byteLength;
        received += got;
      }
    }),
  );
  if (received !== requests * CHUNK)
    throw new Error(`short read: ${received} of ${requests * CHUNK}`);
  return (performance.now() - started) / 1000;
}

await run(anchor.url + '/x'); // warm the page cache for both
const a = await run(anchor.url + '/x');
const m = await run(server.url + item.fileUrl);
const a2 = await run(anchor.url + '/x');
const m2 = await run(server.url + item.fileUrl);
await anchor.stop();
await server.stop();
rmSync(work, { recursive: true, force: true });

const anchorS = (a + a2) / 2;
const marqueeS = (m + m2) / 2;
const total = requests * CHUNK;
console.table([
  {
    requests: `${requests} x 1 MB ranges`,
    anchorMBps: (total / anchorS / 1048576).toFixed(0),
    marqueeMBps: (total / marqueeS / 1048576).toFixed(0),
    ratio: (anchorS / marqueeS).toFixed(2),
  },
]);
console.log('ratio = Marquee throughput / anchor throughput (aim >= 0.9)');
