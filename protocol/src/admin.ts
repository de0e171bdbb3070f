import { z } from './zod-messages.js';
import type { AccountStatus, Role } from './auth.js';
import { accountStatusSchema, roleSchema, userSchema } from './auth.js';
import { NAME_MAX_LENGTH } from './constants.js';
import { text } from './text.js';
import { invoiceSchema } from './billing.js';
import { locationSchema } from './location.js';

const count = z.number().int();
/** Money is in cents. */
const cents = z.number().int();

export const adminStatsSchema = z.object({
  /** Every account, admins included. */
  totalUsers: count,
  /** Every client account (role client), in trial or not. */
  totalClients: count,
  /** Clients whose free trial is still running: they pay nothing yet. */
  trialClients: count,
  /** Clients past their trial with at least one location that is not suspended. */
  payingClients: count,
  totalLocations: count,
  totalContent: count,
  /** Cents a month from locations not suspended, excluding accounts in trial. */
  monthlyRevenue: cents,
  /** Cents a month the trial accounts' locations will bill once their trials end. */
  trialMonthlyFees: cents,
  activeLocations: count,
  /** Screens connected right now; null until the screens feature reports it. */
  connectedScreens: count.nullable(),
  latestUsers: z.array(userSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserRowSchema = userSchema.extend({ locationCount: count });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

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

export const adminSessionSchema = z.object({
  id: z.number().int(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminUserDetailSchema = z.object({
  user: userSchema,
  locations: z.array(locationSchema),
  /** Paired screens (whether one is connected right now arrives with the realtime layer). */
  screens: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      locationId: z.number().int(),
      lastSeenAt: z.iso.datetime().nullable(),
    }),
  ),
  contentCount: count,
  storageBytes: z.number().int(),
  billing: z.object({
    monthlyTotal: cents,
    hasSubscription: z.boolean(),
    overdueLocations: count,
    suspendedLocations: count,
    invoices: z.array(invoiceSchema),
  }),
  sessions: z.array(adminSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** What an audited change looked like: each action keeps its own shape. */
const auditSnapshot = z
  .unknown()
  .meta({ description: 'A JSON snapshot; its shape depends on the action' });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  before: auditSnapshot,
  after: auditSnapshot,
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminBillingLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userId: z.number().int(),
  ownerEmail: z.string(),
  companyName: z.string(),
  unpaidDays: count,
  isSuspended: z.boolean(),
  suspensionDate: z.iso.datetime().nullable(),
  nextBillingDate: z.iso.datetime(),
  monthlyFee: cents,
});
export type AdminBillingLocation = z.infer<typeof adminBillingLocationSchema>;

export const adminBillingOverviewSchema = z.object({
  /** Excluding accounts in trial, as in AdminStats. */
  monthlyRevenue: cents,
  subscribedUsers: count,
  /** Monthly revenue divided by the paying clients. */
  averageRevenuePerUser: cents,
  /** Clients past their trial with at least one billed location. */
  payingUsers: count,
  overdue: z.array(adminBillingLocationSchema),
  suspended: z.array(adminBillingLocationSchema),
});
export type AdminBillingOverview = z.infer<typeof adminBillingOverviewSchema>;

export const healthStateSchema = z.enum(['ok', 'error', 'not-configured']);
export type HealthState = z.infer<typeof healthStateSchema>;

/** Why a check failed; present only when it did. */
const failure = z.string().optional();
const latencyMs = z.number().int().nullable();

export const systemHealthSchema = z.object({
  checkedAt: z.iso.datetime(),
  database: z.object({ status: healthStateSchema, kind: z.string(), latencyMs, error: failure }),
  redis: z.object({ status: healthStateSchema, latencyMs, error: failure }),
  storage: z.object({ status: healthStateSchema, kind: z.string(), error: failure }),
  jobs: z.object({
    status: healthStateSchema,
    kind: z.string(),
    waiting: count,
    active: count,
    delayed: count,
    failed: count,
    workerHeartbeat: z.iso.datetime().nullable(),
    error: failure,
  }),
  mediaDisk: z.object({
    usedBytes: z.number().int(),
    freeBytes: z.number().int().nullable(),
    totalBytes: z.number().int().nullable(),
  }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const logEntrySchema = z.object({
  time: z.iso.datetime(),
  level: z.string(),
  msg: z.string(),
  /** The line's other fields, as the logger wrote them. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export type { AccountStatus, Role };
