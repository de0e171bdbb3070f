import type { Location } from '@marquee/protocol';
import type { LocationRow } from '../../db/schema/index.js';

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    description: row.description,
    timezone: row.timezone,
    isActive: row.isActive,
    showOverlay: row.showOverlay,
    ticker: row.ticker,
    isSuspended: row.isSuspended,
    unpaidDays: row.unpaidDays,
    suspensionDate: row.suspensionDate?.toISOString() ?? null,
    nextBillingDate: row.nextBillingDate.toISOString(),
    monthlyFee: row.monthlyFee,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
