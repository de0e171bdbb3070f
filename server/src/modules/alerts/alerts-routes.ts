import { Router } from 'express';
import { alertsApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { AlertsService } from '@marquee/core/modules/alerts/alerts-service.js';

export function alertsRoutes(alerts: AlertsService): Router {
  const r = Router();
  const user = (req: Parameters<typeof signedIn>[0]) => signedIn(req).user.id;

  route(r, alertsApi.channels, [requireUser], (_input, req) => alerts.channels(user(req)));
  route(r, alertsApi.saveChannels, [requireUser], ({ body }, req) =>
    alerts.setChannels(user(req), body),
  );
  route(r, alertsApi.rotateSecret, [requireUser], (_input, req) => alerts.rotateSecret(user(req)));
  route(r, alertsApi.deliveries, [requireUser], (_input, req) => alerts.deliveries(user(req)));

  route(r, alertsApi.locationRules, [requireUser], ({ params }, req) =>
    alerts.rules(user(req), params.id),
  );
  route(r, alertsApi.saveLocationRules, [requireUser], ({ params, body }, req) =>
    alerts.setRules(user(req), params.id, body),
  );

  return r;
}
