import { processVideo } from '../media/process-video.js';
import type { KindProcessor } from './kind-processor.js';
import { optional } from './optional.js';

export const processVideoKind: KindProcessor = ({ deps, tools, item, input, workDir }) =>
  optional(() => processVideo(deps.files, tools, item, input, workDir));
