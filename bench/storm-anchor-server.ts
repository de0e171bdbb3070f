// The anchor of bench/storm.ts: a bare socket.io server with a snapshot route that answers a
// version given at start (a change made "while it was down") with an ETag, and nothing else.
import http from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT);
const version = process.env.STORM_VERSION ?? '1';
const etag = `"v${version}"`;
const server = http.createServer((req, res) => {
  const m = /^\/api\/locations\/(\d+)\/playback$/.exec(req.url ?? '');
  if (m) {
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'application/json', etag });
    res.end(
      JSON.stringify({ location: { id: Number(m[1]), name: `Location ${m[1]} v${version}` } }),
    );
  } else if (req.url === '/readyz') res.end('ok');
  else res.writeHead(404).end();
});
const io = new Server(server, { serveClient: false });
io.of('/display').on('connection', (socket) => {
  const { locationId } = socket.handshake.auth as { locationId: number };
  void socket.join(`location:${locationId}`);
});
// The same accept backlog as Marquee's, so the ratio is about what each does per screen.
server.listen({ port, host: '127.0.0.1', backlog: 4096 });
