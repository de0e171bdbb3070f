// The screens' 10-second poll when nothing changed: GET active-content with If-None-Match → 304.
// Anchor, in the same run: a bare node:http server answering the same 304 for the same ETag.
// Usage: npm run build && npx tsx bench/poll.ts [seconds-per-side] [concurrency]
import http from 'node:http';
import { freePort, load, pairedScreen, registerAccount, startMarquee } from './support.js';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 20);

const marquee = await startMarquee();
const sessionId = await registerAccount(marquee.url);
const { locationId, displayToken } = await pairedScreen(marquee.url, sessionId, 'Bench');
const url = `${marquee.url}/api/locations/${locationId}/active-content`;
const first = await fetch(url, { headers: { authorization: `Bearer ${displayToken}` } });
const etag = first.headers.get('etag')!;

const anchorPort = await freePort();
const anchor = http
  .createServer((req, res) => {
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) res.writeHead(304).end();
    else res.end('[]');
  })
  .listen(anchorPort, '127.0.0.1');

const headers = { authorization: `Bearer ${displayToken}`, 'if-none-match': etag };
const base = { headers, concurrency, durationMs: seconds * 1000, expectStatus: 304 };
const a = await load({ ...base, url: `http://127.0.0.1:${anchorPort}/` });
const m = await load({ ...base, url });
anchor.close();
await marquee.stop();

const row = (name: string, r: typeof a) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms`;
console.log(`${concurrency} keep-alive clients, ${seconds} s each`);
console.log(row('anchor: bare node:http 304', a));
console.log(row('marquee: active-content 304', m));
console.log(`throughput ratio marquee/anchor: ${(m.rps / a.rps).toFixed(3)}`);
