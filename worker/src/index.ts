export * from './job-queue.js';
export * from './session-sweep.js';
export * from './pairing-expiry.js';
export * from './register-processors.js';
export * from './media/media-job.js';
export * from './media/process-media.js';
