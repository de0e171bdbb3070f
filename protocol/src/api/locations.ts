import { z } from '../zod-messages.js';
import { createLocationSchema, locationSchema, updateLocationSchema } from '../location.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Locations';
const notFound = 'Location not found';

export const locationsApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/locations',
    summary: "The signed-in owner's locations",
    tag,
    auth: 'user',
    response: z.array(locationSchema),
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/locations',
    summary: 'Add a location; its billing starts when the trial ends',
    tag,
    auth: 'user',
    body: createLocationSchema,
    status: 201,
    response: locationSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/locations/:id',
    summary: 'One location',
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    response: locationSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/locations/:id',
    summary: "Change any of a location's fields; its screens hear of it at once",
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    body: updateLocationSchema,
    response: locationSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/locations/:id',
    summary: 'Delete a location with its playlist, schedules and screens',
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    status: 204,
  }),
};
