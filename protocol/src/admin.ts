import { z } from './zod-messages.js';
import type { AccountStatus, Role, User } from './auth.js';
import { accountStatusSchema, roleSchema } from './auth.js';
import { NAME_MAX_LENGTH } from './constants.js';
import { text } from './text.js';
import type { Invoice } from './billing.js';
import type { Location } from './location.js';

export interface AdminStats {
  /** Every account, admins included. */
  totalUsers: number;
  /** Every client account (role client), in trial or not. */
  totalClients: number;
  /** Clients whose free trial is still running: they pay nothing yet. */
  trialClients: number;
  /** Clients past their trial with at least one location that is not suspended. */
  payingClients: number;
  totalLocations: number;
  totalContent: number;
  /** Cents a month from locations not suspended, excluding accounts in trial. */
  monthlyRevenue: number;
  /** Cents a month the trial accounts' locations will bill once their trials end. */
  trialMonthlyFees: number;
  activeLocations: number;
  /** Screens connected right now; null until the screens feature reports it. */
  connectedScreens: number | null;
  latestUsers: User[];
}

export interface AdminUserRow extends User {
  locationCount: number;
}

export const ADMIN_USER_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  'email',
  '-email',
  'locationCount',
  '-locationCount',
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const PLAN_BUCKETS = ['1-5', '6-10', '10+'] as const;
export type PlanBucket = (typeof PLAN_BUCKETS)[number];
export const ADMIN_PAGE_SIZE_MAX = 200;

const emptyToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** Filters shared by the users list and its CSV export. */
export const adminUserFiltersSchema = z.object({
  search: text().max(200, { error: 'At most 200 characters' }).optional(),
  status: z.preprocess(emptyToUndefined, accountStatusSchema.optional()),
  plan: z.preprocess(emptyToUndefined, z.enum(PLAN_BUCKETS).optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(ADMIN_USER_SORTS).default('-createdAt')),
});

/** A whole number from a query string, `fallback` when absent or empty. */
export const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Must be a whole number' })
      .int({ error: 'Must be a whole number' })
      .min(min, { error: `Must be at least ${min}` })
      .max(max, { error: `At most ${max}` })
      .default(fallback),
  );

export const pageQuerySchema = z.object({
  page: wholeNumber(1, 1_000_000, 1),
  pageSize: wholeNumber(1, ADMIN_PAGE_SIZE_MAX, 50),
});

export const adminUsersQuerySchema = adminUserFiltersSchema.extend(pageQuerySchema.shape);

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export const adminLogsQuerySchema = z.object({
  limit: wholeNumber(1, 500, 200),
  level: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).optional()),
});

export type AdminUserFilters = z.output<typeof adminUserFiltersSchema>;
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

const name = (error: string) =>
  text()
    .min(1, { error })
    .max(NAME_MAX_LENGTH, { error: `At most ${NAME_MAX_LENGTH} characters` });

export const adminUpdateUserSchema = z.strictObject({
  firstName: name('First name is required').optional(),
  lastName: name('Last name is required').optional(),
  companyName: name('Company name is required').optional(),
  role: roleSchema.optional(),
  status: accountStatusSchema.optional(),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;

export interface AdminSession {
  id: number;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface AdminUserDetail {
  user: User;
  locations: Location[];
  /** Paired screens (whether one is connected right now arrives with the realtime layer). */
  screens: { id: number; name: string; locationId: number; lastSeenAt: string | null }[];
  contentCount: number;
  storageBytes: number;
  billing: {
    monthlyTotal: number;
    hasSubscription: boolean;
    overdueLocations: number;
    suspendedLocations: number;
    invoices: Invoice[];
  };
  sessions: AdminSession[];
}

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AdminBillingLocation {
  id: number;
  name: string;
  userId: number;
  ownerEmail: string;
  companyName: string;
  unpaidDays: number;
  isSuspended: boolean;
  suspensionDate: string | null;
  nextBillingDate: string;
  monthlyFee: number;
}

export interface AdminBillingOverview {
  /** Excluding accounts in trial, as in AdminStats. */
  monthlyRevenue: number;
  subscribedUsers: number;
  /** Monthly revenue divided by the paying clients. */
  averageRevenuePerUser: number;
  /** Clients past their trial with at least one billed location. */
  payingUsers: number;
  overdue: AdminBillingLocation[];
  suspended: AdminBillingLocation[];
}

export type HealthState = 'ok' | 'error' | 'not-configured';

export interface SystemHealth {
  checkedAt: string;
  database: { status: HealthState; kind: string; latencyMs: number | null; error?: string };
  redis: { status: HealthState; latencyMs: number | null; error?: string };
  storage: { status: HealthState; kind: string; error?: string };
  jobs: {
    status: HealthState;
    kind: string;
    waiting: number;
    active: number;
    delayed: number;
    failed: number;
    workerHeartbeat: string | null;
    error?: string;
  };
  mediaDisk: { usedBytes: number; freeBytes: number | null; totalBytes: number | null };
}

export interface LogEntry {
  time: string;
  level: string;
  msg: string;
  details?: Record<string, unknown>;
}

export type { AccountStatus, Role };
