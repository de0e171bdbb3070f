import { describe, expect, it } from 'vitest';
import { createLocationSchema, updateLocationSchema } from './location.js';
import { isValidTimeZone } from './time-zone.js';

describe('location schemas', () => {
  it('fills defaults for a new location', () => {
    expect(createLocationSchema.parse({ name: ' Lobby ' })).toEqual({
      name: 'Lobby',
      address: null,
      description: null,
      timezone: 'UTC',
      isActive: true,
      showOverlay: true,
      ticker: null,
    });
  });

  it("requires a name with the spec's message", () => {
    const r = createLocationSchema.safeParse({ name: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Name is required');
  });

  it('turns blank optional text into null and refuses unknown zones', () => {
    expect(updateLocationSchema.parse({ address: '  ' })).toEqual({ address: null });
    expect(
      updateLocationSchema.safeParse({ timezone: 'Atlantis/Capital' }).error?.issues[0]?.message,
    ).toBe('Unknown time zone');
  });

  it('knows real IANA zones', () => {
    expect(isValidTimeZone('Australia/Sydney')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
  });
});
