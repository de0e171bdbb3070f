import { formatCents } from '@marquee/protocol';

/** '$45' for marketing copy, where '$45.00' would read like an invoice; cents kept if any. */
export function formatPrice(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}
