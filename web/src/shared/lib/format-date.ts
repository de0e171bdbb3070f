const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** '12 Mar 2026'-style dates for tables and cards; tolerates a missing or bad value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}
