import { Router } from 'express';
import { screenHealthApi, type DisplayShowing } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { requireAdmin, requireUser, signedIn } from '../auth/index.js';
import type { ScreenHealthService } from '@marquee/core/modules/screen-health/screen-health-service.js';

export function screenHealthRoutes(
  health: ScreenHealthService,
  connectedDisplays: (locationId: number) => Promise<ReadonlyMap<number, DisplayShowing | null>>,
): Router {
  const r = Router();

  route(r, screenHealthApi.uptime, [requireUser], ({ params, query }, req) =>
    health.uptime(signedIn(req).user.id, params.id, query),
  );

  route(r, screenHealthApi.location, [requireUser], async ({ params }, req) =>
    health.locationHealth(signedIn(req).user.id, params.id, await connectedDisplays(params.id)),
  );

  route(r, screenHealthApi.fleet, [requireAdmin], () => health.fleet());

  return r;
}
