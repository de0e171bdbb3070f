export type ByteRangeAnswer =
  { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'range'; start: number; end: number };

/**
 * What a single-range `Range` header asks of a `size`-byte body (RFC 9110 §14.1.2): `a-b`, the
 * open-ended `a-` and the suffix `-n`. Anything else (several ranges, other units) gets the
 * whole body, which a server may always send instead.
 */
export function byteRange(header: string | null, size: number): ByteRangeAnswer {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? size - 1 : Number(m[2]);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (last < start) return { kind: 'whole' };
  return { kind: 'range', start, end: Math.min(last, size - 1) };
}
