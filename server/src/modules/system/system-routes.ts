import { Router } from 'express';
import { adminLogsQuerySchema } from '@marquee/protocol';
import { parse } from '../../http/validate.js';
import { requireAdmin, signedIn } from '../auth/index.js';
import type { AdminService } from '../admin/index.js';
import type { SystemService } from './system-service.js';

/** The back office's System tab: health, logs and the database backup. Admin only. */
export function systemRoutes(system: SystemService, admin: AdminService): Router {
  const r = Router();
  r.use('/admin/system', requireAdmin);

  r.get('/admin/system/health', async (_req, res) => {
    res.json(await system.health());
  });

  r.get('/admin/system/logs', (req, res) => {
    const q = parse(adminLogsQuerySchema, req.query);
    res.json(system.logs(q.limit, q.level));
  });

  r.get('/admin/system/backup', async (req, res) => {
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
  });

  return r;
}
