import { Router } from 'express';
import { locationsApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { LocationsService } from '@marquee/core/modules/locations/locations-service.js';
import { toLocation } from '@marquee/core/modules/locations/location-view.js';

export function locationsRoutes(locations: LocationsService): Router {
  const r = Router();
  // Guarded per route: other modules answer screens under /locations/:id/… too.
  route(r, locationsApi.list, [requireUser], async (_input, req) =>
    (await locations.list(signedIn(req).user.id)).map(toLocation),
  );
  route(r, locationsApi.create, [requireUser], async ({ body }, req) =>
    toLocation(await locations.create(signedIn(req).user, body)),
  );
  route(r, locationsApi.get, [requireUser], async ({ params }, req) =>
    toLocation(await locations.get(signedIn(req).user.id, params.id)),
  );
  route(r, locationsApi.update, [requireUser], async ({ params, body }, req) =>
    toLocation(await locations.update(signedIn(req).user.id, params.id, body)),
  );
  route(r, locationsApi.remove, [requireUser], async ({ params }, req) => {
    await locations.remove(signedIn(req).user.id, params.id);
    return undefined;
  });
  return r;
}
