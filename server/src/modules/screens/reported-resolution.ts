import { resolutionSchema } from '@marquee/protocol';

/** A screen's `?resolution=` is informational: anything but `WIDTHxHEIGHT` is ignored, not stored. */
export function reportedResolution(raw: unknown): string | null {
  const parsed = resolutionSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
