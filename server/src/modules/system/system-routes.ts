import { Router } from 'express';
import { systemApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { requireAdmin, signedIn } from '../auth/index.js';
import type { AdminService } from '@marquee/core/modules/admin/index.js';
import type { SystemService } from '@marquee/core/modules/system/system-service.js';

/** The back office's System tab: health, logs and the database backup. Admin only. */
export function systemRoutes(system: SystemService, admin: AdminService): Router {
  const r = Router();

  route(r, systemApi.health, [requireAdmin], () => system.health());

  route(r, systemApi.logs, [requireAdmin], ({ query }) => system.logs(query.limit, query.level));

  route(r, systemApi.backup, [requireAdmin], async (_input, req, res) => {
    const backup = await system.backup();
    await admin.recordBackup(signedIn(req).user, backup.contentType);
    res.setHeader('Content-Type', backup.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${backup.filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    backup.stream.on('error', (err) => {
      req.log.error({ err }, 'backup stream failed');
      res.destroy(err);
    });
    backup.stream.pipe(res);
    return undefined;
  });

  return r;
}
