import type { User } from './auth.js';

export interface AdminStats {
  /** Every account, admins included. */
  totalUsers: number;
  /** Accounts of paying customers (role client): the back office's Total Clients. */
  totalClients: number;
  totalLocations: number;
  totalContent: number;
  monthlyRevenue: number;
  activeLocations: number;
  latestUsers: User[];
}

export interface AdminUserRow extends User {
  locationCount: number;
}
