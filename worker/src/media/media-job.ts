import type { Readable } from 'node:stream';
import type { ContentStatus, ContentType } from '@marquee/protocol';

export { MEDIA_PROCESS_JOB, mediaJobId, type MediaJobData } from '@marquee/core/jobs/job-names.js';

/** The part of the server's MediaStore the processors use. */
export interface MediaFiles {
  read(key: string): Promise<Readable>;
  put(key: string, body: Readable, contentType?: string): Promise<number>;
  deletePrefix(prefix: string): Promise<void>;
}

export interface MediaItemToProcess {
  id: number;
  userId: number;
  contentType: ContentType;
  mimeType: string;
  storageKey: string;
  displayDurationIsDefault: boolean;
  /** Only a 'processing' item is worked on: a re-queued job may find it finished already. */
  status: ContentStatus;
}

export interface MediaFacts {
  width?: number | null;
  height?: number | null;
  mediaDuration?: number | null;
  pageCount?: number | null;
  thumbnailKey?: string | null;
  playbackKey?: string | null;
  playbackMimeType?: string | null;
  pageKeys?: string[];
  documentKey?: string | null;
  /** Set when the item's own length should become its display duration (videos). */
  displayDuration?: number;
  /** What is missing and which optional package would add it. */
  notes?: string[];
}

export interface MediaResult extends Omit<MediaFacts, 'notes'> {
  statusReason: string | null;
}

export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  pdftoppm: string;
  pdfinfo: string;
  soffice: string;
}

export const DEFAULT_MEDIA_TOOLS: MediaTools = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffprobe',
  pdftoppm: 'pdftoppm',
  pdfinfo: 'pdfinfo',
  soffice: 'soffice',
};

export interface MediaProcessingDeps {
  files: MediaFiles;
  findItem(userId: number, id: number): Promise<MediaItemToProcess | undefined>;
  /** False when the item was deleted meanwhile. */
  saveReady(userId: number, id: number, result: MediaResult): Promise<boolean>;
  /** Fails an item that is still processing; false when it was not (deleted, already settled). */
  saveFailed(userId: number, id: number, reason: string): Promise<boolean>;
  onChanged(userId: number, change: { id: number; status: ContentStatus }): void;
  tools?: Partial<MediaTools>;
}
