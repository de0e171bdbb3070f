import { Router } from 'express';
import { alertChannelsSchema, locationAlertsSchema } from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { AlertsService } from './alerts-service.js';

export function alertsRoutes(alerts: AlertsService): Router {
  const r = Router();
  const user = (req: Parameters<typeof signedIn>[0]) => signedIn(req).user.id;

  r.get('/alerts/channels', requireUser, async (req, res) => {
    res.json(await alerts.channels(user(req)));
  });
  r.put('/alerts/channels', requireUser, async (req, res) => {
    res.json(await alerts.setChannels(user(req), parse(alertChannelsSchema, req.body)));
  });
  r.post('/alerts/channels/secret', requireUser, async (req, res) => {
    res.json(await alerts.rotateSecret(user(req)));
  });
  r.get('/alerts/deliveries', requireUser, async (req, res) => {
    res.json(await alerts.deliveries(user(req)));
  });

  r.get('/locations/:id/alerts', requireUser, async (req, res) => {
    res.json(await alerts.rules(user(req), pathId(req.params.id, 'Location not found')));
  });
  r.put('/locations/:id/alerts', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Location not found');
    res.json(await alerts.setRules(user(req), id, parse(locationAlertsSchema, req.body)));
  });

  return r;
}
