import { PassThrough, type Readable } from 'node:stream';

/** At most `n` bytes of `source`, which is closed once they are through (or the reader leaves). */
export function firstBytes(source: Readable, n: number): Readable {
  let left = n;
  const out = new PassThrough();
  source.on('data', (chunk: Buffer) => {
    if (left <= 0) return;
    const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= part.length;
    if (!out.write(part)) source.pause();
    if (left === 0) {
      out.end();
      source.destroy();
    }
  });
  out.on('drain', () => source.resume());
  source.on('end', () => out.end());
  source.on('error', (err) => out.destroy(err));
  out.on('close', () => source.destroy());
  return out;
}
