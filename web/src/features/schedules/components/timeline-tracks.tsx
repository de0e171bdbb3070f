import { Text, Tooltip } from '@mantine/core';
import type { PlaybackTimeline, PlayerItem } from '@marquee/protocol';
import { Fragment } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import classes from './timeline.module.css';

const HOUR_MS = 3_600_000;

export type Source = 'playlist' | 'schedule' | 'exclusive';

export const sourceColor: Record<Source, string> = {
  playlist: 'var(--mantine-color-indigo-5)',
  schedule: 'var(--mantine-color-teal-5)',
  exclusive: 'var(--mantine-color-orange-6)',
};

interface Bar {
  start: number;
  end: number;
  color?: string;
  className?: string;
  label: ReactNode;
  text?: string;
  testId?: string;
}

export interface ItemRow {
  contentId: number;
  name: string;
  bars: Bar[];
}

/** A schedule's windows that day, drawn whether or not they change what plays. */
export interface ScheduleRow {
  scheduleId: number;
  name: string;
  bars: Bar[];
}

interface TimelineTracksProps {
  timeline: PlaybackTimeline<PlayerItem>;
  /** Local wall-clock 'HH:MM' of an instant in the location's zone. */
  clock: (at: number) => string;
  screenBars: Bar[];
  conflictBars: Bar[];
  scheduleRows: ScheduleRow[];
  rows: ItemRow[];
  now: number | null;
}

/**
 * The day as horizontal tracks, positioned by elapsed time so a 23- or 25-hour day keeps
 * every hour the same width (the repeated or skipped hour shows in the tick labels).
 */
export function TimelineTracks({
  timeline,
  clock,
  screenBars,
  conflictBars,
  scheduleRows,
  rows,
  now,
}: TimelineTracksProps) {
  const span = timeline.end - timeline.start;
  const pct = (t: number) => `${((t - timeline.start) / span) * 100}%`;
  const width = (a: number, b: number) => `${((b - a) / span) * 100}%`;
  const hours = Math.round(span / HOUR_MS);
  const ticks = Array.from({ length: hours }, (_, k) => timeline.start + k * HOUR_MS);

  const track = (bars: Bar[], extra?: ReactNode) => (
    <div className={classes.track}>
      {ticks.map((t) => (
        <span key={t} className={classes.gridline} style={{ left: pct(t) }} />
      ))}
      {bars.map((b) => (
        <Tooltip
          key={`${b.start}-${b.end}`}
          label={b.label}
          multiline
          maw={320}
          withArrow
          openDelay={80}
        >
          <div
            className={`${classes.bar} ${b.className ?? ''}`}
            style={
              {
                left: pct(b.start),
                width: width(b.start, b.end),
                background: b.color,
              } as CSSProperties
            }
            data-testid={b.testId}
            tabIndex={0}
            aria-label={typeof b.label === 'string' ? b.label : undefined}
          >
            {b.text && <span className={classes.barText}>{b.text}</span>}
          </div>
        </Tooltip>
      ))}
      {extra}
    </div>
  );

  const nowLine =
    now !== null && now >= timeline.start && now < timeline.end ? (
      <span className={classes.now} style={{ left: pct(now) }} aria-hidden />
    ) : null;

  return (
    <div className={classes.grid}>
      <div className={classes.label} />
      <div className={classes.ticks} aria-hidden>
        {ticks.map((t, k) => (
          <span key={t} className={classes.tick} style={{ left: pct(t) }}>
            {k % 2 === 0 || hours <= 12 ? clock(t).slice(0, 2) : ''}
          </span>
        ))}
        <span className={classes.tick} style={{ left: '100%' }}>
          24
        </span>
      </div>

      <Text size="xs" fw={700} className={classes.label}>
        Screen
      </Text>
      {track(screenBars, nowLine)}

      {conflictBars.length > 0 && (
        <>
          <Text size="xs" fw={700} c="red.8" className={classes.label}>
            Conflicts
          </Text>
          {track(conflictBars)}
        </>
      )}

      {scheduleRows.map((row) => (
        <Fragment key={`schedule-${row.scheduleId}`}>
          <Text size="xs" fw={600} className={classes.label} truncate="end" title={row.name}>
            {row.name}
          </Text>
          {track(row.bars)}
        </Fragment>
      ))}

      {rows.map((row) => (
        <Fragment key={row.contentId}>
          <Text size="xs" className={classes.label} truncate="end" title={row.name}>
            {row.name}
          </Text>
          {track(row.bars)}
        </Fragment>
      ))}
    </div>
  );
}
