import type { Schedule } from '@marquee/protocol';
import type { ScheduleRow } from '../../db/schema/index.js';

export function toSchedule(row: ScheduleRow, contentIds: number[]): Schedule {
  return {
    id: row.id,
    name: row.name,
    locationId: row.locationId,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    daysOfWeek: row.daysOfWeek,
    isRecurring: row.isRecurring,
    isExclusive: row.isExclusive,
    isActive: row.isActive,
    contentIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
