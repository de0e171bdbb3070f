import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentKinds } from '@marquee/protocol';
import { PermanentJobError, type JobContext, type JobQueue } from '@marquee/core/jobs/job-queue.js';
import { processorFor } from '../kinds/index.js';
import { UnreadableMediaError } from './media-errors.js';
import { derivedKey, download } from './media-files-io.js';
import {
  DEFAULT_MEDIA_TOOLS,
  MEDIA_PROCESS_JOB,
  type MediaJobData,
  type MediaProcessingDeps,
} from './media-job.js';

export const GAVE_UP_REASON =
  'Processing failed after several attempts. Use Retry processing, or upload the file again.';

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
    const { notes, displayDuration, ...facts } = await processorFor(item.contentType)({
      deps,
      tools,
      item,
      input,
      workDir,
    });
    const saved = await deps.saveReady(item.userId, item.id, {
      ...facts,
      // Only a kind that says so lets its media's length replace a default duration.
      ...(contentKinds.get(item.contentType).durationFromMedia ? { displayDuration } : {}),
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
