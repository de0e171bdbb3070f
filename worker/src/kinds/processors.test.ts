import { describe, expect, it } from 'vitest';
import { contentKinds, UnknownContentKindError } from '@marquee/protocol';
import { processorFor } from './index.js';

describe('processors by kind', () => {
  it('has a processor for every file kind', () => {
    const fileKinds = contentKinds.kinds.filter((k) => k.family === 'file');
    expect(fileKinds.length).toBeGreaterThan(0);
    for (const kind of fileKinds) expect(processorFor(kind.id)).toBeTypeOf('function');
  });

  it('names a kind it has no processor for', () => {
    expect(() => processorFor('web-page')).toThrow(UnknownContentKindError);
    expect(() => processorFor('web-page')).toThrow(/'web-page'/);
  });
});
