/**
 * Inputs and outputs of the "what plays when" engine (DESIGN §4). Plain, serialisable shapes:
 * the server maps database rows to them and the player receives them over the wire.
 * Dates are 'YYYY-MM-DD', times 'HH:MM' (or 'HH:MM:SS'), instants epoch milliseconds.
 */

/** The location fields the engine reads. */
export interface PlaybackLocation {
  /** IANA name; an unknown name is read as UTC rather than failing. */
  timezone: string;
  isActive: boolean;
  isSuspended: boolean;
}

/**
 * One playlist row, in playlist order, with the content item's own window (spec §3).
 * Null window fields are open-ended: no start date = since forever, no end date = forever,
 * a missing time reads as 00:00, so no times at all = all day.
 */
export interface PlaylistItem<T = unknown> {
  contentId: number;
  item: T;
  isScheduled: boolean;
  scheduledStartDate: string | null;
  scheduledEndDate: string | null;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
}

/** One content item assigned to a schedule, in the schedule's order. */
export interface ScheduledContent<T = unknown> {
  contentId: number;
  item: T;
}

export interface ScheduleInput<T = unknown> {
  id: number;
  isActive: boolean;
  isRecurring: boolean;
  isExclusive: boolean;
  startDate: string;
  /** Null: a recurring schedule never ends; a one-off runs one daily window on startDate. */
  endDate: string | null;
  startTime: string;
  endTime: string;
  /** 'Monday' … 'Sunday' (case-insensitive, 3-letter forms accepted); empty or null = every day. */
  daysOfWeek?: readonly string[] | null;
  /** Epoch ms or an ISO string; the later one wins an exclusive tie. */
  createdAt: number | string;
  items: readonly ScheduledContent<T>[];
}

export interface PlaybackInput<T = unknown> {
  location: PlaybackLocation;
  playlist: readonly PlaylistItem<T>[];
  schedules: readonly ScheduleInput<T>[];
  /** Epoch ms or Date. */
  at: number | Date;
  /** Dashboard preview: plays a stopped location (never a suspended one). */
  preview?: boolean;
}

export type PlaybackReason = 'stopped' | 'suspended' | 'exclusive' | 'normal' | 'empty';

/** Where a playing item came from: scheduleId null means the location's playlist. */
export interface PlaybackEntry<T = unknown> {
  contentId: number;
  item: T;
  scheduleId: number | null;
}

export interface PlaybackState<T = unknown> {
  /** What plays, in order. */
  items: T[];
  /** The same items with their content id and source. */
  entries: PlaybackEntry<T>[];
  reason: PlaybackReason;
  /** The schedule that took over, when reason is 'exclusive'. */
  exclusiveScheduleId: number | null;
}

export interface Playback<T = unknown> extends PlaybackState<T> {
  /**
   * The first instant after `at` at which the answer (items, reason or takeover) differs;
   * null when it never changes (the search looks at least 400 days ahead, then only at the
   * dates where a schedule or content window begins or ends).
   */
  nextChangeAt: number | null;
}

export interface TimelineSegment<T = unknown> extends PlaybackState<T> {
  start: number;
  end: number;
}

/** Two or more exclusive schedules live at once: only the newest plays. */
export interface ScheduleConflict {
  start: number;
  end: number;
  /** Oldest first; the last one is the one that plays. */
  scheduleIds: number[];
}

export interface PlaybackTimeline<T = unknown> {
  date: string;
  /** Local midnight to the next local midnight: 23, 24 or 25 hours. */
  start: number;
  end: number;
  /** Contiguous, in order, covering [start, end); neighbours always differ. */
  segments: TimelineSegment<T>[];
  conflicts: ScheduleConflict[];
}
