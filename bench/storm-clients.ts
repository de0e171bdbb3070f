// Child process of bench/storm.ts: simulated screens, each with its own token, that reconnect
// the way the player does (protocol's reconnectAsPlayer: jitter, draining and busy hints) and fetch their
// location's snapshot conditionally on every connect. Reports when each has the expected content.
import { io, type Socket } from 'socket.io-client';
import { reconnectAsPlayer, reconnectDelayMs } from '@marquee/protocol/player';

interface Screen {
  token: string;
  locationId: number;
}
const [url, file] = process.argv.slice(2) as [string, string];
const screens = JSON.parse(
  await (await import('node:fs/promises')).readFile(file, 'utf8'),
) as Screen[];

const names = new Map<number, string>();
const etags: (string | null)[] = screens.map(() => null);
const shown: (string | null)[] = screens.map(() => null);
const doneAt: (number | null)[] = screens.map(() => null);
let expected: Map<number, string> | null = null;
let failedFetches = 0;
const failures = new Map<string, number>();
const failed = (why: string, i: number, attempt: number) => {
  failedFetches++;
  failures.set(why, (failures.get(why) ?? 0) + 1);
  // As the player's poll would: try again, spread out like a reconnect.
  setTimeout(() => void fetchSnapshot(i, attempt + 1), reconnectDelayMs(attempt));
};

async function fetchSnapshot(i: number, attempt = 0): Promise<void> {
  const { token, locationId } = screens[i]!;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (etags[i]) headers['if-none-match'] = etags[i];
  try {
    const res = await fetch(`${url}/api/locations/${locationId}/playback`, { headers });
    if (res.status === 200) {
      etags[i] = res.headers.get('etag');
      shown[i] = ((await res.json()) as { location: { name: string } }).location.name;
    } else if (res.status === 304) await res.arrayBuffer();
    else {
      failed(`HTTP ${res.status}: ${(await res.text()).slice(0, 80)}`, i, attempt);
      return;
    }
  } catch (err) {
    failed(String((err as Error).cause ?? err), i, attempt);
    return;
  }
  if (expected && shown[i] === expected.get(locationId) && doneAt[i] === null)
    doneAt[i] = Date.now();
}

/** Handshakes a busy node refused with a retry-after (its connect pacing). */
let refused = 0;
const sockets: Socket[] = screens.map((screen, i) => {
  const socket = io(`${url}/display`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token: screen.token, locationId: screen.locationId },
  });
  reconnectAsPlayer(socket, {
    onConnect: () => void fetchSnapshot(i),
    refused: () => refused++,
  });
  socket.on('playback:changed', () => void fetchSnapshot(i));
  return socket;
});

const status = () => ({
  connected: sockets.filter((s) => s.connected).length,
  fetched: etags.filter(Boolean).length,
  done: doneAt.filter((t) => t !== null).length,
  lastDoneAt: Math.max(0, ...doneAt.map((t) => t ?? 0)),
  failedFetches,
  refused,
  failures: Object.fromEntries(failures),
});

process.on('message', (msg: { type: string; names?: [number, string][] }) => {
  if (msg.type === 'expect') {
    expected = new Map(msg.names);
    for (const [id, name] of expected) names.set(id, name);
  }
  if (msg.type === 'status') process.send!({ type: 'status', ...status() });
  if (msg.type === 'exit') {
    for (const s of sockets) s.disconnect();
    setTimeout(() => process.exit(0), 100);
  }
});
process.send!({ type: 'started' });
