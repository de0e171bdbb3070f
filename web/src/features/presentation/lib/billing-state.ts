import { SUSPENSION_AFTER_UNPAID_DAYS } from '@marquee/protocol';
import type { Location } from '@marquee/protocol';

export type BillingState =
  | { kind: 'suspended' }
  | { kind: 'overdue'; unpaidDays: number; daysLeft: number }
  | { kind: 'current' };

/** Spec §2/§4: suspension wins, then any unpaid day, with max(0, 5 − unpaidDays) days left. */
export function billingState(location: Pick<Location, 'isSuspended' | 'unpaidDays'>): BillingState {
  if (location.isSuspended) return { kind: 'suspended' };
  if (location.unpaidDays > 0) {
    return {
      kind: 'overdue',
      unpaidDays: location.unpaidDays,
      daysLeft: Math.max(0, SUSPENSION_AFTER_UNPAID_DAYS - location.unpaidDays),
    };
  }
  return { kind: 'current' };
}
