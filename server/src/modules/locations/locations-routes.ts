import { Router } from 'express';
import { createLocationSchema, updateLocationSchema } from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { LocationsService } from './locations-service.js';
import { toLocation } from './location-view.js';

const NOT_FOUND = 'Location not found';

export function locationsRoutes(locations: LocationsService): Router {
  const r = Router();
  // Guarded per route: other modules answer screens under /locations/:id/… too.

  r.get('/locations', requireUser, async (req, res) => {
    res.json((await locations.list(signedIn(req).user.id)).map(toLocation));
  });

  r.post('/locations', requireUser, async (req, res) => {
    const created = await locations.create(
      signedIn(req).user,
      parse(createLocationSchema, req.body),
    );
    res.status(201).json(toLocation(created));
  });

  r.get('/locations/:id', requireUser, async (req, res) => {
    res.json(
      toLocation(await locations.get(signedIn(req).user.id, pathId(req.params.id, NOT_FOUND))),
    );
  });

  r.put('/locations/:id', requireUser, async (req, res) => {
    const id = pathId(req.params.id, NOT_FOUND);
    const updated = await locations.update(
      signedIn(req).user.id,
      id,
      parse(updateLocationSchema, req.body),
    );
    res.json(toLocation(updated));
  });

  r.delete('/locations/:id', requireUser, async (req, res) => {
    await locations.remove(signedIn(req).user.id, pathId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return r;
}
