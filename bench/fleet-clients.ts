// Child process of bench/fleet.ts: screens, each with its own display token, a socket.io
// connection and the player's 10 s poll with If-None-Match; a push makes it fetch the pushed
// revision after 0–500 ms, as the player does. Reports poll latencies and when each screen
// first got new content after the parent's mark.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { busyRetryAfterMs, reconnectAsPlayer } from '@marquee/protocol/player';

interface Screen {
  locationId: number;
  token: string;
}
const [url, file] = process.argv.slice(2);
const screens = JSON.parse(readFileSync(file!, 'utf8')) as Screen[];
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const POLL_MS = 10_000;
const sockets: Socket[] = [];
const etags: (string | null)[] = screens.map(() => null);
const updatedAt: (number | null)[] = screens.map(() => null);
let mark: number | null = null;
let latencies: number[] = [];
let failures = 0;
// Why requests failed, counted by reason, so a failure in the report can be told apart.
let reasons: Record<string, number> = {};
const fail = (reason: string) => {
  failures++;
  reasons[reason] = (reasons[reason] ?? 0) + 1;
};
let connected = 0;

function fetchOnce(i: number, revision?: number): Promise<void> {
  const s = screens[i]!;
  const headers: Record<string, string> = { authorization: `Bearer ${s.token}` };
  if (etags[i]) headers['if-none-match'] = etags[i]!;
  const path = `/api/locations/${s.locationId}/playback${revision ? `?revision=${revision}` : ''}`;
  const t = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url + path, { agent, headers, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - t);
        if (res.statusCode === 200) {
          const before = etags[i];
          etags[i] = String(res.headers.etag);
          if (mark !== null && before !== etags[i] && updatedAt[i] === null)
            updatedAt[i] = Date.now();
        } else if (res.statusCode !== 304) fail(`HTTP ${res.statusCode}`);
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => {
      fail(err.message);
      resolve();
    });
  });
}

screens.forEach((s, i) => {
  const socket = io(`${url}/display`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token: s.token, locationId: s.locationId },
  });
  // As the player does: back off with jitter, and a node pacing handshakes says when to return.
  reconnectAsPlayer(socket);
  socket.once('connect', () => {
    if (++connected === screens.length) process.send!({ type: 'ready' });
  });
  // A handshake the node paced (`Busy`, retried after its hint) is not a failure; any other is.
  socket.on('connect_error', (err: Error) => {
    if (busyRetryAfterMs(err) === undefined) fail(`connect: ${err.message}`);
  });
  socket.on('playback:changed', (e: { revision?: number }) => {
    setTimeout(() => void fetchOnce(i, e.revision), Math.random() * 500);
  });
  sockets.push(socket);
  // The first poll spreads over the first period, as screens started at different times do.
  setTimeout(() => {
    void fetchOnce(i);
    setInterval(() => void fetchOnce(i), POLL_MS);
  }, Math.random() * POLL_MS);
});

process.on('message', (msg: { type: string; at?: number }) => {
  if (msg.type === 'reset') {
    latencies = [];
    failures = 0;
    reasons = {};
  } else if (msg.type === 'mark') {
    mark = msg.at!;
  } else if (msg.type === 'report') {
    process.send!({ type: 'report', latencies, failures, reasons, updatedAt }, () => {
      if (msg.at === 1) {
        for (const s of sockets) s.disconnect();
        process.exit(0);
      }
    });
  }
});
