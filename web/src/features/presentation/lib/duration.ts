import {
  DISPLAY_DURATION_DEFAULT_S,
  DISPLAY_DURATION_MAX_S,
  DISPLAY_DURATION_MIN_S,
} from '@marquee/protocol';

/** Spec §5: a whole number from 1 to 300 seconds; anything else (or nothing) falls back to 10. */
export function toDisplayDuration(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  if (!Number.isInteger(n) || n < DISPLAY_DURATION_MIN_S || n > DISPLAY_DURATION_MAX_S) {
    return DISPLAY_DURATION_DEFAULT_S;
  }
  return n;
}
