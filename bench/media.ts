// Range-served media reads from the real server (GET /media/<key>, the route screens and <video>
// elements use) against an anchor run in the same go: a bare node:http server doing
// fs.createReadStream(file, range).pipe(res) on the very same stored file.
// Usage: npm run build && npx tsx bench/media.ts [rounds]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  median,
  registerAccount,
  startMarquee,
  startNode,
  tsFile,
  uploadFile,
  writeNoisePdf,
} from './support.js';

const rounds = Number(process.argv[2] ?? 5);
const SIZE = 100 * 1024 * 1024;
const IN_FLIGHT = 8;
const work = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
const dataDir = path.join(work, 'data');

const source = path.join(work, 'clip.pdf');
writeNoisePdf(source, SIZE);

const marquee = await startMarquee({
  DATA_DIR: dataDir,
  RUN_WORKER: 'false',
  NODE_ENV: 'production',
});
const token = await registerAccount(marquee.url);
const { fileUrl } = await uploadFile(marquee.url, token, source);
const stored = path.join(dataDir, 'media', ...fileUrl.replace('/media/', '').split('/'));
const anchor = await startNode(tsFile('media-anchor-server.ts'), {
  env: { FILE: stored },
  readyPath: '/ready',
});

/**
 * `requests` reads of `chunk` bytes at the same spread of offsets for both sides, IN_FLIGHT at a
 * time, like a few screens seeking; returns seconds.
 */
async function run(url: string, chunk: number, requests: number): Promise<number> {
  const slots = SIZE / chunk;
  const offsets = Array.from({ length: requests }, (_, i) => ((i * 7919) % slots) * chunk);
  const started = performance.now();
  let next = 0;
  let received = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < offsets.length) {
        const start = offsets[next++]!;
        const res = await fetch(url, { headers: { range: `bytes=${start}-${start + chunk - 1}` } });
        if (res.status !== 206) throw new Error(`expected 206, got ${res.status}`);
        const got = (await res.arrayBuffer()).byteLength;
        received += got;
      }
    }),
  );
  if (received !== requests * chunk)
    throw new Error(`short read: ${received} of ${requests * chunk}`);
  return (performance.now() - started) / 1000;
}

const rows = [];
for (const [chunk, requests, label] of [
  [1024 * 1024, 1000, '1 MB'],
  [4096, 8000, '4 KB'],
] as const) {
  const a: number[] = [];
  const m: number[] = [];
  // Warm-up for both (page cache, compiled code), then alternating rounds, medians of each.
  await run(`${anchor.url}/x`, chunk, requests);
  await run(marquee.url + fileUrl, chunk, requests);
  for (let i = 0; i < rounds; i++) {
    a.push(await run(`${anchor.url}/x`, chunk, requests));
    m.push(await run(marquee.url + fileUrl, chunk, requests));
  }
  rows.push({
    reads: `${requests} x ${label} ranges`,
    anchorReqPerS: (requests / median(a)).toFixed(0),
    marqueeReqPerS: (requests / median(m)).toFixed(0),
    anchorMBps: ((requests * chunk) / median(a) / 1048576).toFixed(0),
    marqueeMBps: ((requests * chunk) / median(m) / 1048576).toFixed(0),
    ratio: (median(a) / median(m)).toFixed(2),
  });
}
await anchor.stop();
await marquee.stop();
rmSync(work, { recursive: true, force: true });
console.table(rows);
console.log(
  `medians of ${rounds} alternating rounds after a warm-up; ${IN_FLIGHT} requests in flight; ratio = Marquee throughput / anchor throughput (aim >= 0.9 for 1 MB ranges)`,
);
