import type { EmergencyAlert, EmergencyPreset } from '@marquee/protocol';
import type { EmergencyAlertRow, EmergencyPresetRow } from '../../db/schema/index.js';

export const toEmergencyAlert = (row: EmergencyAlertRow): EmergencyAlert => ({
  id: row.id,
  message: row.message,
  severity: row.severity,
  locationIds: row.locationIds,
  startedAt: row.startedAt.toISOString(),
  startedBy: row.startedByEmail,
});

export const toEmergencyPreset = (row: EmergencyPresetRow): EmergencyPreset => ({
  id: row.id,
  message: row.message,
  severity: row.severity,
});
