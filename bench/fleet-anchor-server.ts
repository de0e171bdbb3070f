// The anchor of bench/fleet.ts: a bare socket.io server and the poll answered from static JSON
// with an ETag per location; POST /change moves every location on and pushes to its room.
import http from 'node:http';
import { Server } from 'socket.io';

let revision = 1;
const bodies = new Map<number, string>();
const bodyOf = (id: number) => {
  const key = id * 1e6 + revision;
  let body = bodies.get(key);
  if (!body) {
    body = JSON.stringify({
      location: { id, name: `L${id}-${revision}` },
      playlist: [],
      schedules: [],
    });
    bodies.set(key, body);
  }
  return body;
};
const POLL = /^\/api\/locations\/(\d+)\/playback/;
const server = http.createServer((req, res) => {
  const m = POLL.exec(req.url ?? '');
  if (m) {
    const id = Number(m[1]);
    const etag = `"${id}.${revision}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) res.writeHead(304).end();
    else res.setHeader('content-type', 'application/json').end(bodyOf(id));
  } else if (req.url === '/change') {
    revision++;
    for (const room of nsp.adapter.rooms.keys())
      if (room.startsWith('location:'))
        nsp.to(room).emit('playback:changed', { locationId: Number(room.slice(9)), revision });
    res.end('ok');
  } else if (req.url === '/readyz') res.end('ok');
  else res.writeHead(404).end();
});
const io = new Server(server, { serveClient: false });
const nsp = io.of('/display');
nsp.on('connection', (socket) => {
  const auth = socket.handshake.auth as { locationId?: number };
  void socket.join(`location:${auth.locationId}`);
});
// Idle connections held as long as Marquee's (server/src/http/idle-connections.ts), so neither
// side's resets are a difference between them.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
