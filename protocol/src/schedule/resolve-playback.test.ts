import { describe, expect, it } from 'vitest';
import { resolvePlayback } from './resolve-playback.js';
import type { PlaybackInput, PlaylistItem, ScheduleInput } from './types.js';
import { fromWallClock } from './wall-clock.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);

function item(
  contentId: number,
  window: Partial<Omit<PlaylistItem<string>, 'contentId' | 'item'>> = {},
): PlaylistItem<string> {
  return {
    contentId,
    item: `c${contentId}`,
    isScheduled: Object.keys(window).length > 0,
    scheduledStartDate: null,
    scheduledEndDate: null,
    scheduledStartTime: null,
    scheduledEndTime: null,
    ...window,
  };
}

function schedule(
  id: number,
  fields: Partial<Omit<ScheduleInput<string>, 'items'>> & { items?: number[] } = {},
): ScheduleInput<string> {
  const { items = [100 + id], ...rest } = fields;
  return {
    id,
    isActive: true,
    isRecurring: true,
    isExclusive: false,
    startDate: '2020-01-01',
    endDate: null,
    startTime: '00:00',
    endTime: '00:00',
    daysOfWeek: [],
    createdAt: id,
    ...rest,
    items: items.map((contentId) => ({ contentId, item: `c${contentId}` })),
  };
}

function setup(
  timezone: string,
  playlist: PlaylistItem<string>[],
  schedules: ScheduleInput<string>[] = [],
  location: Partial<PlaybackInput['location']> = {},
) {
  const input = (at: number, preview?: boolean): PlaybackInput<string> => ({
    location: { timezone, isActive: true, isSuspended: false, ...location },
    playlist,
    schedules,
    at,
    preview,
  });
  const local = (date: string, time: string) => fromWallClock(date, time, timezone);
  return {
    local,
    run: (at: number, preview?: boolean) => resolvePlayback(input(at, preview)),
    items: (date: string, time: string) => resolvePlayback(input(local(date, time))).items,
    next: (date: string, time: string) => resolvePlayback(input(local(date, time))).nextChangeAt,
  };
}

describe('location state', () => {
  const playlist = [item(1), item(2)];
  it('plays nothing when stopped, except in preview', () => {
    const { run } = setup('UTC', playlist, [], { isActive: false });
    expect(run(utc('2026-05-01T12:00'))).toEqual({
      items: [],
      entries: [],
      reason: 'stopped',
      exclusiveScheduleId: null,
      nextChangeAt: null,
    });
    expect(run(utc('2026-05-01T12:00'), true).items).toEqual(['c1', 'c2']);
  });

  it('plays nothing when suspended, even in preview', () => {
    const { run } = setup('UTC', playlist, [schedule(1, { isExclusive: true })], {
      isSuspended: true,
    });
    expect(run(utc('2026-05-01T12:00'), true)).toMatchObject({ items: [], reason: 'suspended' });
  });

  it("says 'empty' when nothing is admitted and never changes without windows", () => {
    expect(setup('UTC', []).run(0)).toMatchObject({ reason: 'empty', nextChangeAt: null });
    const { run } = setup('UTC', [item(1)], [schedule(1, { isActive: false })]);
    expect(run(0)).toMatchObject({ items: ['c1'], reason: 'normal', nextChangeAt: null });
  });
});

describe('order and de-duplication', () => {
  it('plays the playlist in order, then schedules oldest first, each content id once', () => {
    const { run } = setup(
      'UTC',
      [item(1), item(2), item(3)],
      [
        schedule(7, { createdAt: '2026-02-01T00:00:00Z', items: [5, 1] }),
        schedule(9, { createdAt: '2026-01-01T00:00:00Z', items: [3, 4, 4] }),
      ],
    );
    const r = run(utc('2026-05-01T12:00'));
    expect(r.items).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(r.entries.map((e) => e.scheduleId)).toEqual([null, null, null, 9, 7]);
  });
});

