import { z } from '../zod-messages.js';
import { messages } from '../messages.js';
import { NAME_MAX_LENGTH } from '../constants.js';
import { text } from '../text.js';
import { DAYS_OF_WEEK, parseDay, parseTime } from './wall-clock.js';

export const scheduleMessages = {
  locationRequired: 'Please select a location',
  startDateRequired: 'Start date is required',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  invalidTime: 'Enter a time as HH:MM (24-hour)',
  invalidDay: 'Days must be Monday to Sunday',
  endDateBeforeStart: 'End date must be on or after the start date',
  endsBeforeStart: 'The schedule must end after it starts',
} as const;

const dateString = z.string().refine((v) => parseDay(v) !== null, {
  error: scheduleMessages.invalidDate,
});

const requiredDate = z
  .string()
  .trim()
  .min(1, { error: scheduleMessages.startDateRequired, abort: true })
  .pipe(dateString);

/** Blank, null and missing all mean "no date". */
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(dateString.nullable());

/** 'HH:MM', also accepting the seconds a time input or a database may add (dropped). */
const timeString = z
  .string()
  .trim()
  .refine((v) => parseTime(v) !== null, { error: scheduleMessages.invalidTime })
  .transform((v) => v.slice(0, 5));

const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(timeString.nullable());

const weekdayOrder = (d: (typeof DAYS_OF_WEEK)[number]) => DAYS_OF_WEEK.indexOf(d);

export const dayOfWeekSchema = z.enum(DAYS_OF_WEEK, { error: scheduleMessages.invalidDay });

const scheduleFields = {
  name: text()
    .min(1, { error: messages.nameRequired })
    .max(NAME_MAX_LENGTH, { error: `At most ${NAME_MAX_LENGTH} characters` }),
  // Spec §5: the form sends 0 when no location is picked.
  locationId: z
    .number()
    .int({ error: scheduleMessages.locationRequired })
    .positive({ error: scheduleMessages.locationRequired }),
  startDate: requiredDate,
  endDate: optionalDate,
  startTime: timeString,
  endTime: timeString,
  daysOfWeek: z
    .array(dayOfWeekSchema)
    .transform((days) => [...new Set(days)].sort((a, b) => weekdayOrder(a) - weekdayOrder(b))),
  isRecurring: z.boolean(),
  isExclusive: z.boolean(),
  isActive: z.boolean(),
};

interface WindowFields {
  startDate?: string;
  endDate?: string | null;
  startTime?: string;
  endTime?: string;
  isRecurring?: boolean;
}

/** Cross-field checks, run only on the fields present (an update may send a few). */
function checkWindow(v: WindowFields, ctx: z.RefinementCtx) {
  if (!v.startDate || !v.endDate) return;
  if (v.endDate < v.startDate) {
    ctx.addIssue({
      code: 'custom',
      message: scheduleMessages.endDateBeforeStart,
      path: ['endDate'],
    });
    return;
  }
  // A one-off runs from start date+time to end date+time, so that span must not be empty.
  if (v.isRecurring === false && v.endDate === v.startDate && v.startTime && v.endTime) {
    if (v.endTime <= v.startTime) {
      ctx.addIssue({
        code: 'custom',
        message: scheduleMessages.endsBeforeStart,
        path: ['endTime'],
      });
    }
  }
}

/** POST /api/schedules (spec §7), plus isExclusive for takeovers (DESIGN §4). */
export const createScheduleSchema = z
  .object({
    ...scheduleFields,
    endDate: scheduleFields.endDate.default(null),
    daysOfWeek: scheduleFields.daysOfWeek.default([]),
    isRecurring: scheduleFields.isRecurring.default(false),
    isExclusive: scheduleFields.isExclusive.default(false),
    isActive: scheduleFields.isActive.default(true),
  })
  .superRefine(checkWindow);
export type CreateScheduleInput = z.input<typeof createScheduleSchema>;
export type CreateScheduleRequest = z.output<typeof createScheduleSchema>;

/**
 * PATCH /api/schedules/{id}: any subset. The cross-field checks see only what was sent, so the
 * server should re-check the merged row with `createScheduleSchema` when dates or times change.
 */
export const updateScheduleSchema = z.object(scheduleFields).partial().superRefine(checkWindow);
export type UpdateScheduleInput = z.input<typeof updateScheduleSchema>;
export type UpdateScheduleRequest = z.output<typeof updateScheduleSchema>;

/**
 * PUT /api/content/{id}/schedule: the content item's own window. Turning scheduling off clears
 * the window (spec §4: "when turned off, the schedule is removed").
 */
export const contentScheduleSchema = z
  .object({
    isScheduled: z.boolean(),
    scheduledStartDate: optionalDate.default(null),
    scheduledEndDate: optionalDate.default(null),
    scheduledStartTime: optionalTime.default(null),
    scheduledEndTime: optionalTime.default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.isScheduled) return;
    if (v.scheduledStartDate && v.scheduledEndDate && v.scheduledEndDate < v.scheduledStartDate) {
      ctx.addIssue({
        code: 'custom',
        message: scheduleMessages.endDateBeforeStart,
        path: ['scheduledEndDate'],
      });
    }
  })
  .transform((v) =>
    v.isScheduled
      ? v
      : {
          isScheduled: false,
          scheduledStartDate: null,
          scheduledEndDate: null,
          scheduledStartTime: null,
          scheduledEndTime: null,
        },
  );
export type ContentScheduleInput = z.input<typeof contentScheduleSchema>;
export type ContentScheduleRequest = z.output<typeof contentScheduleSchema>;
