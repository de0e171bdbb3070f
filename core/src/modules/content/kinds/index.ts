import { UnknownContentKindError, type ContentKindId } from '@marquee/protocol';
import { announcementSlideServerKind } from './announcement-slide.js';
import { fileKind } from './file-kind.js';
import type { ServerContentKind } from './server-kind.js';
import { webPageServerKind } from './web-page.js';

export type {
  PlayerFields,
  PrepareContext,
  PreparedData,
  ServerContentKind,
} from './server-kind.js';
export { storedData } from './form-data.js';
export { detectFileFormat } from './detect-file-format.js';

/** One server half per kind the protocol declares: a kind without one does not compile. */
const SERVER_KINDS: Record<ContentKindId, ServerContentKind> = {
  image: fileKind,
  video: fileKind,
  audio: fileKind,
  document: fileKind,
  'web-page': webPageServerKind,
  'announcement-slide': announcementSlideServerKind,
};

export function serverKind(id: string): ServerContentKind {
  if (!Object.hasOwn(SERVER_KINDS, id)) throw new UnknownContentKindError(id);
  return SERVER_KINDS[id as ContentKindId];
}
