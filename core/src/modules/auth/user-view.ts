import type { User } from '@marquee/protocol';
import type { UserRow } from '../../db/schema/index.js';

/** The public shape of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    role: row.role,
    status: row.status,
    stripeSubscriptionId: row.stripeSubscriptionId,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
