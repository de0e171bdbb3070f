import { describe, expect, it, vi } from 'vitest';
import {
  busyRetryAfterMs,
  CONNECT_BUSY,
  RECONNECT_CAP_MS,
  reconnectAsPlayer,
  reconnectDelayMs,
} from './reconnect.js';

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

describe('reconnectAsPlayer', () => {
  function fakeSocket() {
    const listeners = new Map<string, ((arg: never) => void)[]>();
    const socket = {
      connected: false,
      connects: 0,
      connect() {
        socket.connects++;
      },
      on(event: string, fn: (arg: never) => void) {
        listeners.set(event, [...(listeners.get(event) ?? []), fn]);
      },
      emit(event: string, arg?: unknown) {
        for (const fn of listeners.get(event) ?? []) fn(arg as never);
      },
    };
    return socket;
  }

  it("comes back at a busy node's slot, at a draining node's hint, and stops when told", () => {
    vi.useFakeTimers();
    try {
      const socket = fakeSocket();
      let connected = 0;
      let refused = 0;
      const stop = reconnectAsPlayer(socket, {
        onConnect: () => connected++,
        refused: () => refused++,
      });
      socket.emit(
        'connect_error',
        Object.assign(new Error(CONNECT_BUSY), { data: { retryAfterMs: 7000 } }),
      );
      expect(refused).toBe(1);
      vi.advanceTimersByTime(6999);
      expect(socket.connects).toBe(0);
      vi.advanceTimersByTime(1);
      expect(socket.connects).toBe(1);

      socket.emit('connect');
      expect(connected).toBe(1);
      socket.emit('server:draining', { reconnectInMs: 12_345 });
      socket.emit('disconnect');
      vi.advanceTimersByTime(12_344);
      expect(socket.connects).toBe(1);
      vi.advanceTimersByTime(1);
      expect(socket.connects).toBe(2);

      // Any other failure: the jittered back-off, never past the cap.
      socket.emit('connect_error', new Error('Unauthorized'));
      vi.advanceTimersByTime(RECONNECT_CAP_MS);
      expect(socket.connects).toBe(3);

      socket.emit('disconnect');
      stop();
      vi.advanceTimersByTime(RECONNECT_CAP_MS * 2);
      expect(socket.connects).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
