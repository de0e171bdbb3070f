import {
  EMERGENCY_PRESETS_MAX,
  type EmergencyState,
  type emergencyPresetSchema,
  type startEmergencySchema,
  type z,
} from '@marquee/protocol';
import { badRequest, notFound } from '../../http/errors.js';
import type { UserRow } from '../../db/schema/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { LocationsRepo } from '../locations/index.js';
import type { UsersRepo } from '../auth/index.js';
import type { AuditRepo } from '../admin/index.js';
import type { EmergencyRepo } from './emergency-repo.js';
import { toEmergencyAlert, toEmergencyPreset } from './emergency-view.js';

/** Who starts or clears: the account's owner, or an admin acting for it from the back office. */
export type EmergencyActor = Pick<UserRow, 'id' | 'email'>;

/**
 * Alerts that replace everything on an account's screens until cleared, and the messages staged
 * for them. Every start and clear is audited, and every change is published per location so the
 * screens fetch a snapshot that carries it.
 */
export function emergencyService(deps: {
  emergency: EmergencyRepo;
  locations: Pick<LocationsRepo, 'list'>;
  users: Pick<UsersRepo, 'findById'>;
  audit: Pick<AuditRepo, 'insert'>;
  events: EventBus;
  now?: () => Date;
}) {
  const { emergency, events } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every location named must be the owner's: someone else's id looks like a missing one. */
  async function checkedLocations(ownerId: number, ids: number[] | null): Promise<number[]> {
    const owned = (await deps.locations.list(ownerId)).map((l) => l.id);
    if (ids === null) return owned;
    const unknown = ids.filter((id) => !owned.includes(id));
    if (unknown.length) throw notFound('Location not found');
    return [...new Set(ids)];
  }

  const tell = (ownerId: number, locationIds: number[]) => {
    for (const id of locationIds) events.locationChanged(id, 'emergency', ownerId);
    events.emergencyChanged(ownerId);
  };

  async function audit(
    actor: EmergencyActor,
    action: 'emergency.start' | 'emergency.clear',
    alertId: number,
    after: unknown,
  ) {
    await deps.audit.insert({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: 'emergency_alert',
      targetId: alertId,
      before: null,
      after,
    });
  }

  return {
    /** The back office acts for an account that must exist. */
    async requireAccount(ownerId: number): Promise<void> {
      if (!(await deps.users.findById(ownerId))) throw notFound('User not found');
    },

    async state(ownerId: number): Promise<EmergencyState> {
      const [active, presets] = await Promise.all([
        emergency.active(ownerId),
        emergency.presets(ownerId),
      ]);
      return { active: active.map(toEmergencyAlert), presets: presets.map(toEmergencyPreset) };
    },

    async start(
      actor: EmergencyActor,
      ownerId: number,
      input: z.output<typeof startEmergencySchema>,
    ) {
      const affected = await checkedLocations(ownerId, input.locationIds);
      const row = await emergency.insert(ownerId, {
        message: input.message,
        severity: input.severity,
        locationIds: input.locationIds === null ? null : affected,
        startedByEmail: actor.email,
      });
      await audit(actor, 'emergency.start', row.id, {
        accountId: ownerId,
        message: row.message,
        severity: row.severity,
        locationIds: row.locationIds,
      });
      tell(ownerId, affected);
      return toEmergencyAlert(row);
    },

    async clear(actor: EmergencyActor, ownerId: number, alertId: number) {
      const row = await emergency.clear(ownerId, alertId, actor.email, now());
      if (!row) throw notFound('No active alert with that id');
      await audit(actor, 'emergency.clear', row.id, {
        accountId: ownerId,
        message: row.message,
        locationIds: row.locationIds,
      });
      tell(ownerId, await checkedLocations(ownerId, null));
      return toEmergencyAlert(row);
    },

    async addPreset(ownerId: number, input: z.output<typeof emergencyPresetSchema>) {
      if ((await emergency.presets(ownerId)).length >= EMERGENCY_PRESETS_MAX)
        throw badRequest(`At most ${EMERGENCY_PRESETS_MAX} pre-staged messages (Ctrl+Alt+1…9)`);
      const row = await emergency.insertPreset(ownerId, input);
      // Screens cache the staged messages from their snapshot, so they must hear of the change.
      tell(ownerId, await checkedLocations(ownerId, null));
      return toEmergencyPreset(row);
    },

    async removePreset(ownerId: number, presetId: number): Promise<void> {
      if (!(await emergency.deletePreset(ownerId, presetId)))
        throw notFound('Pre-staged message not found');
      tell(ownerId, await checkedLocations(ownerId, null));
    },
  };
}
export type EmergencyService = ReturnType<typeof emergencyService>;
