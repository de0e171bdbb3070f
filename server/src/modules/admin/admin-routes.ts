import { Router, type Response } from 'express';
import {
  adminUpdateUserSchema,
  adminUserFiltersSchema,
  adminUsersQuerySchema,
  pageQuerySchema,
} from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { sendCsv } from '../../http/send-csv.js';
import { requireAdmin, signedIn } from '../auth/index.js';
import type { AdminService } from './admin-service.js';

const USERS_CSV_HEADER = [
  'ID',
  'First name',
  'Last name',
  'Email',
  'Company',
  'Role',
  'Status',
  'Locations',
  'Joined',
] as const;

function sendPage<T>(res: Response, page: { rows: T[]; total: number }) {
  res.setHeader('X-Total-Count', String(page.total));
  res.json(page.rows);
}

export function adminRoutes(
  admin: AdminService,
  opts: { connectedScreens?: () => Promise<number> } = {},
): Router {
  const r = Router();
  r.use('/admin', requireAdmin);
  const actorOf = (req: Parameters<typeof signedIn>[0]) => signedIn(req).user;

  r.get('/admin/stats', async (_req, res) => {
    res.json(await admin.stats((await opts.connectedScreens?.()) ?? null));
  });

  r.get('/admin/users', async (req, res) => {
    sendPage(res, await admin.users(parse(adminUsersQuerySchema, req.query)));
  });

  // Before /admin/users/:id, which would otherwise take "export" for an id.
  r.get('/admin/users/export', async (req, res) => {
    const filters = parse(adminUserFiltersSchema, req.query);
    const rows = await admin.exportUsers(actorOf(req), filters);
    const day = new Date().toISOString().slice(0, 10);
    await sendCsv(res, `marquee-users-${day}.csv`, USERS_CSV_HEADER, rows);
  });

  r.get('/admin/users/:id', async (req, res) => {
    res.json(await admin.userDetail(pathId(req.params.id, 'User not found')));
  });

  r.patch('/admin/users/:id', async (req, res) => {
    const id = pathId(req.params.id, 'User not found');
    res.json(await admin.updateUser(actorOf(req), id, parse(adminUpdateUserSchema, req.body)));
  });

  r.delete('/admin/users/:id/sessions', async (req, res) => {
    await admin.revokeSessions(actorOf(req), pathId(req.params.id, 'User not found'));
    res.status(204).end();
  });

  r.get('/admin/billing', async (_req, res) => {
    res.json(await admin.billingOverview());
  });

  r.post('/admin/locations/:id/mark-paid', async (req, res) => {
    const id = pathId(req.params.id, 'Location not found');
    res.json(await admin.markLocationPaid(actorOf(req), id));
  });

  r.post('/admin/locations/:id/restore', async (req, res) => {
    const id = pathId(req.params.id, 'Location not found');
    res.json(await admin.restoreLocation(actorOf(req), id));
  });

  r.get('/admin/audit', async (req, res) => {
    const q = parse(pageQuerySchema, req.query);
    sendPage(res, await admin.auditLog(q.page, q.pageSize));
  });

  r.get('/admin/reports/revenue', async (req, res) => {
    const months = await admin.revenueReport(actorOf(req));
    await sendCsv(
      res,
      'marquee-revenue-by-month.csv',
      ['Month', 'Paid invoices', 'Revenue (USD)'],
      (async function* () {
        for (const m of months) yield [m.month, m.invoices, (m.amountCents / 100).toFixed(2)];
      })(),
    );
  });

  return r;
}
