import { UnreadableMediaError } from './media-errors.js';
import type { MediaFacts, MediaTools } from './media-job.js';
import { probeMedia } from './probe-media.js';

export async function processAudio(tools: MediaTools, input: string): Promise<MediaFacts> {
  const probe = await probeMedia(tools.ffprobe, input);
  if (!probe.audio) throw new UnreadableMediaError('This file has no sound to play.');
  return { mediaDuration: probe.duration };
}
