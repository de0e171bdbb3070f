import { z } from '../zod-messages.js';
import { contentOrderSchema, playlistEntrySchema, playlistSchema } from '../schedules.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Playlists';
const notFound = 'Location not found';
const playlist = z.array(playlistEntrySchema);

export const playlistsApi = {
  get: defineRoute({
    method: 'get',
    path: '/api/locations/:id/playlist',
    summary: "A location's playlist, in play order",
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    response: playlist,
  }),
  save: defineRoute({
    method: 'put',
    path: '/api/locations/:id/playlist',
    summary: "Replace a location's playlist (order, membership and durations) in one save",
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    body: playlistSchema,
    response: playlist,
  }),
  setOrder: defineRoute({
    method: 'put',
    path: '/api/locations/:id/content-order',
    summary: "Reorder a location's playlist; durations are kept",
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    body: contentOrderSchema,
    response: playlist,
  }),
};
