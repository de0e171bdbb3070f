import { z } from '../zod-messages.js';
import { adminLogsQuerySchema, logEntrySchema, systemHealthSchema } from '../admin.js';
import { defineRoute } from './define-route.js';

const tag = 'System';

export const systemApi = {
  health: defineRoute({
    method: 'get',
    path: '/api/admin/system/health',
    summary: 'Each dependency (database, Redis, storage, jobs) asked live, and the media disk',
    tag,
    auth: 'admin',
    response: systemHealthSchema,
  }),
  logs: defineRoute({
    method: 'get',
    path: '/api/admin/system/logs',
    summary: "This server's latest log lines, newest first, at or above a level",
    tag,
    auth: 'admin',
    query: adminLogsQuerySchema,
    response: z.array(logEntrySchema),
  }),
  backup: defineRoute({
    method: 'get',
    path: '/api/admin/system/backup',
    summary:
      'A download of the whole database (a pg_dump SQL file, or the embedded database gzipped); audited',
    tag,
    auth: 'admin',
    responseType: 'application/octet-stream',
  }),
};
