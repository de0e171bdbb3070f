import { Router, type Request } from 'express';
import { emergencyPresetSchema, startEmergencySchema } from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { requireAdmin, requireUser, signedIn } from '../auth/index.js';
import type { EmergencyService } from './emergency-service.js';

const NO_ALERT = 'No active alert with that id';

/**
 * The owner's emergency panel under /emergency, and the same for an admin acting for an account
 * under /admin/users/:id/emergency.
 */
export function emergencyRoutes(emergency: EmergencyService): Router {
  const r = Router();
  const actor = (req: Request) => signedIn(req).user;

  r.get('/emergency', requireUser, async (req, res) => {
    res.json(await emergency.state(actor(req).id));
  });
  r.post('/emergency/alerts', requireUser, async (req, res) => {
    const me = actor(req);
    res.status(201).json(await emergency.start(me, me.id, parse(startEmergencySchema, req.body)));
  });
  r.post('/emergency/alerts/:alertId/clear', requireUser, async (req, res) => {
    const me = actor(req);
    res.json(await emergency.clear(me, me.id, pathId(req.params.alertId, NO_ALERT)));
  });
  r.post('/emergency/presets', requireUser, async (req, res) => {
    res
      .status(201)
      .json(await emergency.addPreset(actor(req).id, parse(emergencyPresetSchema, req.body)));
  });
  r.delete('/emergency/presets/:presetId', requireUser, async (req, res) => {
    await emergency.removePreset(
      actor(req).id,
      pathId(req.params.presetId, 'Pre-staged message not found'),
    );
    res.status(204).end();
  });

  const account = async (req: Request) => {
    const id = pathId(req.params.id, 'User not found');
    await emergency.requireAccount(id);
    return id;
  };
  r.get('/admin/users/:id/emergency', requireAdmin, async (req, res) => {
    res.json(await emergency.state(await account(req)));
  });
  r.post('/admin/users/:id/emergency/alerts', requireAdmin, async (req, res) => {
    const ownerId = await account(req);
    const input = parse(startEmergencySchema, req.body);
    res.status(201).json(await emergency.start(actor(req), ownerId, input));
  });
  r.post('/admin/users/:id/emergency/alerts/:alertId/clear', requireAdmin, async (req, res) => {
    const ownerId = await account(req);
    res.json(await emergency.clear(actor(req), ownerId, pathId(req.params.alertId, NO_ALERT)));
  });
  return r;
}
