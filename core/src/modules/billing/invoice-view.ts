import type { Invoice } from '@marquee/protocol';
import type { InvoiceRow } from '../../db/schema/index.js';

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    locations: row.locationCount,
    amount: row.amountCents,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
