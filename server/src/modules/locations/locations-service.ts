import {
  BILLING_PERIOD_DAYS,
  MONTHLY_FEE_CENTS,
  type createLocationSchema,
  type updateLocationSchema,
  type z,
} from '@marquee/protocol';
import { notFound } from '../../http/errors.js';
import type { LocationRow } from '../../db/schema/index.js';
import type { LocationsRepo } from './locations-repo.js';
import { silentPlaybackEvents, type PlaybackEvents } from '../playback/playback-events.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function locationsService(deps: {
  locations: LocationsRepo;
  events?: PlaybackEvents;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const events = deps.events ?? silentPlaybackEvents;
  const missing = () => notFound('Location not found');

  return {
    list: (userId: number) => deps.locations.list(userId),

    async get(userId: number, id: number): Promise<LocationRow> {
      return (await deps.locations.find(userId, id)) ?? Promise.reject(missing());
    },

    create(userId: number, input: z.output<typeof createLocationSchema>): Promise<LocationRow> {
      return deps.locations.insert(userId, {
        ...input,
        monthlyFee: MONTHLY_FEE_CENTS,
        nextBillingDate: new Date(now().getTime() + BILLING_PERIOD_DAYS * DAY_MS),
      });
    },

    async update(
      userId: number,
      id: number,
      patch: z.output<typeof updateLocationSchema>,
    ): Promise<LocationRow> {
      if (Object.keys(patch).length === 0) return this.get(userId, id);
      const row = await deps.locations.update(userId, id, patch);
      if (!row) throw missing();
      events.locationChanged(id);
      return row;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deps.locations.delete(userId, id))) throw missing();
      events.locationChanged(id);
    },
  };
}
export type LocationsService = ReturnType<typeof locationsService>;
