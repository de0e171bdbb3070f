import { describe, expect, it } from 'vitest';
import { formatCents, formatFileSize, monthlyTotalCents } from './format.js';

describe('formatFileSize (spec §2: 1024-based, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [104_857_600, '100 MB'],
    [1_073_741_824, '1 GB'],
    [1_234_567, '1.18 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('money', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(4500)).toBe('$45.00');
    expect(formatCents(13500)).toBe('$135.00');
    expect(formatCents(396000)).toBe('$3,960.00');
  });

  it('bills every location that is not suspended', () => {
    const fee = { monthlyFee: 4500, isSuspended: false };
    expect(monthlyTotalCents([fee, fee, { ...fee, isSuspended: true }])).toBe(9000);
    expect(monthlyTotalCents([])).toBe(0);
  });
});
