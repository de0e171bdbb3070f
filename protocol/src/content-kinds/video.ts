import { DISPLAY_DURATION_DEFAULT_S } from '../constants.js';
import type { FileContentKind } from './kind.js';

export const videoKind = {
  id: 'video',
  family: 'file',
  label: 'Video',
  groupLabel: 'Videos',
  durationFromMedia: true,
  defaultDuration: DISPLAY_DURATION_DEFAULT_S,
  formats: {
    mp4: { mimeType: 'video/mp4', extensions: ['.mp4', '.m4v'], label: 'MP4' },
    webm: { mimeType: 'video/webm', extensions: ['.webm'], label: 'WebM' },
    mov: { mimeType: 'video/quicktime', extensions: ['.mov'], label: 'MOV' },
    avi: { mimeType: 'video/x-msvideo', extensions: ['.avi'], label: 'AVI' },
  },
} as const satisfies FileContentKind<'video'>;
