import { z } from '../zod-messages.js';
import {
  fleetHealthSchema,
  screenHealthSchema,
  uptimeQuerySchema,
  uptimeSchema,
} from '../screen-health.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Screen health';

export const screenHealthApi = {
  uptime: defineRoute({
    method: 'get',
    path: '/api/displays/:id/uptime',
    summary:
      "A screen's online and offline intervals over a range (by default the last 7 days, at most 400)",
    tag,
    auth: 'user',
    params: idParams,
    notFound: 'Screen not found',
    query: uptimeQuerySchema,
    response: uptimeSchema,
  }),
  location: defineRoute({
    method: 'get',
    path: '/api/locations/:id/screen-health',
    summary:
      "Each screen of a location: uptime over 7 days, its player's last report, recent errors",
    tag,
    auth: 'user',
    params: idParams,
    notFound: 'Location not found',
    response: z.array(screenHealthSchema),
  }),
  fleet: defineRoute({
    method: 'get',
    path: '/api/admin/fleet-health',
    summary: 'Back office: screens online at each hour of the last 7 days, and the longest dark',
    tag,
    auth: 'admin',
    response: fleetHealthSchema,
  }),
};
