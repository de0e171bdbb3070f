import { z } from '../zod-messages.js';
import {
  alertChannelsSchema,
  alertChannelsViewSchema,
  alertDeliverySchema,
  locationAlertsSchema,
} from '../alerts.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Alerts';

export const alertsApi = {
  channels: defineRoute({
    method: 'get',
    path: '/api/alerts/channels',
    summary: "The account's alert channels: email, and a signed webhook if set",
    tag,
    auth: 'user',
    response: alertChannelsViewSchema,
  }),
  saveChannels: defineRoute({
    method: 'put',
    path: '/api/alerts/channels',
    summary: "Set the account's alert channels",
    tag,
    auth: 'user',
    body: alertChannelsSchema,
    response: alertChannelsViewSchema,
  }),
  rotateSecret: defineRoute({
    method: 'post',
    path: '/api/alerts/channels/secret',
    summary: 'A new webhook signing secret; the old one stops working at once',
    tag,
    auth: 'user',
    response: alertChannelsViewSchema,
  }),
  deliveries: defineRoute({
    method: 'get',
    path: '/api/alerts/deliveries',
    summary: "The account's latest alert deliveries, newest first",
    tag,
    auth: 'user',
    response: z.array(alertDeliverySchema),
  }),
  locationRules: defineRoute({
    method: 'get',
    path: '/api/locations/:id/alerts',
    summary: "A location's alert rules (screens offline, media errors)",
    tag,
    auth: 'user',
    params: idParams,
    notFound: 'Location not found',
    response: locationAlertsSchema,
  }),
  saveLocationRules: defineRoute({
    method: 'put',
    path: '/api/locations/:id/alerts',
    summary: "Set a location's alert rules",
    tag,
    auth: 'user',
    params: idParams,
    notFound: 'Location not found',
    body: locationAlertsSchema,
    response: locationAlertsSchema,
  }),
};
