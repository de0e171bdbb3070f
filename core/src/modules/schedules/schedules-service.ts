import {
  createScheduleSchema,
  type CreateScheduleRequest,
  type Schedule,
  type UpdateScheduleRequest,
} from '@marquee/protocol';
import { conflict, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { ScheduleRow } from '../../db/schema/index.js';
import type { LocationsRepo } from '../locations/index.js';
import { writableLocation } from '../locations/index.js';
import type { PlaylistRepo } from '../playlists/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { SchedulesRepo } from './schedules-repo.js';
import { toSchedule } from './schedule-view.js';

export function schedulesService(deps: {
  schedules: SchedulesRepo;
  locations: LocationsRepo;
  playlist: PlaylistRepo;
  events: EventBus;
}) {
  const missing = () => notFound('Schedule not found');

  async function owned(userId: number, id: number): Promise<ScheduleRow> {
    return (await deps.schedules.find(userId, id)) ?? Promise.reject(missing());
  }
  async function view(userId: number, row: ScheduleRow): Promise<Schedule> {
    const ids = await deps.schedules.contentIds(userId, [row.id]);
    return toSchedule(row, ids.get(row.id) ?? []);
  }

  return {
    async list(userId: number): Promise<Schedule[]> {
      const rows = await deps.schedules.list(userId);
      const ids = await deps.schedules.contentIds(
        userId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toSchedule(r, ids.get(r.id) ?? []));
    },

    async get(userId: number, id: number): Promise<Schedule> {
      return view(userId, await owned(userId, id));
    },

    async create(userId: number, input: CreateScheduleRequest): Promise<Schedule> {
      await writableLocation(deps.locations, userId, input.locationId);
      const row = await deps.schedules.insert(userId, input);
      deps.events.locationChanged(row.locationId, 'schedule', userId);
      return view(userId, row);
    },

    /** A partial update is checked again as a whole, so an end can never slip before its start. */
    async update(userId: number, id: number, patch: UpdateScheduleRequest): Promise<Schedule> {
      const before = await owned(userId, id);
      const merged = parse(createScheduleSchema, { ...before, ...patch });
      await writableLocation(deps.locations, userId, before.locationId);
      if (merged.locationId !== before.locationId)
        await writableLocation(deps.locations, userId, merged.locationId);
      const row = await deps.schedules.update(userId, id, merged);
      if (!row) throw missing();
      deps.events.locationChanged(before.locationId, 'schedule', userId);
      if (row.locationId !== before.locationId)
        deps.events.locationChanged(row.locationId, 'schedule', userId);
      return view(userId, row);
    },

    async remove(userId: number, id: number): Promise<void> {
      const row = await deps.schedules.delete(userId, id);
      if (!row) throw missing();
      deps.events.locationChanged(row.locationId, 'schedule', userId);
    },

    async assign(userId: number, scheduleId: number, contentId: number): Promise<void> {
      const schedule = await owned(userId, scheduleId);
      await writableLocation(deps.locations, userId, schedule.locationId);
      if (!(await deps.playlist.ownedContent(userId, [contentId])).has(contentId))
        throw notFound('Content not found');
      const outcome = await deps.schedules.assign(userId, scheduleId, contentId);
      if (outcome === 'missing') throw missing();
      if (outcome === 'duplicate')
        throw conflict('This content is already assigned to the schedule');
      deps.events.locationChanged(schedule.locationId, 'schedule', userId);
    },

    async unassign(userId: number, scheduleId: number, contentId: number): Promise<void> {
      const schedule = await owned(userId, scheduleId);
      await writableLocation(deps.locations, userId, schedule.locationId);
      if (!(await deps.schedules.unassign(userId, scheduleId, contentId)))
        throw notFound('Assignment not found');
      deps.events.locationChanged(schedule.locationId, 'schedule', userId);
    },
  };
}
export type SchedulesService = ReturnType<typeof schedulesService>;
