// The anchor of bench/media.ts: a bare node:http server answering Range requests for one file
// with fs.createReadStream(file, range).pipe(res).
import fs from 'node:fs';
import http from 'node:http';

const file = process.env.FILE!;
const size = fs.statSync(file).size;
http
  .createServer((req, res) => {
    if (req.url === '/ready') return void res.end('ok');
    const m = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '');
    if (!m) {
      res.setHeader('Content-Length', size);
      return void fs.createReadStream(file).pipe(res);
    }
    const start = Number(m[1]);
    const end = Math.min(Number(m[2]), size - 1);
    res.writeHead(206, {
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': end - start + 1,
    });
    fs.createReadStream(file, { start, end }).pipe(res);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
