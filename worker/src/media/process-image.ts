import sharp, { type Metadata } from 'sharp';
import { IMAGE_PIXEL_LIMIT, UnreadableMediaError } from './media-errors.js';
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
    meta = await sharp(input, { limitInputPixels: IMAGE_PIXEL_LIMIT }).metadata();
  } catch (err) {
    if (/exceeds pixel limit/i.test((err as Error).message)) throw await tooLarge(input);
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

/** Names the image's size (read from its header only, nothing decoded) and the limit. */
async function tooLarge(input: string): Promise<UnreadableMediaError> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const side = Math.sqrt(IMAGE_PIXEL_LIMIT);
  const size = meta?.width && meta.height ? ` (${meta.width} × ${meta.height} pixels)` : '';
  return new UnreadableMediaError(
    `This image is too large to show${size}. The limit is ${IMAGE_PIXEL_LIMIT.toLocaleString('en-US')} pixels, for example ${side} × ${side}. Scale it down and upload it again.`,
  );
}
