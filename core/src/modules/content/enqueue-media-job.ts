import type { JobQueue } from '../../jobs/job-queue.js';
import { MEDIA_PROCESS_JOB, mediaJobId, type MediaJobData } from '../../jobs/job-names.js';

/** The one way an item's processing is queued: upload, retry and recovery share id and tries. */
export const enqueueMediaJob = (jobs: JobQueue, item: { id: number; userId: number }) =>
  jobs.add<MediaJobData>(
    MEDIA_PROCESS_JOB,
    { contentId: item.id, userId: item.userId },
    { jobId: mediaJobId(item.id), attempts: 3, backoffMs: 2000 },
  );
