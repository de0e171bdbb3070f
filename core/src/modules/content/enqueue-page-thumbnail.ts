import type { JobQueue } from '../../jobs/job-queue.js';
import {
  WEB_PAGE_THUMBNAIL_JOB,
  webPageThumbnailJobId,
  type WebPageThumbnailData,
} from '../../jobs/job-names.js';

/** A web page's picture, drawn by the worker for this address; a second ask while queued is one job. */
export const enqueuePageThumbnail = (
  jobs: JobQueue,
  item: { id: number; userId: number },
  url: string,
) =>
  jobs.add<WebPageThumbnailData>(
    WEB_PAGE_THUMBNAIL_JOB,
    { contentId: item.id, userId: item.userId, url },
    { jobId: webPageThumbnailJobId(item.id, url), attempts: 2, backoffMs: 5000 },
  );
