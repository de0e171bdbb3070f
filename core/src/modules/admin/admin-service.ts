import {
  LATEST_REGISTRATIONS_COUNT,
  monthlyTotalCents,
  type AdminBillingOverview,
  type AdminStats,
  type AdminUpdateUserInput,
  type AdminUserDetail,
  type AdminUserFilters,
  type AdminUserRow,
  type AdminUsersQuery,
  type AuditEntry,
} from '@marquee/protocol';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../../db/schema/index.js';
import { toUser } from '../auth/index.js';
import { toLocation } from '../locations/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { AuthService } from '../auth/index.js';
import type { BillingService } from '../billing/index.js';
import type { AdminReadModel } from './admin-read-model.js';
import type { AuditRepo } from './audit-repo.js';

/** Library sizes owned by the content module, read for the back office. */
export interface AdminUsage {
  totalContent(): Promise<number>;
  contentCount(userId: number): Promise<number>;
  storageBytes(userId: number): Promise<number>;
}

export const noUsage: AdminUsage = {
  totalContent: async () => 0,
  contentCount: async () => 0,
  storageBytes: async () => 0,
};

export type Actor = Pick<UserRow, 'id' | 'email'>;

const missingUser = () => notFound('User not found');
const missingLocation = () => notFound('Location not found');

const auditView = (u: UserRow) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  companyName: u.companyName,
  role: u.role,
  status: u.status,
});

export type UserPatch = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'companyName' | 'role' | 'status'>
>;

