import { UnknownContentKindError, type FileContentKindId } from '@marquee/protocol';
import { processAudioKind } from './audio.js';
import { processDocumentKind } from './document.js';
import { processImageKind } from './image.js';
import type { KindProcessor } from './kind-processor.js';
import { processVideoKind } from './video.js';

export type { KindProcessor, ProcessorInput } from './kind-processor.js';

/** One processor per file kind the protocol declares; form kinds are never queued. */
const PROCESSORS: Record<FileContentKindId, KindProcessor> = {
  image: processImageKind,
  video: processVideoKind,
  audio: processAudioKind,
  document: processDocumentKind,
};

export function processorFor(kindId: string): KindProcessor {
  if (!Object.hasOwn(PROCESSORS, kindId)) throw new UnknownContentKindError(kindId);
  return PROCESSORS[kindId as FileContentKindId];
}
