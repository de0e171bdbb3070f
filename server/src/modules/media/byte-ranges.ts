import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Request } from 'express';

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export type RangeRequest =
  { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'ranges'; ranges: ByteRange[] };

/**
 * Past this many (after merging overlaps) a request is more likely an attempt to make us do
 * needless work than a real reader; RFC 9110 lets a server send the whole file instead.
 */
const MOST_RANGES = 16;

/** What the Range and If-Range headers ask of a `size`-byte object whose validator is `etag`. */
export function requestedRanges(req: Request, size: number, etag: string): RangeRequest {
  if (!req.headers.range) return { kind: 'whole' };
  // If-Range with a different validator means "send it all", per RFC 9110.
  const ifRange = req.get('if-range');
  if (ifRange && ifRange !== etag) return { kind: 'whole' };
  const parsed = req.range(size, { combine: true });
  if (parsed === -1) return { kind: 'unsatisfiable' };
  if (parsed === undefined || parsed === -2 || parsed.type !== 'bytes') return { kind: 'whole' };
  if (parsed.length === 0 || parsed.length > MOST_RANGES) return { kind: 'whole' };
  return { kind: 'ranges', ranges: parsed.map(({ start, end }) => ({ start, end })) };
}

/**
 * A multipart/byteranges body (RFC 9110 §14.6) for several ranges of one object, with its exact
 * length so it can go out with Content-Length. The parts are read one after another.
 */
export function multipartByteRanges(
  ranges: ByteRange[],
  size: number,
  mimeType: string,
  read: (range: ByteRange) => Promise<Readable>,
): { contentType: string; length: number; body: () => Readable } {
  const boundary = crypto.randomBytes(16).toString('hex');
  const heads = ranges.map(
    (r, i) =>
      `${i === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${mimeType}\r\n` +
      `Content-Range: bytes ${r.start}-${r.end}/${size}\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  const length =
    heads.reduce((n, h) => n + Buffer.byteLength(h), Buffer.byteLength(tail)) +
    ranges.reduce((n, r) => n + r.end - r.start + 1, 0);
  async function* parts() {
    for (const [i, range] of ranges.entries()) {
      yield Buffer.from(heads[i]!);
      yield* await read(range);
    }
    yield Buffer.from(tail);
  }
  return {
    contentType: `multipart/byteranges; boundary=${boundary}`,
    length,
    body: () => Readable.from(parts(), { objectMode: false }),
  };
}
