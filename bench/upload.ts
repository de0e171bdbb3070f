// Concurrent uploads into the real server (POST /api/content/upload, multer streaming into
// DATA_DIR/media; RUN_WORKER=false so only the upload path is measured) against an anchor run in
// the same go: a bare node:http server that pipes each request body to a file.
// Reports throughput as a ratio and the server's peak RSS growth, for 10 MB and 100 MB files.
// Usage: npm run build && npx tsx bench/upload.ts [concurrency] [rounds]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  json,
  median,
  postFile,
  registerAccount,
  rssKb,
  sampleRss,
  startMarquee,
  startNode,
  tsFile,
  uploadFile,
  type Started,
  writeNoisePdf,
} from './support.js';

const concurrency = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 5);
const WARM_UP_ROUNDS = 3;
const work = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));

function makeFile(size: number): string {
  const file = path.join(work, `body-${size}.pdf`);
  writeNoisePdf(file, size);
  return file;
}

interface Side {
  server: Started;
  upload(file: string): Promise<unknown>;
  /** Removes what a round stored (untimed), so a run needs little disk. */
  clear(): Promise<void>;
  seconds: number[];
  baseKb: number;
  peakKb: number;
}

async function anchorSide(): Promise<Side> {
  const dir = mkdtempSync(path.join(work, 'anchor-'));
  const server = await startNode(tsFile('upload-anchor-server.ts'), { env: { DIR: dir } });
  return {
    server,
    // The anchor receives exactly the multipart body Marquee gets.
    upload: (file) => postFile(`${server.url}/upload`, file),
    clear: async () => {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
    },
    seconds: [],
    baseKb: rssKb(server.pid),
    peakKb: 0,
  };
}

async function marqueeSide(): Promise<Side> {
  const server = await startMarquee({ RUN_WORKER: 'false', NODE_ENV: 'production' });
  const token = await registerAccount(server.url);
  const ids: number[] = [];
  return {
    server,
    upload: async (file) => ids.push((await uploadFile(server.url, token, file)).id),
    clear: async () => {
      for (const id of ids.splice(0))
        await fetch(`${server.url}/api/content/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      const left = await json<unknown[]>(`${server.url}/api/content`, 'GET', undefined, token);
      if (left.length) throw new Error(`${left.length} items were not deleted`);
    },
    seconds: [],
    baseKb: rssKb(server.pid),
    peakKb: 0,
  };
}

/** `concurrency` uploads at once; the time is added to the side's list unless it is a warm-up. */
async function round(side: Side, file: string, timed: boolean) {
  const stop = sampleRss(side.server.pid);
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => side.upload(file)));
  if (timed) side.seconds.push((performance.now() - started) / 1000);
  side.peakKb = Math.max(side.peakKb, stop());
  await side.clear();
  // Start every round with nothing left to write back: one side's 1 GB must not slow the next.
  execFileSync('sync');
}

const rows = [];
for (const size of [10 * 1024 * 1024, 100 * 1024 * 1024]) {
  const file = makeFile(size);
  const sides = [await anchorSide(), await marqueeSide()];
  // Untimed rounds first: a long-running server has its code compiled and its database warm.
  for (let i = 0; i < WARM_UP_ROUNDS; i++) for (const side of sides) await round(side, file, false);
  // Alternating rounds, medians of each: load that comes and goes on this shared machine hits
  // both sides alike.
  for (let i = 0; i < rounds; i++) for (const side of sides) await round(side, file, true);
  for (const side of sides) await side.server.stop();
  rmSync(file);
  const [anchor, marquee] = sides as [Side, Side];
  const mbps = (side: Side) => ((size * concurrency) / median(side.seconds) / 1048576).toFixed(0);
  const growthMb = (side: Side) => ((side.peakKb - side.baseKb) / 1024).toFixed(1);
  rows.push({
    file: `${size / 1048576} MB x ${concurrency}`,
    anchorMBps: mbps(anchor),
    marqueeMBps: mbps(marquee),
    ratio: (median(anchor.seconds) / median(marquee.seconds)).toFixed(2),
    anchorPeakRssGrowthMB: growthMb(anchor),
    marqueePeakRssGrowthMB: growthMb(marquee),
  });
}
rmSync(work, { recursive: true, force: true });
console.table(rows);
console.log(
  `medians of ${rounds} alternating rounds after ${WARM_UP_ROUNDS} warm-up rounds each; ratio = Marquee throughput / anchor throughput (aim >= 0.8); RSS growth from idle to the peak of any round (aim <= 64 MB)`,
);
