import sharp, { type Metadata } from 'sharp';
import { UnreadableMediaError } from './media-errors.js';
import { makeThumbnail } from './make-thumbnail.js';
import type { MediaFacts, MediaFiles, MediaItemToProcess } from './media-job.js';

export async function processImage(
  files: MediaFiles,
  item: MediaItemToProcess,
  input: string,
  workDir: string,
): Promise<MediaFacts> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new UnreadableMediaError('This image could not be read. The file may be damaged.');
  }
  // EXIF orientations 5-8 are rotated a quarter turn: the screen shows them upright.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: (turned ? meta.height : meta.width) ?? null,
    height: (turned ? meta.width : meta.height) ?? null,
    thumbnailKey: await makeThumbnail(files, item.storageKey, input, workDir),
  };
}
