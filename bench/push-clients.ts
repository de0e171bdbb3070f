// Child process of bench/push.ts: N socket.io screens on one location, reporting when each push lands.
import { io, type Socket } from 'socket.io-client';
import { busyRetryAfterMs, reconnectAsPlayer } from '@marquee/protocol/player';

const [url, token, locationId, count] = process.argv.slice(2);
const sockets: Socket[] = [];
const arrivals: number[][] = [];
let connected = 0;

for (let i = 0; i < Number(count); i++) {
  const socket = io(`${url}/display`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token, locationId: Number(locationId) },
  });
  // As the player does: a node pacing handshakes (`Busy`) says when to come back.
  reconnectAsPlayer(socket);
  socket.once('connect', () => {
    connected++;
    if (connected === Number(count)) process.send!({ type: 'ready' });
  });
  socket.on('connect_error', (err) => {
    if (busyRetryAfterMs(err) === undefined) process.send!({ type: 'error', message: String(err) });
  });
  socket.on('playback:changed', () => {
    (arrivals[i] ??= []).push(Date.now());
  });
  sockets.push(socket);
}

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'report') {
    for (const s of sockets) s.disconnect();
    // At 5,000 screens the report is a few hundred KB: exiting before the IPC write completes
    // loses it (which is how the bench used to hang), so exit once it is sent.
    process.send!({ type: 'report', arrivals }, () => process.exit(0));
  }
});
