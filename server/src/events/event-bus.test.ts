import { describe, expect, it } from 'vitest';
import { eventBus } from '@marquee/core/events/event-bus.js';

describe('event bus', () => {
  it('delivers to every subscriber even when one throws', () => {
    const events = eventBus();
    const seen: number[] = [];
    events.on('location.changed', () => {
      throw new Error('broken');
    });
    const stop = events.on('location.changed', (c) => seen.push(c.locationId));
    events.locationChanged(7, 'suspended', 1);
    stop();
    events.locationChanged(8, 'suspended', 1);
    expect(seen).toEqual([7]);
  });

  it('delivers each kind only to its own subscribers, in subscription order', () => {
    const events = eventBus(() => new Date('2031-01-01T00:00:00Z'));
    const seen: string[] = [];
    events.on('location.changed', (e) => seen.push(`first ${e.locationId} ${e.reason}`));
    events.on('display.revoked', (e) => seen.push(`revoked ${e.displayId}`));
    events.on('location.changed', (e) => seen.push(`second ${e.locationId}`));
    events.on('content.changed', (e) => seen.push(`content ${e.userId} ${e.change.status}`));
    events.locationChanged(3, 'playlist', 1);
    events.displayRevoked(9);
    events.contentChanged(2, { id: 5, status: 'ready' });
    expect(seen).toEqual(['first 3 playlist', 'second 3', 'revoked 9', 'content 2 ready']);
  });

  it("hands another node's events to the caches only, and this node's to caches first", () => {
    const events = eventBus();
    const seen: string[] = [];
    events.on('location.changed', (e) => seen.push(`push ${e.locationId}`));
    events.onAnyNode('location.changed', (e) => seen.push(`cache ${e.locationId}`));
    events.locationChanged(1, 'playlist', 1);
    events.received({
      type: 'location.changed',
      locationId: 2,
      reason: 'content',
      userId: 1,
      at: new Date(),
    });
    expect(seen).toEqual(['cache 1', 'push 1', 'cache 2']);
  });
});
