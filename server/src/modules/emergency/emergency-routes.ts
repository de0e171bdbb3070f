import { Router, type Request, type RequestHandler } from 'express';
import { emergencyApi, idParam } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { notFound } from '@marquee/core/http/errors.js';
import { requireAdmin, requireUser, signedIn } from '../auth/index.js';
import type { EmergencyService } from '@marquee/core/modules/emergency/emergency-service.js';

/**
 * The owner's emergency panel under /emergency, and the same for an admin acting for an account
 * under /admin/users/:id/emergency.
 */
export function emergencyRoutes(emergency: EmergencyService): Router {
  const r = Router();
  const actor = (req: Request) => signedIn(req).user;

  route(r, emergencyApi.state, [requireUser], (_input, req) => emergency.state(actor(req).id));
  route(r, emergencyApi.start, [requireUser], ({ body }, req) => {
    const me = actor(req);
    return emergency.start(me, me.id, body);
  });
  route(r, emergencyApi.clear, [requireUser], ({ params }, req) => {
    const me = actor(req);
    return emergency.clear(me, me.id, params.alertId);
  });
  route(r, emergencyApi.addPreset, [requireUser], ({ body }, req) =>
    emergency.addPreset(actor(req).id, body),
  );
  route(r, emergencyApi.removePreset, [requireUser], async ({ params }, req) => {
    await emergency.removePreset(actor(req).id, params.presetId);
    return undefined; // the declared 204, with no body
  });

  // The account must exist before anything else about the request is judged: an admin's bad
  // body or alert id for an account that is not there is still 'User not found'.
  const account: RequestHandler = async (req, _res, next) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw notFound('User not found');
    await emergency.requireAccount(id.data);
    next();
  };
  route(r, emergencyApi.accountState, [requireAdmin, account], ({ params }) =>
    emergency.state(params.id),
  );
  route(r, emergencyApi.accountStart, [requireAdmin, account], ({ params, body }, req) =>
    emergency.start(actor(req), params.id, body),
  );
  route(r, emergencyApi.accountClear, [requireAdmin, account], ({ params }, req) =>
    emergency.clear(actor(req), params.id, params.alertId),
  );
  return r;
}
