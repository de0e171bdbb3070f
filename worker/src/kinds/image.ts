import { processImage } from '../media/process-image.js';
import type { KindProcessor } from './kind-processor.js';

export const processImageKind: KindProcessor = ({ deps, item, input, workDir }) =>
  processImage(deps.files, item, input, workDir);
