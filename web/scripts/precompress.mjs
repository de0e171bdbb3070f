// Writes .br and .gz beside every text asset of the build, once, at the highest levels, so the
// server sends them as they are instead of compressing on every request (web-app.ts picks one).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this size the compressed file saves less than the encoding headers cost.
const minBytes = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compress(file) {
  const raw = await fs.readFile(file);
  if (raw.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that is not smaller is useless: the server then sends the file itself.
  if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
}

const entries = await fs.readdir(dist, { recursive: true, withFileTypes: true });
await Promise.all(
  entries
    // dist/.vite holds the build manifest, read by the size bench, never served.
    .filter((e) => e.isFile() && compressible.test(e.name) && !e.parentPath.includes('.vite'))
    .map((e) => compress(path.join(e.parentPath, e.name))),
);
