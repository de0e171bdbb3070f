import { Router } from 'express';
import { uptimeQuerySchema, type DisplayShowing } from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { requireAdmin, requireUser, signedIn } from '../auth/index.js';
import type { ScreenHealthService } from './screen-health-service.js';

export function screenHealthRoutes(
  health: ScreenHealthService,
  connectedDisplays: (locationId: number) => Promise<ReadonlyMap<number, DisplayShowing | null>>,
): Router {
  const r = Router();

  r.get('/displays/:id/uptime', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Screen not found');
    const range = parse(uptimeQuerySchema, req.query);
    res.json(await health.uptime(signedIn(req).user.id, id, range));
  });

  r.get('/locations/:id/screen-health', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Location not found');
    res.json(await health.locationHealth(signedIn(req).user.id, id, await connectedDisplays(id)));
  });

  r.get('/admin/fleet-health', requireAdmin, async (_req, res) => {
    res.json(await health.fleet());
  });

  return r;
}
