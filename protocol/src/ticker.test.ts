import { describe, expect, it } from 'vitest';
import { DEFAULT_TICKER, tickerSchema } from './ticker.js';
import { startEmergencySchema } from './emergency.js';

describe('tickerSchema', () => {
  it('accepts the default and keeps colours in lower case', () => {
    expect(tickerSchema.parse({ ...DEFAULT_TICKER, textColor: '#ABCDEF' }).textColor).toBe(
      '#abcdef',
    );
  });

  it.each([
    ['a colour name', { textColor: 'red' }],
    ['a CSS expression', { backgroundColor: 'url(javascript:x)' }],
    ['a line feed in a line', { items: ['two\nlines'] }],
    ['21 lines', { items: Array.from({ length: 21 }, () => 'x') }],
    ['a fractional speed', { speed: 80.5 }],
  ])('refuses %s', (_what, change) => {
    expect(tickerSchema.safeParse({ ...DEFAULT_TICKER, ...change }).success).toBe(false);
  });
});

describe('startEmergencySchema', () => {
  it('takes null for every location and keeps a multi-line message', () => {
    expect(
      startEmergencySchema.parse({
        message: 'Fire\nUse the stairs',
        severity: 'critical',
        locationIds: null,
      }),
    ).toEqual({ message: 'Fire\nUse the stairs', severity: 'critical', locationIds: null });
  });
});
