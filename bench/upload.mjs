// Ten concurrent uploads into the real server (POST /api/content/upload, multer streaming into
// DATA_DIR/media, RUN_WORKER=false so only the upload path is measured) against an anchor run in
// the same go: a bare node:http server that pipes the request body to a file.
// Reports throughput as a ratio and the server's peak RSS growth, for 10 MB and 100 MB files.
// Usage: npm run build && node bench/upload.mjs [concurrency] [repetitions]
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mb, registerAccount, root, sampleRss, startProcess, rssBytes } from './bench-support.mjs';

const concurrency = Number(process.argv[2] ?? 10);
const work = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));

function makeFile(size) {
  // A PDF header makes it an accepted type; the rest is incompressible noise.
  const file = path.join(work, `body-${size}.pdf`);
  const out = Buffer.alloc(size);
  out.write('%PDF-1.4\n');
  randomBytes(size - 16).copy(out, 16);
  writeFileSync(file, out);
  return file;
}

const anchorFile = path.join(work, 'anchor.mjs');
writeFileSync(
  anchorFile,
  `import http from 'node:http'; import fs from 'node:fs'; import path from 'node:path';
   let n = 0;
   http.createServer((req, res) => {
     if (req.method !== 'POST') return res.end('ok');
     const out = fs.createWriteStream(path.join(process.env.DIR, 'up-' + n++));
     req.pipe(out).on('finish', () => { res.statusCode = 201; res.end('{}'); });
   }).listen(process.env.PORT, '127.0.0.1');`,
);

async function round(server, file, headers) {
  const base = rssBytes(server.pid);
  const stop = sampleRss(server.pid);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const form = new FormData();
      form.append('file', await openAsBlob(file), path.basename(file));
      const res = await fetch(`${server.url}${server.path}`, {
        method: 'POST',
        headers,
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();
  if (results.some((s) => s !== 201)) throw new Error(`upload failed: ${results}`);
  return { seconds, growth: peak - base };
}

const reps = Number(process.argv[3] ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function anchorRound(file) {
  const anchorDir = mkdtempSync(path.join(work, 'anchor-'));
  const anchor = await startProcess([anchorFile], { DIR: anchorDir }, '/');
  anchor.path = '/upload';
  const r = await round(anchor, file, {});
  await anchor.stop();
  rmSync(anchorDir, { recursive: true, force: true });
  return r;
}

async function marqueeRound(file) {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  const server = await startProcess(
    [path.join(root, 'server/dist/main.js')],
    { DATA_DIR: dataDir, RUN_WORKER: 'false', NODE_ENV: 'production' },
    '/readyz',
  );
  server.path = '/api/content/upload';
  const token = await registerAccount(server.url);
  const r = await round(server, file, { authorization: `Bearer ${token}` });
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return r;
}

// Alternating anchor and Marquee rounds, medians of each: the machine is shared, so load that
// comes and goes hits both sides alike.
const rows = [];
for (const size of [10 * 1024 * 1024, 100 * 1024 * 1024]) {
  const file = makeFile(size);
  const a = [];
  const m = [];
  for (let i = 0; i < reps; i++) {
    a.push(await anchorRound(file));
    m.push(await marqueeRound(file));
  }
  rmSync(file);
  const total = size * concurrency;
  const aS = median(a.map((r) => r.seconds));
  const mS = median(m.map((r) => r.seconds));
  rows.push({
    file: `${mb(size)} MB x ${concurrency}`,
    anchorMBps: (total / aS / 1048576).toFixed(0),
    marqueeMBps: (total / mS / 1048576).toFixed(0),
    ratio: (aS / mS).toFixed(2),
    anchorRssGrowthMB: mb(median(a.map((r) => r.growth))),
    marqueePeakRssGrowthMB: mb(Math.max(...m.map((r) => r.growth))),
  });
}
rmSync(work, { recursive: true, force: true });
console.table(rows);
console.log('ratio = Marquee throughput / anchor throughput (aim >= 0.8); RSS growth aim <= 64 MB');
