import zlib from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../../http/compress-responses.js';
import type { Snapshot } from './snapshot-build.js';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/**
 * A snapshot's 200 body, serialized and compressed once per (location, revision) however many
 * screens fetch it. Only `serverTime` differs between answers and it is the last key, so the
 * JSON is a fixed prefix, the time, and `"}`. The prefix is compressed once and flushed to a
 * byte boundary; each answer appends the tail as an uncompressed final block (a few dozen bytes),
 * which keeps the stream valid gzip / brotli without compressing anything per request.
 */
export function snapshotAnswer(body: Snapshot) {
  const prefix = Buffer.from(JSON.stringify({ ...body, serverTime: '' }).slice(0, -2));
  const tail = (serverTime: string) => Buffer.from(`${serverTime}"}`);
  // Same rule as the compression middleware: small answers go as they are.
  const compressed =
    prefix.length + tail(new Date(0).toISOString()).length >= COMPRESS_THRESHOLD_BYTES;
  let gzipHead: Buffer | undefined;
  let brHead: Buffer | undefined;
  const prefixCrc = zlib.crc32(prefix);

  function gzip(rest: Buffer): Buffer[] {
    gzipHead ??= Buffer.concat([
      // Magic, deflate, no flags, no mtime, no extra flags, unknown OS.
      Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]),
      zlib.deflateRawSync(prefix, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    ]);
    const block = Buffer.alloc(5);
    block[0] = 1; // final stored block
    block.writeUInt16LE(rest.length, 1);
    block.writeUInt16LE(~rest.length & 0xffff, 3);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(rest, prefixCrc), 0);
    trailer.writeUInt32LE((prefix.length + rest.length) >>> 0, 4);
    return [gzipHead, block, rest, trailer];
  }

  function br(rest: Buffer): Buffer[] {
    brHead ??= zlib.brotliCompressSync(prefix, {
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    // Meta-block header, bits from the lowest: ISLAST=0, MNIBBLES=4 (00), MLEN-1 in 16 bits,
    // ISUNCOMPRESSED=1, then padding to the byte; the data; then an empty last meta-block.
    const header = Buffer.alloc(3);
    header.writeUIntLE(((rest.length - 1) << 3) | (1 << 19), 0, 3);
    return [brHead, header, rest, Buffer.from([0x03])];
  }

  return {
    /** The encoding this answer is sent with, given what the client takes. */
    encodingFor(accepted: 'br' | 'gzip'): AnswerEncoding {
      return compressed ? accepted : 'identity';
    },
    /** The body's pieces, to be written in order. */
    render(serverTime: string, encoding: AnswerEncoding): Buffer[] {
      const rest = tail(serverTime);
      if (encoding === 'gzip') return gzip(rest);
      if (encoding === 'br') return br(rest);
      return [prefix, rest];
    },
  };
}
export type SnapshotAnswer = ReturnType<typeof snapshotAnswer>;
