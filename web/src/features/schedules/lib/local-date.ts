/** The viewer's own calendar date as 'YYYY-MM-DD' (not UTC's, which differs near midnight). */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
