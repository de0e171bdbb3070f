import { publicConfigSchema } from '../auth.js';
import { defineRoute } from './define-route.js';

export const publicConfigApi = {
  get: defineRoute({
    method: 'get',
    path: '/api/config/public',
    summary:
      'What the web app and screens may know before signing in: support contact, trial length, upload size limit',
    tag: 'Public config',
    auth: 'public',
    response: publicConfigSchema,
  }),
};
