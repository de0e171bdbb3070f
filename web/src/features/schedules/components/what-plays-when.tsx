import '@mantine/dates/styles.css';
import {
  ActionIcon,
  Alert,
  Group,
  Paper,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { playbackTimeline, scheduleWindowsOn, toWallClock } from '@marquee/protocol';
import type {
  Location,
  PlaybackSnapshot,
  PlaybackTimeline,
  PlayerItem,
  Schedule,
  TimelineSegment,
} from '@marquee/protocol';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { QueryError } from '../../../shared/ui/query-error';
import { usePlayback } from '../api/get-playback';
import { scheduleEffect } from '../lib/schedule-effect';
import { useNow } from '../lib/use-now';
import classes from './timeline.module.css';
import { sourceColor, TimelineTracks } from './timeline-tracks';
import type { ItemRow, ScheduleRow, Source } from './timeline-tracks';

interface WhatPlaysWhenProps {
  locations: Location[];
  schedules: Schedule[];
}

export function WhatPlaysWhen({ locations, schedules }: WhatPlaysWhenProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const location = locations.find((l) => l.id === picked) ?? locations[0];
  const [date, setDate] = useState<string | null>(null);
  const playback = usePlayback(location?.id ?? null);
  const now = useNow(60_000);

  if (!location) return null;
  const today = toWallClock(now, location.timezone).date;
  const day = date ?? today;
  const shift = (days: number) => setDate(dayjs(day).add(days, 'day').format('YYYY-MM-DD'));

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      role="region"
      aria-label="What plays when"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg">
            What plays when
          </Title>
          <Text size="sm" c="dimmed">
            One day at a location, worked out exactly as its screens do: the playlist, each
            item&apos;s own window, live schedules and exclusive takeovers.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <Select
            label="Location"
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            value={String(location.id)}
            onChange={(v) => v && setPicked(Number(v))}
            allowDeselect={false}
            w={220}
          />
          <Group gap={4} align="flex-end" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous day"
              onClick={() => shift(-1)}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
            <DateInput
              label="Day"
              value={day}
              onChange={(v) => v && setDate(v)}
              valueFormat="ddd D MMM YYYY"
              w={170}
              aria-label="Day"
            />
            <ActionIcon variant="default" size="lg" aria-label="Next day" onClick={() => shift(1)}>
              <IconChevronRight size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {playback.isPending ? (
          <Skeleton h={160} />
        ) : playback.isError ? (
          <QueryError error={playback.error} onRetry={() => void playback.refetch()} />
        ) : (
          <DayView
            snapshot={playback.data}
            date={day}
            schedules={schedules}
            now={day === today ? now : null}
          />
        )}
      </Stack>
    </Paper>
  );
}

