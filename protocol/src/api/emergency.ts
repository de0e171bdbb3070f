import { z } from '../zod-messages.js';
import {
  emergencyAlertSchema,
  emergencyPresetSchema,
  emergencyPresetViewSchema,
  emergencyStateSchema,
  startEmergencySchema,
} from '../emergency.js';
import { defineRoute } from './define-route.js';
import { idParam, idParams } from './path-params.js';

const tag = 'Emergency';
const noAlert = 'No active alert with that id';
const noUser = 'User not found';

/**
 * The owner's emergency panel under /api/emergency, and the same panel for an admin acting for
 * an account under /api/admin/users/:id/emergency.
 */
export const emergencyApi = {
  state: defineRoute({
    method: 'get',
    path: '/api/emergency',
    summary: "The account's active alerts and pre-staged messages",
    tag,
    auth: 'user',
    response: emergencyStateSchema,
  }),
  start: defineRoute({
    method: 'post',
    path: '/api/emergency/alerts',
    summary: "Start an alert on some or all of the account's screens",
    tag,
    auth: 'user',
    body: startEmergencySchema,
    status: 201,
    response: emergencyAlertSchema,
  }),
  clear: defineRoute({
    method: 'post',
    path: '/api/emergency/alerts/:alertId/clear',
    summary: 'Clear an active alert',
    tag,
    auth: 'user',
    params: z.object({ alertId: idParam }),
    notFound: noAlert,
    response: emergencyAlertSchema,
  }),
  addPreset: defineRoute({
    method: 'post',
    path: '/api/emergency/presets',
    summary: 'Stage a message for screens to start locally (at most nine)',
    tag,
    auth: 'user',
    body: emergencyPresetSchema,
    status: 201,
    response: emergencyPresetViewSchema,
  }),
  removePreset: defineRoute({
    method: 'delete',
    path: '/api/emergency/presets/:presetId',
    summary: 'Remove a pre-staged message',
    tag,
    auth: 'user',
    params: z.object({ presetId: idParam }),
    notFound: 'Pre-staged message not found',
    status: 204,
  }),
  accountState: defineRoute({
    method: 'get',
    path: '/api/admin/users/:id/emergency',
    summary: "Back office: an account's active alerts and pre-staged messages",
    tag,
    auth: 'admin',
    params: idParams,
    notFound: noUser,
    response: emergencyStateSchema,
  }),
  accountStart: defineRoute({
    method: 'post',
    path: '/api/admin/users/:id/emergency/alerts',
    summary: "Back office: start an alert on an account's screens, audited as the admin",
    tag,
    auth: 'admin',
    params: idParams,
    notFound: noUser,
    body: startEmergencySchema,
    status: 201,
    response: emergencyAlertSchema,
  }),
  accountClear: defineRoute({
    method: 'post',
    path: '/api/admin/users/:id/emergency/alerts/:alertId/clear',
    summary: "Back office: clear an account's active alert, audited as the admin",
    tag,
    auth: 'admin',
    params: z.object({ id: idParam, alertId: idParam }),
    // The account is checked first (404 'User not found'), so what is left to miss is the alert.
    notFound: noAlert,
    response: emergencyAlertSchema,
  }),
};
