import crypto from 'node:crypto';

/**
 * Every background job's name and data, shared by the producers (core's services) and the
 * processors (worker/src): both import them from here, so neither package imports the other's.
 */

export const SESSION_SWEEP_JOB = 'sessions.sweep';
export const PAIRING_EXPIRY_JOB = 'pairing.expire';
export const PLAYS_ROLLUP_JOB = 'plays.rollup';
export const ALERT_SCAN_JOB = 'alerts.scan';
export const ALERT_DELIVER_JOB = 'alerts.deliver';

export interface AlertDeliverData {
  deliveryId: number;
}

export const WORKER_HEARTBEAT_JOB = 'worker.heartbeat';
export const WORKER_HEARTBEAT_EVERY_MS = 30_000;

export const BILLING_DUNNING_JOB = 'billing.dunning';

export interface DunningResult {
  /** False when this day had already been processed (the job is idempotent per day). */
  processed: boolean;
  day: string;
  overdue: number;
  suspended: number[];
}

export const BOUNDARY_PUSH_JOB = 'playback.boundary';

/** The location and its owner, who the push reads the location as. */
export interface BoundaryPushJob {
  userId: number;
  locationId: number;
}

/** One job per location and instant, however many API nodes ask for it. */
export const boundaryJobId = (locationId: number, at: number) => `boundary-${locationId}-${at}`;

export const MEDIA_PROCESS_JOB = 'media.process';

/** The job id is the content id, so one item is never processed twice at once. */
export const mediaJobId = (contentId: number) => `media-${contentId}`;

export interface MediaJobData {
  contentId: number;
  userId: number;
}

/** In the media lane: a browser is as heavy as ffmpeg. */
export const WEB_PAGE_THUMBNAIL_JOB = 'media.web-page-thumbnail';

export interface WebPageThumbnailData {
  contentId: number;
  userId: number;
  url: string;
}

/** One job per item and address: a new address while the old one renders gets its own turn. */
export const webPageThumbnailJobId = (contentId: number, url: string) =>
  `page-thumb-${contentId}-${crypto.createHash('sha256').update(url).digest('hex').slice(0, 16)}`;
