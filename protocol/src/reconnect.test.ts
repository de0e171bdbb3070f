import { describe, expect, it } from 'vitest';
import { busyRetryAfterMs, CONNECT_BUSY, RECONNECT_CAP_MS, reconnectDelayMs } from './reconnect.js';

describe('reconnectDelayMs', () => {
  it('grows exponentially from the base and never passes the cap', () => {
    const top = () => 0.999_999;
    expect(reconnectDelayMs(0, top)).toBe(499);
    expect(reconnectDelayMs(1, top)).toBe(999);
    expect(reconnectDelayMs(3, top)).toBe(3999);
    expect(reconnectDelayMs(4, top)).toBe(RECONNECT_CAP_MS - 1);
    expect(reconnectDelayMs(50, top)).toBe(RECONNECT_CAP_MS - 1);
  });

  it('spreads attempts over the whole window (full jitter), down to no wait at all', () => {
    expect(reconnectDelayMs(6, () => 0)).toBe(0);
    expect(reconnectDelayMs(6, () => 0.5)).toBe(RECONNECT_CAP_MS / 2);
  });
});

describe('busyRetryAfterMs', () => {
  const busy = (data: unknown) => Object.assign(new Error(CONNECT_BUSY), { data });
  it("reads a busy node's wait from its connect error", () => {
    expect(busyRetryAfterMs(busy({ retryAfterMs: 1234 }))).toBe(1234);
  });
  it('ignores any other error and a wait that is not a usable number', () => {
    expect(busyRetryAfterMs(new Error('Unauthorized'))).toBeUndefined();
    expect(busyRetryAfterMs(busy({ retryAfterMs: -1 }))).toBeUndefined();
    expect(busyRetryAfterMs(busy({ retryAfterMs: '5' }))).toBeUndefined();
    expect(busyRetryAfterMs(busy(undefined))).toBeUndefined();
    expect(busyRetryAfterMs('Busy')).toBeUndefined();
  });
});