describe('daylight saving: windows stay on the wall clock', () => {
  const nine = item(1, { scheduledStartTime: '09:00', scheduledEndTime: '17:00' });

  it.each([
    ['America/New_York', '2026-03-08', '2026-03-08T13:00', '2026-03-08T21:00'],
    ['America/New_York', '2026-11-01', '2026-11-01T14:00', '2026-11-01T22:00'],
    ['Europe/London', '2026-03-29', '2026-03-29T08:00', '2026-03-29T16:00'],
    ['Europe/London', '2026-10-25', '2026-10-25T09:00', '2026-10-25T17:00'],
    ['Australia/Sydney', '2026-04-05', '2026-04-04T23:00', '2026-04-05T07:00'],
    ['Australia/Sydney', '2026-10-04', '2026-10-03T22:00', '2026-10-04T06:00'],
  ])('%s on %s: 09:00–17:00 is %s–%sZ', (zone, date, from, to) => {
    const { run, local } = setup(zone, [nine]);
    expect(run(utc(from) - 1)).toMatchObject({ items: [], nextChangeAt: utc(from) });
    expect(run(utc(from))).toMatchObject({ items: ['c1'], nextChangeAt: utc(to) });
    // From the evening before, the next change is the same 09:00, across the transition.
    const eve = local(date, '00:00') - 3 * 3600_000;
    expect(run(eve).nextChangeAt).toBe(utc(from));
  });

  it('New York spring forward: a window inside the gap is empty, one across it shrinks', () => {
    const { run } = setup('America/New_York', [
      item(1, { scheduledStartTime: '02:00', scheduledEndTime: '02:30' }),
      item(2, { scheduledStartTime: '01:00', scheduledEndTime: '03:00' }),
    ]);
    // 01:00 EST = 06:00Z; 03:00 EDT = 07:00Z: one real hour.
    expect(run(utc('2026-03-08T05:59')).nextChangeAt).toBe(utc('2026-03-08T06:00'));
    expect(run(utc('2026-03-08T06:00'))).toMatchObject({
      items: ['c2'],
      nextChangeAt: utc('2026-03-08T07:00'),
    });
    expect(run(utc('2026-03-08T07:00')).items).toEqual([]);
    // The next day both play as usual.
    expect(run(utc('2026-03-08T07:00')).nextChangeAt).toBe(utc('2026-03-09T05:00'));
  });

  it('New York fall back: times in the repeated hour mean their first occurrence', () => {
    const { run } = setup('America/New_York', [
      item(1, { scheduledStartTime: '00:00', scheduledEndTime: '01:30' }),
      item(2, { scheduledStartTime: '01:30', scheduledEndTime: '03:00' }),
    ]);
    // 01:30 EDT = 05:30Z; the second 01:15 (EST) = 06:15Z belongs to item 2's window.
    expect(run(utc('2026-11-01T05:29')).items).toEqual(['c1']);
    expect(run(utc('2026-11-01T05:29')).nextChangeAt).toBe(utc('2026-11-01T05:30'));
    expect(run(utc('2026-11-01T06:15')).items).toEqual(['c2']);
    expect(run(utc('2026-11-01T06:15')).nextChangeAt).toBe(utc('2026-11-01T08:00'));
  });

  it('London: a schedule over the October night runs one hour longer in real time', () => {
    const { run } = setup(
      'Europe/London',
      [],
      [schedule(1, { startTime: '00:30', endTime: '03:00' })],
    );
    expect(run(utc('2026-10-24T23:30'))).toMatchObject({
      items: ['c101'],
      nextChangeAt: utc('2026-10-25T03:00'),
    });
  });

  it('Sydney: a recurring window across the April fall-back', () => {
    const { run } = setup(
      'Australia/Sydney',
      [],
      [schedule(1, { startTime: '02:00', endTime: '04:00', daysOfWeek: ['Sunday'] })],
    );
    // 02:00 AEDT = 15:00Z Saturday; 04:00 AEST = 18:00Z: three real hours.
    expect(run(utc('2026-04-04T15:00'))).toMatchObject({
      items: ['c101'],
      nextChangeAt: utc('2026-04-04T18:00'),
    });
    // Next Sunday, with no transition, back to two hours (+10:00).
    expect(run(utc('2026-04-04T18:00')).nextChangeAt).toBe(utc('2026-04-11T16:00'));
  });
});

