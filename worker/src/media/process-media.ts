import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PermanentJobError, type JobContext, type JobQueue } from '../job-queue.js';
import { ToolMissingError, UnreadableMediaError } from './media-errors.js';
import { derivedKey, download, upload } from './media-files-io.js';
import {
  DEFAULT_MEDIA_TOOLS,
  MEDIA_PROCESS_JOB,
  type MediaFacts,
  type MediaItemToProcess,
  type MediaJobData,
  type MediaProcessingDeps,
  type MediaTools,
} from './media-job.js';
import { processAudio } from './process-audio.js';
import { convertPresentation, processPdf } from './process-document.js';
import { processImage } from './process-image.js';
import { processVideo } from './process-video.js';

const PRESENTATIONS = new Set([
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

export const GAVE_UP_REASON =
  'Processing failed after several attempts. Use Retry processing, or upload the file again.';

/** A missing optional package leaves the item usable: the note says what installing it adds. */
async function optional(work: () => Promise<MediaFacts>): Promise<MediaFacts> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ToolMissingError) return { notes: [err.note] };
    throw err;
  }
}

async function derive(
  deps: MediaProcessingDeps,
  tools: MediaTools,
  item: MediaItemToProcess,
  input: string,
  workDir: string,
): Promise<MediaFacts> {
  switch (item.contentType) {
    case 'image':
      return processImage(deps.files, item, input, workDir);
    case 'video':
      return optional(() => processVideo(deps.files, tools, item, input, workDir));
    case 'audio':
      return optional(() => processAudio(tools, input));
    case 'document': {
      if (!PRESENTATIONS.has(item.mimeType))
        return optional(() => processPdf(deps.files, tools, item, input, workDir));
      return optional(async () => {
        const pdf = await convertPresentation(tools.soffice, input, workDir);
        const documentKey = await upload(
          deps.files,
          pdf,
          derivedKey(item.storageKey, 'document.pdf'),
          'application/pdf',
        );
        const pages = await optional(() => processPdf(deps.files, tools, item, pdf, workDir));
        return { ...pages, documentKey };
      });
    }
  }
}

/** Processes one upload: derived files first, then the row flips to ready (or failed) at once. */
export async function processMediaItem(
  deps: MediaProcessingDeps,
  data: MediaJobData,
  ctx: JobContext,
): Promise<void> {
  const item = await deps.findItem(data.userId, data.contentId);
  // Deleted before its turn came, or settled already by a job that was queued twice.
  if (!item || item.status !== 'processing') return;
  const tools = { ...DEFAULT_MEDIA_TOOLS, ...deps.tools };
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-media-'));
  try {
    const input = path.join(workDir, `original${path.extname(item.storageKey)}`);
    await download(deps.files, item.storageKey, input);
    const { notes, ...facts } = await derive(deps, tools, item, input, workDir);
    const saved = await deps.saveReady(item.userId, item.id, {
      ...facts,
      statusReason: notes?.length ? notes.join(' ') : null,
    });
    // Deleted while we worked: its folder went with it, except what we just wrote.
    if (!saved) await deps.files.deletePrefix(derivedKey(item.storageKey, ''));
    else deps.onChanged(item.userId, { id: item.id, status: 'ready' });
  } catch (err) {
    const unreadable = err instanceof UnreadableMediaError;
    if (!unreadable && !ctx.isFinalAttempt) throw err; // transient: the queue retries with back-off
    const reason = unreadable ? err.message : GAVE_UP_REASON;
    await deps.saveFailed(item.userId, item.id, reason);
    deps.onChanged(item.userId, { id: item.id, status: 'failed' });
    throw new PermanentJobError(reason, { cause: err });
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

export function registerMediaProcessing(queue: JobQueue, deps: MediaProcessingDeps): void {
  queue.process<MediaJobData>(MEDIA_PROCESS_JOB, (data, ctx) => processMediaItem(deps, data, ctx), {
    // Reached without the handler's own catch when a worker died on the item too often.
    async onGiveUp({ userId, contentId }) {
      if (await deps.saveFailed(userId, contentId, GAVE_UP_REASON))
        deps.onChanged(userId, { id: contentId, status: 'failed' });
    },
  });
}
