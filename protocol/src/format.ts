const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Spec §2: 1024-based units with 2 decimals, e.g. '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents to '$45.00' or '$3,960.00'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Monthly total of a set of locations: suspended ones are not billed. */
export function monthlyTotalCents(
  locations: readonly { monthlyFee: number; isSuspended: boolean }[],
): number {
  return locations.reduce((sum, l) => (l.isSuspended ? sum : sum + l.monthlyFee), 0);
}
