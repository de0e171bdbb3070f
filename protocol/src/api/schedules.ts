import { z } from '../zod-messages.js';
import { createScheduleSchema, updateScheduleSchema } from '../schedule/schedule-schemas.js';
import {
  scheduleContentAssignmentSchema,
  scheduleContentSchema,
  scheduleSchema,
} from '../schedules.js';
import { defineRoute } from './define-route.js';
import { idParam, idParams } from './path-params.js';

const tag = 'Schedules';
const notFound = 'Schedule not found';

export const schedulesApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/schedules',
    summary: "The signed-in owner's schedules, each with its content",
    tag,
    auth: 'user',
    response: z.array(scheduleSchema),
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/schedules',
    summary: "Add a schedule (or an exclusive takeover) to one of the owner's locations",
    tag,
    auth: 'user',
    body: createScheduleSchema,
    status: 201,
    response: scheduleSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/schedules/:id',
    summary: 'One schedule',
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    response: scheduleSchema,
  }),
  update: defineRoute({
    method: 'patch',
    path: '/api/schedules/:id',
    summary: "Change any of a schedule's fields; the merged window is checked again",
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    body: updateScheduleSchema,
    response: scheduleSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/schedules/:id',
    summary: 'Delete a schedule',
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    status: 204,
  }),
  assign: defineRoute({
    method: 'post',
    path: '/api/schedule-content',
    summary: 'Add a content item to the end of a schedule (409 if it is already there)',
    tag,
    auth: 'user',
    body: scheduleContentSchema,
    status: 201,
    response: scheduleContentAssignmentSchema,
  }),
  unassign: defineRoute({
    method: 'delete',
    path: '/api/schedules/:id/content/:contentId',
    summary: 'Take a content item off a schedule',
    tag,
    auth: 'user',
    params: z.object({ id: idParam, contentId: idParam }),
    notFound: 'Assignment not found',
    status: 204,
  }),
};
