import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { snapshotAnswer } from '@marquee/core/modules/playback/snapshot-answer.js';
import type { Snapshot } from '@marquee/core/modules/playback/snapshot-build.js';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Item ${i} — é ✓` })) };
const small = { items: [] };
const at = '2026-11-23T22:33:44.556Z';

describe('snapshot answer', () => {
  it('decodes, in every encoding, to the JSON a fresh serialization gives', () => {
    const answer = snapshotAnswer(big as unknown as Snapshot);
    const expected = JSON.stringify({ ...big, serverTime: at });
    const decode = {
      identity: (b: Buffer) => b,
      gzip: (b: Buffer) => zlib.gunzipSync(b),
      br: (b: Buffer) => zlib.brotliDecompressSync(b),
    };
    for (const encoding of ['identity', 'gzip', 'br'] as const) {
      for (let round = 0; round < 2; round++) {
        const sent = Buffer.concat(answer.render(at, encoding));
        expect(decode[encoding](sent).toString()).toBe(expected);
        if (encoding !== 'identity') expect(sent.length).toBeLessThan(expected.length / 2);
      }
    }
    expect(answer.encodingFor('br')).toBe('br');
  });

  it('sends a body under the compression threshold as it is', () => {
    const answer = snapshotAnswer(small as unknown as Snapshot);
    expect(answer.encodingFor('gzip')).toBe('identity');
    expect(Buffer.concat(answer.render(at, 'identity')).toString()).toBe(
      JSON.stringify({ ...small, serverTime: at }),
    );
  });
});
