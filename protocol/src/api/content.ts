import { z } from '../zod-messages.js';
import {
  contentItemSchema,
  createFormContentSchema,
  updateContentSchema,
  uploadContentFormSchema,
} from '../content.js';
import { CONTENT_KIND_IDS } from '../content-kinds/index.js';
import { messages } from '../messages.js';
import { contentScheduleSchema } from '../schedule/index.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Content';
const notFound = messages.contentNotFound;

export const contentApi = {
  upload: defineRoute({
    method: 'post',
    path: '/api/content/upload',
    summary: 'Upload one file into the library, optionally adding it to playlists',
    tag,
    auth: 'user',
    body: uploadContentFormSchema,
    bodyType: 'multipart',
    status: 201,
    response: contentItemSchema,
  }),
  createForm: defineRoute({
    method: 'post',
    path: '/api/content/:kind',
    summary: 'Create an item of a form kind (a web page, a slide) from its data',
    tag,
    auth: 'user',
    // Every kind, so that a file kind is told to upload a file (400) rather than that it does not
    // exist; a name no kind has is 404.
    params: z.object({ kind: z.enum(CONTENT_KIND_IDS) }),
    notFound: messages.unknownContentKind,
    body: createFormContentSchema,
    status: 201,
    response: contentItemSchema,
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/content',
    summary: 'The library: every content item of the account',
    tag,
    auth: 'user',
    response: z.array(contentItemSchema),
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/content/:id',
    summary: 'One content item',
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    response: contentItemSchema,
  }),
  update: defineRoute({
    method: 'patch',
    path: '/api/content/:id',
    summary: "Rename an item, change its display duration, or edit a form kind's data",
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    body: updateContentSchema,
    response: contentItemSchema,
  }),
  setSchedule: defineRoute({
    method: 'put',
    path: '/api/content/:id/schedule',
    summary: "Set or clear an item's own playing window (dates and times of day)",
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    body: contentScheduleSchema,
    response: contentItemSchema,
  }),
  retry: defineRoute({
    method: 'post',
    path: '/api/content/:id/retry',
    summary: 'Process a failed item again',
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    response: contentItemSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/content/:id',
    summary: 'Delete an item, its files and its playlist entries',
    tag,
    auth: 'user',
    params: idParams,
    notFound,
    status: 204,
  }),
};