describe('windows crossing midnight', () => {
  it('belong to the day they start on, for weekdays and date ranges', () => {
    const { items } = setup(
      'UTC',
      [],
      [
        schedule(1, {
          startDate: '2026-01-02',
          endDate: '2026-01-16',
          daysOfWeek: ['Friday'],
          startTime: '22:00',
          endTime: '02:00',
        }),
      ],
    );
    expect(items('2026-01-02', '21:59')).toEqual([]);
    expect(items('2026-01-02', '22:00')).toEqual(['c101']);
    expect(items('2026-01-03', '01:00')).toEqual(['c101']); // Saturday, from Friday
    expect(items('2026-01-03', '02:00')).toEqual([]);
    expect(items('2026-01-03', '22:30')).toEqual([]); // Saturday evening
    expect(items('2026-01-08', '23:00')).toEqual([]); // Thursday
    expect(items('2026-01-17', '01:59')).toEqual(['c101']); // past endDate, from its Friday
    expect(items('2026-01-23', '23:00')).toEqual([]);
  });

  it("do not start on the day before a content item's start date", () => {
    const { items, next } = setup('Europe/London', [
      item(1, {
        scheduledStartDate: '2026-06-10',
        scheduledStartTime: '22:00',
        scheduledEndTime: '06:00',
      }),
    ]);
    expect(items('2026-06-10', '01:00')).toEqual([]);
    expect(items('2026-06-10', '23:00')).toEqual(['c1']);
    expect(items('2026-06-11', '05:59')).toEqual(['c1']);
    expect(next('2026-06-11', '05:00')).toBe(fromWallClock('2026-06-11', '06:00', 'Europe/London'));
  });

  it('treat equal start and end as all day', () => {
    const { items, next } = setup(
      'UTC',
      [],
      [schedule(1, { startTime: '09:00', endTime: '09:00', daysOfWeek: ['Monday'] })],
    );
    expect(items('2026-01-05', '00:00')).toEqual(['c101']);
    expect(items('2026-01-05', '23:59')).toEqual(['c101']);
    expect(next('2026-01-05', '08:00')).toBe(utc('2026-01-06T00:00'));
  });
});

describe('open-ended ranges', () => {
  it('no dates means since forever and forever', () => {
    const { items, next } = setup('UTC', [
      item(1, { scheduledStartTime: '09:00', scheduledEndTime: '10:00' }),
      item(2, { scheduledStartDate: '2026-03-01' }),
      item(3, { scheduledEndDate: '2026-03-01' }),
    ]);
    expect(items('1999-12-31', '09:30')).toEqual(['c1', 'c3']);
    expect(items('2099-12-31', '09:30')).toEqual(['c1', 'c2']);
    expect(items('2026-03-01', '23:59')).toEqual(['c2', 'c3']);
    expect(next('2026-03-01', '12:00')).toBe(utc('2026-03-02T00:00'));
  });

  it('a missing time reads as midnight: from 09:00 to the end of the day', () => {
    const { items } = setup('UTC', [item(1, { scheduledStartTime: '09:00' })]);
    expect(items('2026-03-01', '08:59')).toEqual([]);
    expect(items('2026-03-01', '23:59')).toEqual(['c1']);
  });

  it('a one-off without an end date runs one window on its start date', () => {
    const { items } = setup(
      'UTC',
      [],
      [
        schedule(1, {
          isRecurring: false,
          startDate: '2026-03-01',
          startTime: '22:00',
          endTime: '01:00',
        }),
      ],
    );
    expect(items('2026-03-01', '23:00')).toEqual(['c101']);
    expect(items('2026-03-02', '00:30')).toEqual(['c101']);
    expect(items('2026-03-02', '23:00')).toEqual([]);
  });

  it('finds a change years ahead, past the dense horizon', () => {
    const { next } = setup(
      'America/New_York',
      [item(1)],
      [
        schedule(1, {
          isRecurring: false,
          startDate: '2030-07-04',
          endDate: '2030-07-05',
          startTime: '12:00',
          endTime: '12:00',
        }),
      ],
    );
    expect(next('2026-01-01', '00:00')).toBe(
      fromWallClock('2030-07-04', '12:00', 'America/New_York'),
    );
  });
});

describe('day-of-week filters', () => {
  const { items, next } = setup(
    'Europe/London',
    [],
    [
      schedule(1, {
        daysOfWeek: ['Monday', 'tuesday', 'Wed', 'Thursday', 'Friday'],
        startTime: '09:00',
        endTime: '17:00',
      }),
    ],
  );
  it('play on the listed days only', () => {
    expect(items('2026-01-05', '10:00')).toEqual(['c101']); // Monday
    expect(items('2026-01-09', '16:59')).toEqual(['c101']); // Friday
    expect(items('2026-01-10', '10:00')).toEqual([]); // Saturday
    expect(next('2026-01-09', '17:00')).toBe(utc('2026-01-12T09:00'));
  });

  it('are ignored by one-off schedules, and unknown names select no day', () => {
    const once = setup(
      'UTC',
      [],
      [
        schedule(1, {
          isRecurring: false,
          daysOfWeek: ['Monday'],
          startDate: '2026-01-10',
          endDate: '2026-01-11',
          startTime: '09:00',
          endTime: '09:00',
        }),
        schedule(2, { daysOfWeek: ['Caturday'] }),
      ],
    );
    expect(once.items('2026-01-10', '12:00')).toEqual(['c101']);
    expect(once.items('2026-01-11', '09:00')).toEqual([]);
  });
});

