import {
  firstBillingDate,
  MONTHLY_FEE_CENTS,
  type createLocationSchema,
  type updateLocationSchema,
  type z,
} from '@marquee/protocol';
import { notFound } from '../../http/errors.js';
import type { LocationRow, UserRow } from '../../db/schema/index.js';
import type { LocationsRepo } from './locations-repo.js';
import { writableLocation } from './writable-location.js';
import type { EventBus } from '../../events/event-bus.js';

export function locationsService(deps: {
  locations: LocationsRepo;
  events: EventBus;
  /** Told after a location is added or deleted, so the subscription's quantity follows. */
  afterCountChange?: (userId: number) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { events } = deps;
  const missing = () => notFound('Location not found');

  return {
    list: (userId: number) => deps.locations.list(userId),

    async get(userId: number, id: number): Promise<LocationRow> {
      return (await deps.locations.find(userId, id)) ?? Promise.reject(missing());
    },

    async create(
      owner: Pick<UserRow, 'id' | 'trialEndsAt'>,
      input: z.output<typeof createLocationSchema>,
    ): Promise<LocationRow> {
      const created = await deps.locations.insert(owner.id, {
        ...input,
        monthlyFee: MONTHLY_FEE_CENTS,
        nextBillingDate: firstBillingDate(owner.trialEndsAt, now()),
      });
      await deps.afterCountChange?.(owner.id);
      return created;
    },

    async update(
      userId: number,
      id: number,
      patch: z.output<typeof updateLocationSchema>,
    ): Promise<LocationRow> {
      if (Object.keys(patch).length === 0) return this.get(userId, id);
      await writableLocation(deps.locations, userId, id);
      const row = await deps.locations.update(userId, id, patch);
      if (!row) throw missing();
      events.locationChanged(id, 'location', userId);
      return row;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deps.locations.delete(userId, id))) throw missing();
      events.locationChanged(id, 'location', userId);
      await deps.afterCountChange?.(userId);
    },
  };
}
export type LocationsService = ReturnType<typeof locationsService>;
