import { Router } from 'express';
import { schedulesApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { SchedulesService } from '@marquee/core/modules/schedules/schedules-service.js';

export function schedulesRoutes(schedules: SchedulesService): Router {
  const r = Router();
  route(r, schedulesApi.list, [requireUser], (_input, req) =>
    schedules.list(signedIn(req).user.id),
  );
  route(r, schedulesApi.create, [requireUser], ({ body }, req) =>
    schedules.create(signedIn(req).user.id, body),
  );
  route(r, schedulesApi.get, [requireUser], ({ params }, req) =>
    schedules.get(signedIn(req).user.id, params.id),
  );
  route(r, schedulesApi.update, [requireUser], ({ params, body }, req) =>
    schedules.update(signedIn(req).user.id, params.id, body),
  );
  route(r, schedulesApi.remove, [requireUser], async ({ params }, req) => {
    await schedules.remove(signedIn(req).user.id, params.id);
    return undefined;
  });
  route(r, schedulesApi.assign, [requireUser], async ({ body }, req) => {
    await schedules.assign(signedIn(req).user.id, body.scheduleId, body.contentItemId);
    return { scheduleId: body.scheduleId, contentItemId: body.contentItemId };
  });
  route(r, schedulesApi.unassign, [requireUser], async ({ params }, req) => {
    await schedules.unassign(signedIn(req).user.id, params.id, params.contentId);
    return undefined;
  });
  return r;
}
