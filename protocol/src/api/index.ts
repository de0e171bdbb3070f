import type { ApiRoute } from './define-route.js';
import { adminApi } from './admin.js';
import { alertsApi } from './alerts.js';
import { authApi } from './auth.js';
import { billingApi } from './billing.js';
import { contentApi } from './content.js';
import { emergencyApi } from './emergency.js';
import { locationsApi } from './locations.js';
import { operationsApi } from './operations.js';
import { playbackApi } from './playback.js';
import { playlistsApi } from './playlists.js';
import { playsApi } from './plays.js';
import { publicConfigApi } from './public-config.js';
import { schedulesApi } from './schedules.js';
import { screenHealthApi } from './screen-health.js';
import { screensApi } from './screens.js';
import { systemApi } from './system.js';

export * from './define-route.js';
export * from './path-params.js';
export {
  adminApi,
  alertsApi,
  authApi,
  billingApi,
  contentApi,
  emergencyApi,
  locationsApi,
  operationsApi,
  playbackApi,
  playlistsApi,
  playsApi,
  publicConfigApi,
  schedulesApi,
  screenHealthApi,
  screensApi,
  systemApi,
};

/** Every declared route, for the OpenAPI document and the route-table checks. */
export function allApiRoutes(): ApiRoute[] {
  return [
    authApi,
    publicConfigApi,
    locationsApi,
    playlistsApi,
    schedulesApi,
    contentApi,
    screensApi,
    screenHealthApi,
    playbackApi,
    playsApi,
    alertsApi,
    emergencyApi,
    billingApi,
    adminApi,
    systemApi,
    operationsApi,
  ].flatMap((group) => Object.values(group) as ApiRoute[]);
}
