import { processAudio } from '../media/process-audio.js';
import type { KindProcessor } from './kind-processor.js';
import { optional } from './optional.js';

export const processAudioKind: KindProcessor = ({ tools, input }) =>
  optional(() => processAudio(tools, input));
