import { describe, expect, it } from 'vitest';
import { formatUtcOffset, searchTimeZones, timeZoneOptions } from './time-zone-search.js';

// A January instant, so the offsets shown are the winter ones.
const options = timeZoneOptions(new Date('2026-01-20T12:00:00Z'));
const find = (query: string) => searchTimeZones(options, query).map((o) => o.value);

describe('searchTimeZones', () => {
  it.each([
    ['New York', 'America/New_York'],
    ['new york', 'America/New_York'],
    ['new_york', 'America/New_York'],
    ['London', 'Europe/London'],
    ['Tokyo', 'Asia/Tokyo'],
    ['UTC', 'UTC'],
    ['GMT', 'Europe/London'],
    ['EST', 'America/New_York'],
    ['edt', 'America/New_York'],
    ['PST', 'America/Los_Angeles'],
    ['CET', 'Europe/Paris'],
    ['BST', 'Europe/London'],
    ['JST', 'Asia/Tokyo'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['eastern time', 'America/New_York'],
    ['UTC+9', 'Asia/Tokyo'],
    ['GMT-05:00', 'America/New_York'],
  ])('%s finds %s', (query, zone) => {
    expect(find(query)).toContain(zone);
  });

  it('puts the exact city first, before zones that only mention it', () => {
    expect(find('London')[0]).toBe('Europe/London');
    expect(find('Tokyo')).toEqual(['Asia/Tokyo']);
  });

  it('puts the zone people usually mean first when many share an abbreviation', () => {
    expect(find('GMT')[0]).toBe('Europe/London');
    expect(find('GMT').length).toBeGreaterThan(1);
    expect(find('EST')[0]).toBe('America/New_York');
    expect(find('PST')[0]).toBe('America/Los_Angeles');
  });

  it('matches abbreviations exactly, not as fragments of other words', () => {
    expect(find('CET')).not.toContain('America/New_York');
    expect(find('PST')).not.toContain('Europe/Paris');
    expect(find('EST')).not.toContain('America/Los_Angeles');
    expect(find('GMT')).not.toContain('Europe/Paris');
  });

  it('finds nothing for nonsense and everything for an empty query', () => {
    expect(find('zzqx')).toEqual([]);
    expect(find('  ')).toHaveLength(options.length);
  });

  it('labels each zone with its city, id and offset at that instant', () => {
    const label = (zone: string) => options.find((o) => o.value === zone)?.label;
    expect(label('America/New_York')).toBe('New York (America/New_York, UTC\u221205:00)');
    expect(label('UTC')).toBe('UTC (UTC+00:00)');
    const july = timeZoneOptions(new Date('2026-07-20T12:00:00Z'));
    expect(july.find((o) => o.value === 'America/New_York')?.label).toBe(
      'New York (America/New_York, UTC\u221204:00)',
    );
  });
});

describe('formatUtcOffset', () => {
  it.each([
    [0, 'UTC+00:00'],
    [330, 'UTC+05:30'],
    [-300, 'UTC\u221205:00'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });
});