export function adminService(deps: {
  /** Reads across every tenant; every write goes to the table's own repository or service. */
  admin: AdminReadModel;
  audit: AuditRepo;
  /** Accounts and sessions change through their owner, the auth service. */
  accounts: Pick<AuthService, 'updateAccount' | 'endAllSessions'>;
  billing: BillingService;
  events: EventBus;
  usage?: AdminUsage;
  now?: () => Date;
}) {
  const { admin, audit, events } = deps;
  const now = deps.now ?? (() => new Date());
  const usage = deps.usage ?? noUsage;

  async function record(
    actor: Actor,
    action: string,
    target: { type: string; id: number | null },
    before: unknown = null,
    after: unknown = null,
  ) {
    await audit.insert({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: target.type,
      targetId: target.id,
      before,
      after,
    });
  }

  async function existingUser(id: number) {
    const user = await admin.findUser(id);
    if (!user) throw missingUser();
    return user;
  }

  async function existingLocation(id: number) {
    const location = await admin.findLocation(id);
    if (!location) throw missingLocation();
    return location;
  }

  return {
    /** `connectedScreens` comes from the realtime layer (null without one). */
    async stats(connectedScreens: number | null): Promise<AdminStats> {
      const totals = await admin.totals(now());
      const latest = await admin.latestUsers(LATEST_REGISTRATIONS_COUNT);
      return {
        ...totals,
        totalContent: await usage.totalContent(),
        connectedScreens,
        latestUsers: latest.map(toUser),
      };
    },

    async users(q: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
      const rows = await admin.listUsers(q, q.pageSize, (q.page - 1) * q.pageSize);
      const total = await admin.countUsers(q);
      return {
        rows: rows.map((r) => ({ ...toUser(r.user), locationCount: r.locationCount })),
        total,
      };
    },

    /** The filtered set as CSV rows; the export itself is audited (it carries personal data). */
    async exportUsers(actor: Actor, filters: AdminUserFilters) {
      await record(actor, 'users.export', { type: 'users', id: null }, null, filters);
      return (async function* () {
        for await (const r of admin.streamUsers(filters)) {
          yield [
            r.user.id,
            r.user.firstName,
            r.user.lastName,
            r.user.email,
            r.user.companyName,
            r.user.role,
            r.user.status,
            r.locationCount,
            r.user.createdAt.toISOString(),
          ] as const;
        }
      })();
    },

    async userDetail(id: number): Promise<AdminUserDetail> {
      const user = await existingUser(id);
      const locations = await admin.locationsOf(id);
      const sessions = await admin.sessionsOf(id);
      const invoices = await deps.billing.invoices(id);
      return {
        user: toUser(user),
        locations: locations.map(toLocation),
        screens: (await admin.displaysOf(id)).map((d) => ({
          ...d,
          lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
        })),
        contentCount: await usage.contentCount(id),
        storageBytes: await usage.storageBytes(id),
        billing: {
          monthlyTotal: monthlyTotalCents(locations),
          hasSubscription: Boolean(user.stripeSubscriptionId),
          overdueLocations: locations.filter((l) => l.unpaidDays > 0 && !l.isSuspended).length,
          suspendedLocations: locations.filter((l) => l.isSuspended).length,
          invoices,
        },
        sessions: sessions.map((s) => ({
          id: s.id,
          userAgent: s.userAgent,
          ip: s.ip,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        })),
      };
    },

    /**
     * Suspending ends the account's sessions and stops its screens; reactivating lets them play
     * again. An admin can neither demote nor suspend themself (the last admin could lock everyone out).
     */
    async updateUser(actor: Actor, id: number, input: AdminUpdateUserInput) {
      const before = await existingUser(id);
      const patch: UserPatch = { ...input };
      if (id === actor.id && patch.role && patch.role !== before.role)
        throw forbidden('You cannot change your own role');
      if (id === actor.id && patch.status === 'suspended')
        throw forbidden('You cannot suspend your own account');
      const after = Object.keys(patch).length
        ? await deps.accounts.updateAccount(id, patch)
        : before;
      if (!after) throw missingUser();
      if (before.status !== after.status) {
        const reason = after.status === 'suspended' ? 'account-suspended' : 'account-reactivated';
        for (const l of await admin.locationsOf(id)) events.locationChanged(l.id, reason, id);
      }
      await record(actor, 'user.update', { type: 'user', id }, auditView(before), auditView(after));
      return toUser(after);
    },

    async revokeSessions(actor: Actor, id: number): Promise<void> {
      await existingUser(id);
      const ended = await deps.accounts.endAllSessions(id);
      await record(
        actor,
        'user.sessions.revoke',
        { type: 'user', id },
        { sessions: ended },
        {
          sessions: 0,
        },
      );
    },

    async billingOverview(): Promise<AdminBillingOverview> {
      const { monthlyRevenue, payingClients: paying } = await admin.totals(now());
      const { subscribed } = await admin.billingCounts();
      const troubled = (await admin.troubledLocations()).map((l) => ({
        ...l,
        suspensionDate: l.suspensionDate?.toISOString() ?? null,
        nextBillingDate: l.nextBillingDate.toISOString(),
      }));
      return {
        monthlyRevenue,
        subscribedUsers: subscribed,
        payingUsers: paying,
        averageRevenuePerUser: paying ? Math.round(monthlyRevenue / paying) : 0,
        overdue: troubled.filter((l) => !l.isSuspended),
        suspended: troubled.filter((l) => l.isSuspended),
      };
    },

    async markLocationPaid(actor: Actor, locationId: number) {
      const before = await existingLocation(locationId);
      await deps.billing.markPaid(before.userId, before);
      const after = await admin.findLocation(locationId);
      await record(
        actor,
        'location.mark-paid',
        { type: 'location', id: locationId },
        toLocation(before),
        after && toLocation(after),
      );
      return toLocation(after ?? before);
    },

    async restoreLocation(actor: Actor, locationId: number) {
      const before = await existingLocation(locationId);
      await deps.billing.restore(before.userId, locationId);
      const after = await admin.findLocation(locationId);
      await record(
        actor,
        'location.restore',
        { type: 'location', id: locationId },
        toLocation(before),
        after && toLocation(after),
      );
      return toLocation(after ?? before);
    },

    async auditLog(page: number, pageSize: number): Promise<{ rows: AuditEntry[]; total: number }> {
      const rows = await audit.list(pageSize, (page - 1) * pageSize);
      return {
        total: await audit.count(),
        rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      };
    },

    async revenueReport(actor: Actor) {
      await record(actor, 'report.revenue', { type: 'report', id: null });
      return admin.revenueByMonth();
    },

    recordBackup: (actor: Actor, kind: string) =>
      record(actor, 'backup.download', { type: 'database', id: null }, null, { kind }),
  };
}
export type AdminService = ReturnType<typeof adminService>;
