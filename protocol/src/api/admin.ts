import { z } from '../zod-messages.js';
import {
  adminBillingOverviewSchema,
  adminStatsSchema,
  adminUpdateUserSchema,
  adminUserDetailSchema,
  adminUserFiltersSchema,
  adminUserRowSchema,
  adminUsersQuerySchema,
  auditEntrySchema,
  pageQuerySchema,
} from '../admin.js';
import { userSchema } from '../auth.js';
import { locationSchema } from '../location.js';
import { defineRoute } from './define-route.js';
import { idParams } from './path-params.js';

const tag = 'Back office';
const auth = 'admin';
const userNotFound = 'User not found';
const locationNotFound = 'Location not found';

export const adminApi = {
  stats: defineRoute({
    method: 'get',
    path: '/api/admin/stats',
    summary: 'Counts, revenue and the latest registrations, across every account',
    tag,
    auth,
    response: adminStatsSchema,
  }),
  users: defineRoute({
    method: 'get',
    path: '/api/admin/users',
    summary: 'One page of accounts, searched, filtered and sorted; X-Total-Count has the total',
    tag,
    auth,
    query: adminUsersQuerySchema,
    response: z.array(adminUserRowSchema),
  }),
  exportUsers: defineRoute({
    method: 'get',
    path: '/api/admin/users/export',
    summary: 'Every account the filters match, as a CSV download (audited)',
    tag,
    auth,
    query: adminUserFiltersSchema,
    responseType: 'text/csv',
  }),
  user: defineRoute({
    method: 'get',
    path: '/api/admin/users/:id',
    summary: 'One account: its locations, screens, usage, billing and sessions',
    tag,
    auth,
    params: idParams,
    notFound: userNotFound,
    response: adminUserDetailSchema,
  }),
  updateUser: defineRoute({
    method: 'patch',
    path: '/api/admin/users/:id',
    summary: "Change an account's names, role or status; suspending ends its sessions",
    tag,
    auth,
    params: idParams,
    notFound: userNotFound,
    body: adminUpdateUserSchema,
    response: userSchema,
  }),
  revokeSessions: defineRoute({
    method: 'delete',
    path: '/api/admin/users/:id/sessions',
    summary: 'Sign an account out everywhere',
    tag,
    auth,
    params: idParams,
    notFound: userNotFound,
    status: 204,
  }),
  billing: defineRoute({
    method: 'get',
    path: '/api/admin/billing',
    summary: 'Revenue, and the locations overdue or suspended, across every account',
    tag,
    auth,
    response: adminBillingOverviewSchema,
  }),
  markLocationPaid: defineRoute({
    method: 'post',
    path: '/api/admin/locations/:id/mark-paid',
    summary: "Record a location's payment received outside the provider; it plays again",
    tag,
    auth,
    params: idParams,
    notFound: locationNotFound,
    response: locationSchema,
  }),
  restoreLocation: defineRoute({
    method: 'post',
    path: '/api/admin/locations/:id/restore',
    summary: "Lift a location's suspension without a payment",
    tag,
    auth,
    params: idParams,
    notFound: locationNotFound,
    response: locationSchema,
  }),
  audit: defineRoute({
    method: 'get',
    path: '/api/admin/audit',
    summary: 'One page of the audit log, newest first; X-Total-Count has the total',
    tag,
    auth,
    query: pageQuerySchema,
    response: z.array(auditEntrySchema),
  }),
  revenueReport: defineRoute({
    method: 'get',
    path: '/api/admin/reports/revenue',
    summary: 'Paid invoices summed per month, as a CSV download (audited)',
    tag,
    auth,
    responseType: 'text/csv',
  }),
};