function DayView({
  snapshot,
  date,
  schedules,
  now,
}: {
  snapshot: PlaybackSnapshot;
  date: string;
  schedules: Schedule[];
  now: number | null;
}) {
  const tz = snapshot.location.timezone;
  // Preview: show what a stopped location would play once started (suspension still wins).
  const timeline = useMemo(
    () =>
      playbackTimeline({
        location: snapshot.location,
        playlist: snapshot.playlist,
        schedules: snapshot.schedules,
        date,
        preview: true,
      }),
    [snapshot, date],
  );
  const scheduleName = (id: number) =>
    schedules.find((s) => s.id === id)?.name ?? `Schedule #${id}`;
  const exclusiveIds = new Set(snapshot.schedules.filter((s) => s.isExclusive).map((s) => s.id));
  const clock = (at: number) => (at >= timeline.end ? '24:00' : toWallClock(at, tz).time);
  const range = (a: number, b: number) => `${clock(a)}–${clock(b)}`;
  const hours = Math.round((timeline.end - timeline.start) / 3_600_000);

  const describe = (s: TimelineSegment<PlayerItem>) => describeSegment(s, scheduleName);
  const screenBars = timeline.segments.map((s) => ({
    start: s.start,
    end: s.end,
    color:
      s.reason === 'exclusive'
        ? sourceColor.exclusive
        : s.reason === 'normal'
          ? s.entries.some((e) => e.scheduleId !== null)
            ? sourceColor.schedule
            : sourceColor.playlist
          : undefined,
    className:
      s.reason === 'empty'
        ? classes.empty
        : s.reason === 'normal' || s.reason === 'exclusive'
          ? undefined
          : classes.off,
    label: `${range(s.start, s.end)} · ${describe(s)}`,
    text: s.reason === 'exclusive' ? scheduleName(s.exclusiveScheduleId!) : segmentShort(s),
    testId: 'timeline-screen-segment',
  }));
  const conflictBars = timeline.conflicts.map((c) => {
    const names = c.scheduleIds.map(scheduleName);
    return {
      start: c.start,
      end: c.end,
      className: classes.conflict,
      label: `${range(c.start, c.end)} · Conflict: ${names.join(' and ')} are both exclusive and overlap. Only ${names.at(-1)} (the newest) plays.`,
      testId: 'timeline-conflict',
    };
  });
  const rows = itemRows(timeline, exclusiveIds, range);
  const playlistIds = snapshot.playlist.map((p) => p.contentId);
  const scheduleRows: ScheduleRow[] = schedules
    .filter((s) => s.locationId === snapshot.location.id)
    .map((s) => {
      const effect = scheduleEffect(s, playlistIds);
      // Inactive schedules show where their window would be, greyed.
      const windows = scheduleWindowsOn({ ...s, isActive: true }, tz, date);
      return {
        scheduleId: s.id,
        name: s.name,
        bars: windows.map(([start, end]) => ({
          start,
          end,
          color:
            s.isActive && !effect.noEffect
              ? sourceColor[s.isExclusive ? 'exclusive' : 'schedule']
              : undefined,
          className: !s.isActive ? classes.off : effect.noEffect ? classes.noEffect : undefined,
          label: `${s.name}: ${range(start, end)}. ${effect.text}`,
          text: effect.noEffect ? 'No effect' : s.isExclusive ? 'Takeover' : 'Adds content',
          testId: 'timeline-schedule-window',
        })),
      };
    });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          Local time in {tz}
          {hours !== 24 &&
            ` · this day has ${hours} hours (clocks go ${hours < 24 ? 'forward' : 'back'})`}
        </Text>
        <Legend />
      </Group>
      {!snapshot.location.isActive && !snapshot.location.isSuspended && (
        <Alert color="gray" variant="light" p="xs">
          <Text size="xs">
            {snapshot.location.name} is stopped: its screens show Display Stopped. This is what they
            will play once it is started.
          </Text>
        </Alert>
      )}
      {timeline.conflicts.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          p="xs"
          title="Conflicting takeovers"
        >
          <Text size="xs">
            {timeline.conflicts
              .map((c) => `${range(c.start, c.end)}: ${c.scheduleIds.map(scheduleName).join(', ')}`)
              .join('; ')}
            . When exclusive schedules overlap, only the most recently created one plays.
          </Text>
        </Alert>
      )}
      <ScrollArea type="auto" offsetScrollbars>
        <TimelineTracks
          timeline={timeline}
          clock={clock}
          screenBars={screenBars}
          conflictBars={conflictBars}
          scheduleRows={scheduleRows}
          rows={rows}
          now={now}
        />
      </ScrollArea>
      <Table verticalSpacing={4} fz="xs" aria-label="Segments of the day">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>Time</Table.Th>
            <Table.Th>What plays</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timeline.segments.map((s) => (
            <Table.Tr key={s.start} data-testid="timeline-segment">
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                {range(s.start, s.end)}
              </Table.Td>
              <Table.Td>{describe(s)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Legend() {
  const swatch = (label: string, style: React.CSSProperties, className?: string) => (
    <Group gap={4} key={label} wrap="nowrap">
      <span
        className={className}
        style={{ width: 14, height: 10, borderRadius: 2, display: 'inline-block', ...style }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
  return (
    <Group gap="sm">
      {swatch('Playlist', { background: sourceColor.playlist })}
      {swatch('Schedule', { background: sourceColor.schedule })}
      {swatch('Exclusive takeover', { background: sourceColor.exclusive })}
      {swatch('Schedule window with no effect', {}, classes.noEffect)}
      {swatch('Conflict', {}, classes.conflict)}
      {swatch('Nothing plays', {}, classes.empty)}
    </Group>
  );
}

function names(s: TimelineSegment<PlayerItem>, pick: (scheduleId: number | null) => boolean) {
  return s.entries.filter((e) => pick(e.scheduleId)).map((e) => e.item.originalName);
}

function describeSegment(
  s: TimelineSegment<PlayerItem>,
  scheduleName: (id: number) => string,
): string {
  switch (s.reason) {
    case 'suspended':
      return 'Nothing: the location is suspended';
    case 'stopped':
      return 'Nothing: the location is stopped';
    case 'empty':
      return 'Nothing: no content is live';
    case 'exclusive': {
      const items = s.entries.map((e) => e.item.originalName);
      return `Takeover by ${scheduleName(s.exclusiveScheduleId!)}: ${items.length ? items.join(', ') : 'no content (blank screen)'}`;
    }
    case 'normal': {
      const parts: string[] = [];
      const fromPlaylist = names(s, (id) => id === null);
      if (fromPlaylist.length) parts.push(`Playlist: ${fromPlaylist.join(', ')}`);
      const ids = [...new Set(s.entries.map((e) => e.scheduleId).filter((id) => id !== null))];
      for (const id of ids)
        parts.push(`${scheduleName(id)}: ${names(s, (x) => x === id).join(', ')}`);
      return parts.join(' · ');
    }
  }
}

function segmentShort(s: TimelineSegment<PlayerItem>): string {
  if (s.reason === 'normal')
    return `${s.entries.length} ${s.entries.length === 1 ? 'item' : 'items'}`;
  if (s.reason === 'empty') return 'Nothing';
  return s.reason === 'stopped' ? 'Stopped' : 'Suspended';
}

/** One row per item that plays at some point of the day, its bars merged across segments. */
function itemRows(
  timeline: PlaybackTimeline<PlayerItem>,
  exclusiveIds: Set<number>,
  range: (a: number, b: number) => string,
): ItemRow[] {
  const rows = new Map<
    number,
    ItemRow & { open: { source: Source; start: number; end: number } | null }
  >();
  for (const s of timeline.segments) {
    for (const e of s.entries) {
      const source: Source =
        e.scheduleId === null
          ? 'playlist'
          : exclusiveIds.has(e.scheduleId)
            ? 'exclusive'
            : 'schedule';
      let row = rows.get(e.contentId);
      if (!row) {
        row = { contentId: e.contentId, name: e.item.originalName, bars: [], open: null };
        rows.set(e.contentId, row);
      }
      if (row.open && row.open.source === source && row.open.end === s.start) row.open.end = s.end;
      else {
        if (row.open) row.bars.push(toBar(row.name, row.open, range));
        row.open = { source, start: s.start, end: s.end };
      }
    }
  }
  return [...rows.values()].map(({ open, ...row }) => ({
    ...row,
    bars: open ? [...row.bars, toBar(row.name, open, range)] : row.bars,
  }));
}

const sourceLabel: Record<Source, string> = {
  playlist: 'from the playlist',
  schedule: 'from a schedule',
  exclusive: 'in an exclusive takeover',
};

function toBar(
  name: string,
  open: { source: Source; start: number; end: number },
  range: (a: number, b: number) => string,
) {
  return {
    start: open.start,
    end: open.end,
    color: sourceColor[open.source],
    label: `${name}: ${range(open.start, open.end)}, ${sourceLabel[open.source]}`,
    testId: 'timeline-item-bar',
  };
}
