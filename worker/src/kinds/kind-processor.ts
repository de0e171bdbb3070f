import type {
  MediaFacts,
  MediaItemToProcess,
  MediaProcessingDeps,
  MediaTools,
} from '../media/media-job.js';

export interface ProcessorInput {
  deps: MediaProcessingDeps;
  tools: MediaTools;
  item: MediaItemToProcess;
  /** The original, downloaded to a local file. */
  input: string;
  /** A private directory, removed afterwards. */
  workDir: string;
}

/** The worker's half of a file kind: what processing derives from the original. */
export type KindProcessor = (p: ProcessorInput) => Promise<MediaFacts>;
