import type { User } from './auth.js';

export interface AdminStats {
  totalUsers: number;
  totalLocations: number;
  totalContent: number;
  monthlyRevenue: number;
  activeLocations: number;
  latestUsers: User[];
}

export interface AdminUserRow extends User {
  locationCount: number;
}
