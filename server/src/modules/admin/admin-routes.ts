import { Router, type Response } from 'express';
import { adminApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { sendCsv } from '../../http/send-csv.js';
import { requireAdmin, signedIn } from '../auth/index.js';
import type { AdminService } from '@marquee/core/modules/admin/admin-service.js';

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

/** The page's rows are the answer; the total of every page goes in X-Total-Count. */
function pageOf<T>(res: Response, page: { rows: T[]; total: number }): T[] {
  res.setHeader('X-Total-Count', String(page.total));
  return page.rows;
}

export function adminRoutes(
  admin: AdminService,
  opts: { connectedScreens?: () => Promise<number> } = {},
): Router {
  const r = Router();
  const actorOf = (req: Parameters<typeof signedIn>[0]) => signedIn(req).user;

  route(r, adminApi.stats, [requireAdmin], async () =>
    admin.stats((await opts.connectedScreens?.()) ?? null),
  );

  route(r, adminApi.users, [requireAdmin], async ({ query }, _req, res) =>
    pageOf(res, await admin.users(query)),
  );

  // Before /admin/users/:id, which would otherwise take "export" for an id.
  route(r, adminApi.exportUsers, [requireAdmin], async ({ query }, req, res) => {
    const rows = await admin.exportUsers(actorOf(req), query);
    const day = new Date().toISOString().slice(0, 10);
    await sendCsv(res, `marquee-users-${day}.csv`, USERS_CSV_HEADER, rows);
    return undefined;
  });

  route(r, adminApi.user, [requireAdmin], ({ params }) => admin.userDetail(params.id));

  route(r, adminApi.updateUser, [requireAdmin], ({ params, body }, req) =>
    admin.updateUser(actorOf(req), params.id, body),
  );

  route(r, adminApi.revokeSessions, [requireAdmin], async ({ params }, req) => {
    await admin.revokeSessions(actorOf(req), params.id);
    return undefined;
  });

  route(r, adminApi.billing, [requireAdmin], () => admin.billingOverview());

  route(r, adminApi.markLocationPaid, [requireAdmin], ({ params }, req) =>
    admin.markLocationPaid(actorOf(req), params.id),
  );

  route(r, adminApi.restoreLocation, [requireAdmin], ({ params }, req) =>
    admin.restoreLocation(actorOf(req), params.id),
  );

  route(r, adminApi.audit, [requireAdmin], async ({ query }, _req, res) =>
    pageOf(res, await admin.auditLog(query.page, query.pageSize)),
  );

  route(r, adminApi.revenueReport, [requireAdmin], async (_input, req, res) => {
    const months = await admin.revenueReport(actorOf(req));
    await sendCsv(
      res,
      'marquee-revenue-by-month.csv',
      ['Month', 'Paid invoices', 'Revenue (USD)'],
      (async function* () {
        for (const m of months) yield [m.month, m.invoices, (m.amountCents / 100).toFixed(2)];
      })(),
    );
    return undefined;
  });

  return r;
}
