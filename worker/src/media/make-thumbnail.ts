import path from 'node:path';
import sharp from 'sharp';
import { derivedKey, upload } from './media-files-io.js';
import { IMAGE_PIXEL_LIMIT } from './media-errors.js';
import type { MediaFiles } from './media-job.js';

export const THUMBNAIL_WIDTH = 320;

/** A 320-px WebP of any still image (a photo, a video poster, a page); EXIF rotation applied. */
export async function makeThumbnail(
  files: MediaFiles,
  storageKey: string,
  source: string,
  workDir: string,
): Promise<string> {
  const out = path.join(workDir, 'thumb.webp');
  await sharp(source, { animated: false, limitInputPixels: IMAGE_PIXEL_LIMIT })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(out);
  return upload(files, out, derivedKey(storageKey, 'thumb.webp'), 'image/webp');
}
