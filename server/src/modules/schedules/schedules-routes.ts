import { Router } from 'express';
import {
  createScheduleSchema,
  scheduleContentSchema,
  updateScheduleSchema,
} from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { SchedulesService } from './schedules-service.js';

const NOT_FOUND = 'Schedule not found';

export function schedulesRoutes(schedules: SchedulesService): Router {
  const r = Router();
  r.use(['/schedules', '/schedule-content'], requireUser);

  r.get('/schedules', async (req, res) => {
    res.json(await schedules.list(signedIn(req).user.id));
  });
  r.post('/schedules', async (req, res) => {
    res
      .status(201)
      .json(await schedules.create(signedIn(req).user.id, parse(createScheduleSchema, req.body)));
  });
  r.get('/schedules/:id', async (req, res) => {
    res.json(await schedules.get(signedIn(req).user.id, pathId(req.params.id, NOT_FOUND)));
  });
  r.patch('/schedules/:id', async (req, res) => {
    const id = pathId(req.params.id, NOT_FOUND);
    res.json(
      await schedules.update(signedIn(req).user.id, id, parse(updateScheduleSchema, req.body)),
    );
  });
  r.delete('/schedules/:id', async (req, res) => {
    await schedules.remove(signedIn(req).user.id, pathId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  r.post('/schedule-content', async (req, res) => {
    const { scheduleId, contentItemId } = parse(scheduleContentSchema, req.body);
    await schedules.assign(signedIn(req).user.id, scheduleId, contentItemId);
    res.status(201).json({ scheduleId, contentItemId });
  });
  r.delete('/schedules/:id/content/:contentId', async (req, res) => {
    const id = pathId(req.params.id, NOT_FOUND);
    await schedules.unassign(
      signedIn(req).user.id,
      id,
      pathId(req.params.contentId, 'Assignment not found'),
    );
    res.status(204).end();
  });
  return r;
}
