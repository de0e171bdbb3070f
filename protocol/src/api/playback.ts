import { z } from '../zod-messages.js';
import { resolutionSchema } from '../pairing.js';
import { playbackSnapshotSchema, playerItemSchema } from '../playback-snapshot.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Playback';
const notFound = 'Location not found';
const revisionMessage = 'revision must be a whole number';

/** Who asks is told apart by the credential; these say what they ask for. */
const viewerQuery = {
  preview: z
    .string()
    .optional()
    .transform((v) => v === 'true')
    .meta({
      description:
        "'true': the signed-in owner's preview, which plays a stopped location (refused to a screen)",
    }),
  // Informational: anything but WIDTHxHEIGHT is ignored rather than refused.
  resolution: resolutionSchema.optional().catch(undefined).meta({
    description: "A screen's size as it reports it, e.g. 1920x1080; anything else is ignored",
  }),
};

export const playbackApi = {
  snapshot: defineRoute({
    method: 'get',
    path: '/api/locations/:id/playback',
    summary:
      'Everything a screen needs to run the schedule engine itself. Sent with an ETag naming the ' +
      "location's playback revision; a request whose If-None-Match carries it is answered 304 " +
      'with no body',
    tag,
    auth: 'user-or-display',
    params: idParams,
    notFound,
    query: z.object({
      revision: z
        .string({ error: revisionMessage })
        .regex(/^\d{1,9}$/, { error: revisionMessage })
        .transform(Number)
        .optional()
        .meta({ description: 'A push named this revision: the answer is at least that new' }),
      ...viewerQuery,
    }),
    response: playbackSnapshotSchema,
  }),
  activeContent: defineRoute({
    method: 'get',
    path: '/api/locations/:id/active-content',
    summary:
      'What plays at the location right now, by the engine screens run (DESIGN §3). Sent with ' +
      'an ETag of the list; a request whose If-None-Match carries it is answered 304 with no body',
    tag,
    auth: 'user-or-display',
    params: idParams,
    notFound,
    query: z.object(viewerQuery),
    response: z.array(playerItemSchema),
  }),
};
