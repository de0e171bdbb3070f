// The screens' 10-second poll when nothing changed: GET playback with a display token and
// If-None-Match → 304, which the server answers on its fast path before Express. Anchor: a bare
// node:http server answering the same 304 for the same ETag, in its own process (the load
// generator, this process, is shared by both sides). Rounds alternate which side goes
// first, so a machine that gets busier or quieter during the run weighs on both alike.
// Usage: npm run build && npx tsx bench/poll.ts [seconds-per-side] [concurrency] [rounds]
import {
  load,
  median,
  pairedScreen,
  registerAccount,
  startMarquee,
  startNode,
  tsFile,
} from './support.js';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 20);
const rounds = Number(process.argv[4] ?? 4);

const marquee = await startMarquee();
const sessionId = await registerAccount(marquee.url);
const { locationId, displayToken } = await pairedScreen(marquee.url, sessionId, 'Bench');
const url = `${marquee.url}/api/locations/${locationId}/playback`;
const first = await fetch(url, { headers: { authorization: `Bearer ${displayToken}` } });
const etag = first.headers.get('etag')!;
const anchor = await startNode(tsFile('poll-anchor-server.ts'), { env: { ETAG: etag } });

const headers = { authorization: `Bearer ${displayToken}`, 'if-none-match': etag };
const base = { headers, concurrency, durationMs: seconds * 1000, expectStatus: 304 };
type Result = Awaited<ReturnType<typeof load>>;
const a: Result[] = [];
const m: Result[] = [];
for (let round = 0; round < rounds; round++) {
  const sides = [
    async () => a.push(await load({ ...base, url: `${anchor.url}/` })),
    async () => m.push(await load({ ...base, url })),
  ];
  if (round % 2) sides.reverse();
  for (const side of sides) await side();
}
await anchor.stop();
await marquee.stop();

const row = (name: string, rs: Result[]) =>
  `${name.padEnd(34)} ${median(rs.map((r) => r.rps))
    .toFixed(0)
    .padStart(7)} req/s   ` +
  `p50 ${median(rs.map((r) => r.p50)).toFixed(2)} ms   p99 ${median(rs.map((r) => r.p99)).toFixed(2)} ms`;
console.log(
  `${concurrency} keep-alive clients, ${rounds} alternating rounds of ${seconds} s per side (medians)`,
);
console.log(row('anchor: bare node:http 304', a));
console.log(row('marquee: playback 304 (fast path)', m));
const ratio = median(m.map((r) => r.rps)) / median(a.map((r) => r.rps));
console.log(`throughput ratio marquee/anchor: ${ratio.toFixed(3)}`);
