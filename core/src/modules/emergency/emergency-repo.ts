import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { EmergencySeverity } from '@marquee/protocol';
import type { Db } from '../../db/client.js';
import {
  emergencyAlerts,
  emergencyPresets,
  type EmergencyAlertRow,
  type EmergencyPresetRow,
} from '../../db/schema/index.js';

export interface NewAlert {
  message: string;
  severity: EmergencySeverity;
  locationIds: number[] | null;
  startedByEmail: string;
}

/** The only writer of `emergency_alerts` and `emergency_presets`; every query names the owner. */
export function emergencyRepo(db: Db) {
  const active = (userId: number) =>
    and(eq(emergencyAlerts.userId, userId), isNull(emergencyAlerts.clearedAt));
  return {
    active: (userId: number): Promise<EmergencyAlertRow[]> =>
      db
        .select()
        .from(emergencyAlerts)
        .where(active(userId))
        .orderBy(desc(emergencyAlerts.startedAt), desc(emergencyAlerts.id)),

    async insert(userId: number, alert: NewAlert): Promise<EmergencyAlertRow> {
      const [row] = await db
        .insert(emergencyAlerts)
        .values({ ...alert, userId })
        .returning();
      return row!;
    },

    /** Clears an active alert; undefined when there is none by that id for this owner. */
    async clear(
      userId: number,
      id: number,
      clearedByEmail: string,
      at: Date,
    ): Promise<EmergencyAlertRow | undefined> {
      const [row] = await db
        .update(emergencyAlerts)
        .set({ clearedAt: at, clearedByEmail })
        .where(and(active(userId), eq(emergencyAlerts.id, id)))
        .returning();
      return row;
    },

    presets: (userId: number): Promise<EmergencyPresetRow[]> =>
      db
        .select()
        .from(emergencyPresets)
        .where(eq(emergencyPresets.userId, userId))
        .orderBy(asc(emergencyPresets.id)),

    async insertPreset(
      userId: number,
      preset: { message: string; severity: EmergencySeverity },
    ): Promise<EmergencyPresetRow> {
      const [row] = await db
        .insert(emergencyPresets)
        .values({ ...preset, userId })
        .returning();
      return row!;
    },

    async deletePreset(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(emergencyPresets)
        .where(and(eq(emergencyPresets.userId, userId), eq(emergencyPresets.id, id)))
        .returning({ id: emergencyPresets.id });
      return rows.length > 0;
    },
  };
}
export type EmergencyRepo = ReturnType<typeof emergencyRepo>;
