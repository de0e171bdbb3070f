import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import { sweepTemporaries } from '@marquee/core/storage/sweep-temporaries.js';

function failingStream(after: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(after);
      } else this.destroy(new Error('client went away'));
    },
  });
}

/** What every MediaStore promises; run against the local disk and against S3. */
export function describeMediaStore(
  label: string,
  open: () => Promise<{ store: MediaStore; close(): Promise<void> }>,
) {
  describe(`media store contract: ${label}`, () => {
    let store: MediaStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close?.());

    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));

    it('writes a stream, stats it and reads it back whole and by range', async () => {
      const written = await store.put('aa/original.bin', Readable.from([bytes]));
      expect(written).toBe(bytes.length);
      const st = await store.stat('aa/original.bin');
      expect(st?.size).toBe(bytes.length);
      expect(await buffer(await store.read('aa/original.bin'))).toEqual(bytes);
      const part = await buffer(await store.read('aa/original.bin', { start: 1000, end: 1999 }));
      expect(part).toEqual(bytes.subarray(1000, 2000));
    });

    it('reads exactly the asked bytes at the edges: the first byte alone, the last byte alone', async () => {
      await store.put('ab/original.bin', Readable.from([bytes]));
      expect(await buffer(await store.read('ab/original.bin', { start: 0, end: 0 }))).toEqual(
        bytes.subarray(0, 1),
      );
      const last = bytes.length - 1;
      expect(await buffer(await store.read('ab/original.bin', { start: last, end: last }))).toEqual(
        bytes.subarray(last),
      );
    });

    it('answers undefined for a missing key and rejects reading it', async () => {
      expect(await store.stat('nope/missing.bin')).toBeUndefined();
      await expect(store.read('nope/missing.bin')).rejects.toThrow();
      await store.delete('nope/missing.bin');
    });

    it('moves a key and leaves nothing at the old one', async () => {
      await store.put('tmp/abc', Readable.from([Buffer.from('hello')]));
      await store.move('tmp/abc', 'bb/original.txt');
      expect(await store.stat('tmp/abc')).toBeUndefined();
      expect((await buffer(await store.read('bb/original.txt'))).toString()).toBe('hello');
    });

    it('lists and deletes by prefix without touching neighbours', async () => {
      await store.put('cc/one', Readable.from([Buffer.from('1')]));
      await store.put('cc/two', Readable.from([Buffer.from('2')]));
      await store.put('ccc/three', Readable.from([Buffer.from('3')]));
      expect((await store.list('cc/')).map((o) => o.key).sort()).toEqual(['cc/one', 'cc/two']);
      await store.deletePrefix('cc');
      expect(await store.list('cc/')).toEqual([]);
      expect(await store.stat('ccc/three')).toBeDefined();
    });

    it('leaves nothing when the body stream fails half way', async () => {
      await expect(store.put('dd/broken', failingStream(bytes))).rejects.toThrow();
      expect(await store.stat('dd/broken')).toBeUndefined();
    });

    it('refuses keys that could escape the store', async () => {
      await expect(store.put('../etc/passwd', Readable.from([bytes]))).rejects.toThrow();
      await expect(store.stat('aa/../../x')).rejects.toThrow();
    });

    it('sweeps temporaries older than the cutoff only', async () => {
      await store.put('tmp/left-over', Readable.from([Buffer.from('x')]));
      expect(await sweepTemporaries(store, 60_000)).toBe(0);
      expect(await sweepTemporaries(store, 0, new Date(Date.now() + 1000))).toBeGreaterThan(0);
      expect(await store.list('tmp/')).toEqual([]);
    });
  });
}
