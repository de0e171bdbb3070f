// The anchor of bench/upload.ts: a bare node:http server that pipes each request body to a file.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dir = process.env.DIR!;
let n = 0;
http
  .createServer((req, res) => {
    if (req.method !== 'POST') return void res.end('ok');
    const out = fs.createWriteStream(path.join(dir, `up-${n++}`));
    req.pipe(out).on('finish', () => {
      res.statusCode = 201;
      res.end('{}');
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
