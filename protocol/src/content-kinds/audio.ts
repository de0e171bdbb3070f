import { DISPLAY_DURATION_DEFAULT_S } from '../constants.js';
import type { FileContentKind } from './kind.js';

export const audioKind = {
  id: 'audio',
  family: 'file',
  label: 'Audio',
  groupLabel: 'Audio',
  // Audio plays to its end on screens, but its display duration is left as it was set.
  durationFromMedia: false,
  defaultDuration: DISPLAY_DURATION_DEFAULT_S,
  formats: {
    mp3: { mimeType: 'audio/mpeg', extensions: ['.mp3'], label: 'MP3' },
    wav: { mimeType: 'audio/wav', extensions: ['.wav'], label: 'WAV' },
    ogg: { mimeType: 'audio/ogg', extensions: ['.ogg', '.oga'], label: 'OGG' },
    opus: { mimeType: 'audio/ogg', extensions: ['.ogg', '.opus'], label: 'OGG' },
  },
} as const satisfies FileContentKind<'audio'>;
