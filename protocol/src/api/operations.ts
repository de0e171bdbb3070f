import { z } from '../zod-messages.js';
import { defineRoute } from './define-route.js';

const tag = 'Operations';

export const operationsApi = {
  openApi: defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tag,
    auth: 'public',
    response: z.record(z.string(), z.unknown()),
  }),
  apiDocs: defineRoute({
    method: 'get',
    path: '/api/docs',
    summary: 'A readable page of this API',
    tag,
    auth: 'public',
    responseType: 'text/html',
  }),
};
