import { z } from '../zod-messages.js';
import {
  claimScreenCodeSchema,
  displaySchema,
  displaySessionSchema,
  pairDisplaySchema,
  pairResponseSchema,
  pairingCodeResponseSchema,
  renameDisplaySchema,
  reportedResolutionQuerySchema,
  screenCodeRequestSchema,
  screenCodeResponseSchema,
  screenCodeStatusSchema,
} from '../pairing.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Screens';
const locationNotFound = 'Location not found';
const screenNotFound = 'Screen not found';

export const screensApi = {
  createPairingCode: defineRoute({
    method: 'post',
    path: '/api/locations/:id/pairing-code',
    summary: "A code to pair a screen with a location; it replaces the location's unused one",
    tag,
    auth: 'user',
    params: idParams,
    notFound: locationNotFound,
    status: 201,
    response: pairingCodeResponseSchema,
  }),
  pair: defineRoute({
    method: 'post',
    path: '/api/pair-display',
    summary:
      'A screen pairs itself with a code from the dashboard (failed guesses are rate-limited)',
    tag,
    auth: 'public',
    body: pairDisplaySchema,
    response: pairResponseSchema,
  }),
  createScreenCode: defineRoute({
    method: 'post',
    path: '/api/pair-display/screen-codes',
    summary: 'A screen asks for a code of its own to show, and the claim token it polls with',
    tag,
    auth: 'public',
    body: screenCodeRequestSchema,
    status: 201,
    response: screenCodeResponseSchema,
  }),
  screenCodeStatus: defineRoute({
    method: 'get',
    path: '/api/pair-display/screen-codes/status',
    summary:
      "Whether the screen's code was claimed; the claim token is the Bearer token, and becomes " +
      'the display token once paired (404 once the code expired or was used up)',
    tag,
    auth: 'display',
    response: screenCodeStatusSchema,
  }),
  claimScreenCode: defineRoute({
    method: 'post',
    path: '/api/locations/:id/displays',
    summary: 'Pair the screen showing this code with a location (failed claims are rate-limited)',
    tag,
    auth: 'user',
    params: idParams,
    notFound: locationNotFound,
    body: claimScreenCodeSchema,
    status: 201,
    response: displaySchema,
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/locations/:id/displays',
    summary: "A location's screens, with who is connected and what each shows",
    tag,
    auth: 'user',
    params: idParams,
    notFound: locationNotFound,
    response: z.array(displaySchema),
  }),
  rename: defineRoute({
    method: 'patch',
    path: '/api/displays/:id',
    summary: 'Rename a screen',
    tag,
    auth: 'user',
    params: idParams,
    notFound: screenNotFound,
    body: renameDisplaySchema,
    response: displaySchema,
  }),
  revoke: defineRoute({
    method: 'delete',
    path: '/api/displays/:id',
    summary: 'Unpair a screen: its token stops working at once and it returns to pairing',
    tag,
    auth: 'user',
    params: idParams,
    notFound: screenNotFound,
    status: 204,
  }),
  session: defineRoute({
    method: 'get',
    path: '/api/display/session',
    summary:
      'A paired screen asks who it is; 401 sends a revoked or unknown screen back to pairing',
    tag,
    auth: 'display',
    query: reportedResolutionQuerySchema,
    response: displaySessionSchema,
  }),
};
