import crypto from 'node:crypto';
import { ACCEPTED_MEDIA } from '@marquee/protocol';

/** Uploads land here first and become a media folder only together with their row. */
export const TEMP_PREFIX = 'tmp/';
export const newTempKey = () => `${TEMP_PREFIX}${crypto.randomBytes(16).toString('hex')}`;

/**
 * Each item's files share one random folder: the URL is the capability (screens load media
 * with plain <img>/<video> tags), so it must be unguessable and must never contain an id. Its
 * shape (32 hex digits) is what `GET /media/:folder/:file` accepts (protocol's `operationsApi`).
 */
export const newMediaFolder = () => crypto.randomBytes(16).toString('hex');
export const folderOf = (key: string) => key.slice(0, key.indexOf('/'));

export const mediaUrl = (key: string) => `/media/${key}`;

const MIME_BY_EXTENSION: Record<string, string> = {};
for (const t of Object.values(ACCEPTED_MEDIA)) {
  for (const ext of t.extensions) MIME_BY_EXTENSION[ext] ??= t.mimeType;
}

/** Our keys end in an extension we chose from the detected type, so it is trusted. */
export function mimeTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.')).toLowerCase();
  return MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
}