describe('exclusive schedules', () => {
  const playlist = [item(1), item(2)];
  const sale = schedule(1, {
    isExclusive: true,
    isRecurring: false,
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startTime: '09:00',
    endTime: '18:00',
    createdAt: '2026-11-01T00:00:00Z',
    items: [5, 6],
  });
  const alarm = schedule(2, {
    isExclusive: true,
    startDate: '2026-12-02',
    endDate: '2026-12-02',
    startTime: '12:00',
    endTime: '13:00',
    createdAt: '2026-11-20T00:00:00Z',
    items: [9],
  });
  const extra = schedule(3, { items: [7] });

  it('replace everything while live, and the newest wins a tie', () => {
    const { run, local } = setup('America/New_York', playlist, [alarm, sale, extra]);
    expect(run(local('2026-12-01', '08:59'))).toMatchObject({
      items: ['c1', 'c2', 'c7'],
      reason: 'normal',
      nextChangeAt: local('2026-12-01', '09:00'),
    });
    expect(run(local('2026-12-02', '11:00'))).toMatchObject({
      items: ['c5', 'c6'],
      reason: 'exclusive',
      exclusiveScheduleId: 1,
      nextChangeAt: local('2026-12-02', '12:00'),
    });
    expect(run(local('2026-12-02', '12:30'))).toMatchObject({
      items: ['c9'],
      exclusiveScheduleId: 2,
      nextChangeAt: local('2026-12-02', '13:00'),
    });
    expect(run(local('2026-12-03', '17:00')).nextChangeAt).toBe(local('2026-12-03', '18:00'));
  });

  it('break a creation-time tie by the higher id', () => {
    const a = { ...alarm, id: 8, createdAt: 5 };
    const b = { ...alarm, id: 4, createdAt: 5, items: [{ contentId: 3, item: 'c3' }] };
    const { items } = setup('UTC', [], [a, b]);
    expect(items('2026-12-02', '12:00')).toEqual(['c9']);
  });

  it('take over even with no items yet, and never when inactive', () => {
    const empty = { ...sale, items: [] };
    expect(setup('UTC', playlist, [empty]).run(utc('2026-12-02T10:00'))).toMatchObject({
      items: [],
      reason: 'exclusive',
      exclusiveScheduleId: 1,
    });
    expect(
      setup('UTC', playlist, [{ ...sale, isActive: false }]).items('2026-12-02', '10:00'),
    ).toEqual(['c1', 'c2']);
  });
});

describe('leap days', () => {
  it('2028-02-29 is a Tuesday and a day of its own', () => {
    const { items, next } = setup(
      'Australia/Sydney',
      [item(1, { scheduledEndDate: '2028-02-29' })],
      [schedule(1, { startDate: '2028-02-29', endDate: '2028-02-29', daysOfWeek: ['Tuesday'] })],
    );
    expect(items('2028-02-28', '12:00')).toEqual(['c1']);
    expect(items('2028-02-29', '12:00')).toEqual(['c1', 'c101']);
    expect(items('2028-03-01', '00:00')).toEqual([]);
    expect(next('2028-02-29', '12:00')).toBe(
      fromWallClock('2028-03-01', '00:00', 'Australia/Sydney'),
    );
  });

  it('an overnight range runs through the leap day', () => {
    const { items } = setup(
      'UTC',
      [],
      [
        schedule(1, {
          startDate: '2028-02-28',
          endDate: '2028-03-01',
          startTime: '23:00',
          endTime: '01:00',
        }),
      ],
    );
    expect(items('2028-02-29', '00:30')).toEqual(['c101']);
    expect(items('2028-03-02', '00:30')).toEqual(['c101']);
    expect(items('2028-03-02', '01:00')).toEqual([]);
  });
});

describe('bad data', () => {
  it('malformed windows never play; an unknown zone reads as UTC', () => {
    const { items } = setup(
      'Mars/Olympus',
      [item(1, { scheduledStartDate: '2026-13-01' }), item(2)],
      [schedule(1, { startTime: '9am' })],
    );
    expect(items('2026-03-01', '12:00')).toEqual(['c2']);
    expect(() =>
      resolvePlayback({
        location: { timezone: 'UTC', isActive: true, isSuspended: false },
        playlist: [],
        schedules: [],
        at: NaN,
      }),
    ).toThrow(RangeError);
  });
});
