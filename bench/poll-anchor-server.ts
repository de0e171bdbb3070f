// The anchor of bench/poll.ts, in a process of its own like the server it is compared with: a
// bare node:http server answering the screens' poll with 304 for the ETag it is given.
import http from 'node:http';

const etag = process.env.ETAG ?? '';
http
  .createServer((req, res) => {
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) res.writeHead(304).end();
    else res.end('[]');
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
