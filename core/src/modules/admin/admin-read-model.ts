import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserFilters, AdminUserSort } from '@marquee/protocol';
import type { Db } from '../../db/client.js';
import {
  displays,
  invoices,
  locations,
  sessions,
  users,
  type UserRow,
} from '../../db/schema/index.js';

/** `%` and `_` typed into the search box are literal characters, not wildcards. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const PLAN_RANGES: Record<NonNullable<AdminUserFilters['plan']>, [number, number]> = {
  '1-5': [1, 5],
  '6-10': [6, 10],
  // "10+" is everything above the 6-10 bucket, so no account falls in two buckets.
  '10+': [11, 2_147_483_647],
};

/**
 * The back office's read model: queries spanning every tenant, by design, and nothing else. Its
 * writes go through the owning modules' services and repositories.
 */
export function adminReadModel(db: Db) {
  // Location counts per owner, joined only when a filter or sort needs them.
  const lc = db
    .select({ userId: locations.userId, n: sql<number>`count(*)::int`.as('n') })
    .from(locations)
    .groupBy(locations.userId)
    .as('lc');
  const locationCount = sql<number>`coalesce(${lc.n}, 0)`.mapWith(Number);
  // Spelled out: drizzle leaves columns unqualified in single-table selects, which a subquery would capture.
  const directLocationCount =
    sql<number>`(select count(*)::int from locations l where l.user_id = "users"."id")`.mapWith(
      Number,
    );

  function where(f: AdminUserFilters): SQL | undefined {
    const q = f.search?.trim();
    const pattern = q ? likePattern(q) : undefined;
    return and(
      pattern
        ? or(
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ilike(users.email, pattern),
            ilike(users.companyName, pattern),
          )
        : undefined,
      f.status ? eq(users.status, f.status) : undefined,
      f.plan
        ? sql`${locationCount} between ${PLAN_RANGES[f.plan][0]} and ${PLAN_RANGES[f.plan][1]}`
        : undefined,
    );
  }

  const needsCounts = (f: AdminUserFilters) => Boolean(f.plan) || f.sort.endsWith('locationCount');

  function orderBy(sort: AdminUserSort): SQL[] {
    const dir = sort.startsWith('-') ? desc : asc;
    switch (sort.replace(/^-/, '')) {
      case 'name':
        return [
          dir(sql`lower(${users.lastName})`),
          dir(sql`lower(${users.firstName})`),
          dir(users.id),
        ];
      case 'email':
        return [dir(sql`lower(${users.email})`)];
      case 'locationCount':
        return [dir(locationCount), dir(users.id)];
      default:
        return [dir(users.createdAt), dir(users.id)];
    }
  }

  return {
    /**
     * Counts and revenue, with accounts still in their free trial kept apart: they pay
     * nothing yet, so their locations' fees are not revenue and they are not paying clients.
     */
    async totals(at: Date) {
      const inTrial = sql`(${users.trialEndsAt} is not null and ${users.trialEndsAt} > ${at.toISOString()})`;
      // Spelled out: inside the subquery a bare "id" would be the location's.
      const billed = sql`exists (select 1 from locations l where l.user_id = "users"."id" and not l.is_suspended)`;
      const [u] = await db
        .select({
          n: count(),
          clients: sql<number>`count(*) filter (where ${users.role} = 'client')`.mapWith(Number),
          trialClients:
            sql<number>`count(*) filter (where ${users.role} = 'client' and ${inTrial})`.mapWith(
              Number,
            ),
          payingClients:
            sql<number>`count(*) filter (where ${users.role} = 'client' and not ${inTrial} and ${billed})`.mapWith(
              Number,
            ),
        })
        .from(users);
      const fees = (trial: boolean) =>
        sql<number>`coalesce(sum(${locations.monthlyFee}) filter (where not ${locations.isSuspended} and ${trial ? inTrial : sql`not ${inTrial}`}), 0)`.mapWith(
          Number,
        );
      const [l] = await db
        .select({
          total: count(),
          active:
            sql<number>`count(*) filter (where ${locations.isActive} and not ${locations.isSuspended})`.mapWith(
              Number,
            ),
          revenue: fees(false),
          trialFees: fees(true),
        })
        .from(locations)
        .innerJoin(users, eq(users.id, locations.userId));
      return {
        totalUsers: u!.n,
        totalClients: u!.clients,
        trialClients: u!.trialClients,
        payingClients: u!.payingClients,
        totalLocations: l!.total,
        activeLocations: l!.active,
        monthlyRevenue: l!.revenue,
        trialMonthlyFees: l!.trialFees,
      };
    },

    latestUsers: (limit: number) =>
      db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit),

    /**
     * One page of users. Without a plan filter or a count sort, the page is read straight off
     * a users index and each of its rows counts its own locations; otherwise the per-owner
     * counts are joined.
     */
    async listUsers(f: AdminUserFilters, limit: number, offset: number) {
      if (!needsCounts(f)) {
        // The page's ids first: OFFSET then skips bare index entries, and only the 50 rows
        // shown are read in full and have their locations counted.
        const page = db
          .select({ id: users.id })
          .from(users)
          .where(where(f))
          .orderBy(...orderBy(f.sort))
          .limit(limit)
          .offset(offset)
          .as('page');
        return db
          .select({ user: users, locationCount: directLocationCount })
          .from(page)
          .innerJoin(users, eq(users.id, page.id))
          .orderBy(...orderBy(f.sort));
      }
      return db
        .select({ user: users, locationCount })
        .from(users)
        .leftJoin(lc, eq(lc.userId, users.id))
        .where(where(f))
        .orderBy(...orderBy(f.sort))
        .limit(limit)
        .offset(offset);
    },

    async countUsers(f: AdminUserFilters): Promise<number> {
      const base = db.select({ n: count() }).from(users);
      const [row] = await (f.plan
        ? base.leftJoin(lc, eq(lc.userId, users.id)).where(where(f))
        : base.where(where(f)));
      return row!.n;
    },

    /** The whole filtered set in id order, a batch at a time (keyset, so late batches stay fast). */
    async *streamUsers(f: AdminUserFilters, batchSize = 1000) {
      let after = 0;
      for (;;) {
        const batch = await db
          .select({ user: users, locationCount })
          .from(users)
          .leftJoin(lc, eq(lc.userId, users.id))
          .where(and(where(f), gt(users.id, after)))
          .orderBy(asc(users.id))
          .limit(batchSize);
        yield* batch;
        if (batch.length < batchSize) return;
        after = batch[batch.length - 1]!.user.id;
      }
    },

    async findUser(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    locationsOf: (userId: number) =>
      db.select().from(locations).where(eq(locations.userId, userId)).orderBy(asc(locations.id)),

    sessionsOf: (userId: number) =>
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt)),

    displaysOf: (userId: number) =>
      db
        .select({
          id: displays.id,
          name: displays.name,
          locationId: displays.locationId,
          lastSeenAt: displays.lastSeenAt,
        })
        .from(displays)
        .where(eq(displays.userId, userId))
        .orderBy(asc(displays.id)),

    async findLocation(id: number) {
      const [row] = await db.select().from(locations).where(eq(locations.id, id));
      return row;
    },

    async billingCounts() {
      const [row] = await db
        .select({
          subscribed:
            sql<number>`count(*) filter (where ${users.stripeSubscriptionId} is not null)`.mapWith(
              Number,
            ),
        })
        .from(users);
      return row!;
    },

    /** Locations with unpaid days or a suspension, with their owners, worst first. */
    troubledLocations: () =>
      db
        .select({
          id: locations.id,
          name: locations.name,
          userId: locations.userId,
          ownerEmail: users.email,
          companyName: users.companyName,
          unpaidDays: locations.unpaidDays,
          isSuspended: locations.isSuspended,
          suspensionDate: locations.suspensionDate,
          nextBillingDate: locations.nextBillingDate,
          monthlyFee: locations.monthlyFee,
        })
        .from(locations)
        .innerJoin(users, eq(users.id, locations.userId))
        .where(or(gt(locations.unpaidDays, 0), eq(locations.isSuspended, true)))
        .orderBy(desc(locations.isSuspended), desc(locations.unpaidDays), asc(locations.id))
        .limit(500),

    /** Paid invoices summed per calendar month (UTC), newest month first. */
    revenueByMonth: () =>
      db
        .select({
          month: sql<string>`to_char(date_trunc('month', ${invoices.createdAt} at time zone 'UTC'), 'YYYY-MM')`,
          invoices: sql<number>`count(*)`.mapWith(Number),
          amountCents: sql<number>`sum(${invoices.amountCents})`.mapWith(Number),
        })
        .from(invoices)
        .where(eq(invoices.status, 'paid'))
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`),
  };
}
export type AdminReadModel = ReturnType<typeof adminReadModel>;
