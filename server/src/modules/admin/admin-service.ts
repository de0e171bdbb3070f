import { LATEST_REGISTRATIONS_COUNT, type AdminStats, type AdminUserRow } from '@marquee/protocol';
import { toUser } from '../auth/user-view.js';
import type { AdminRepo } from './admin-repo.js';

export function adminService(deps: { admin: AdminRepo }) {
  return {
    async stats(): Promise<AdminStats> {
      const totals = await deps.admin.totals();
      const latest = await deps.admin.latestUsers(LATEST_REGISTRATIONS_COUNT);
      // Content arrives with the media library; until then there is none to count.
      return { ...totals, totalContent: 0, latestUsers: latest.map(toUser) };
    },
    async users(): Promise<AdminUserRow[]> {
      const rows = await deps.admin.usersWithLocationCounts();
      return rows.map((r) => ({ ...toUser(r.user), locationCount: r.locationCount }));
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
