import { DISPLAY_DURATION_DEFAULT_S } from '../constants.js';
import type { FileContentKind } from './kind.js';

export const imageKind = {
  id: 'image',
  family: 'file',
  label: 'Image',
  groupLabel: 'Images',
  durationFromMedia: false,
  defaultDuration: DISPLAY_DURATION_DEFAULT_S,
  formats: {
    jpg: { mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPG' },
    png: { mimeType: 'image/png', extensions: ['.png'], label: 'PNG' },
    gif: { mimeType: 'image/gif', extensions: ['.gif'], label: 'GIF' },
    webp: { mimeType: 'image/webp', extensions: ['.webp'], label: 'WebP' },
  },
} as const satisfies FileContentKind<'image'>;
