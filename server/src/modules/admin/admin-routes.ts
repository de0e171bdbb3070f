import { Router } from 'express';
import { requireAdmin } from '../auth/auth-middleware.js';
import type { AdminService } from './admin-service.js';

export function adminRoutes(admin: AdminService): Router {
  const r = Router();
  r.use('/admin', requireAdmin);
  r.get('/admin/stats', async (_req, res) => {
    res.json(await admin.stats());
  });
  r.get('/admin/users', async (_req, res) => {
    res.json(await admin.users());
  });
  return r;
}
