import { ToolMissingError } from '../media/media-errors.js';
import type { MediaFacts } from '../media/media-job.js';

/** A missing optional package leaves the item usable: the note says what installing it adds. */
export async function optional(work: () => Promise<MediaFacts>): Promise<MediaFacts> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ToolMissingError) return { notes: [err.note] };
    throw err;
  }
}
