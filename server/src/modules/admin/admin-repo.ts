import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { locations, users } from '../../db/schema/index.js';

/** Admin queries span every tenant by design; only admin routes reach this repo. */
export function adminRepo(db: Db) {
  return {
    async totals() {
      const [u] = await db
        .select({
          n: count(),
          clients: sql<number>`count(*) filter (where ${users.role} = 'client')`.mapWith(Number),
        })
        .from(users);
      const [l] = await db
        .select({
          total: count(),
          active:
            sql<number>`count(*) filter (where ${locations.isActive} and not ${locations.isSuspended})`.mapWith(
              Number,
            ),
          revenue:
            sql<number>`coalesce(sum(${locations.monthlyFee}) filter (where not ${locations.isSuspended}), 0)`.mapWith(
              Number,
            ),
        })
        .from(locations);
      return {
        totalUsers: u!.n,
        totalClients: u!.clients,
        totalLocations: l!.total,
        activeLocations: l!.active,
        monthlyRevenue: l!.revenue,
      };
    },
    latestUsers: (limit: number) =>
      db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit),
    usersWithLocationCounts: () =>
      db
        .select({ user: users, locationCount: count(locations.id) })
        .from(users)
        .leftJoin(locations, eq(locations.userId, users.id))
        .groupBy(users.id)
        .orderBy(desc(users.createdAt), desc(users.id)),
  };
}
export type AdminRepo = ReturnType<typeof adminRepo>;
