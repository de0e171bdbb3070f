// The anchor of bench/push.ts: a bare socket.io server that broadcasts to one room on request.
import http from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT);
const server = http.createServer((req, res) => {
  if (req.url === '/emit') {
    nsp.to('location:1').emit('playback:changed', { locationId: 1 });
    res.end('ok');
  } else if (req.url === '/readyz') res.end('ok');
  else res.writeHead(404).end();
});
const io = new Server(server, { serveClient: false });
const nsp = io.of('/display');
nsp.on('connection', (socket) => void socket.join('location:1'));
server.listen(port, '127.0.0.1');
