export * from './job-queue.js';
export * from './session-sweep.js';
export * from './pairing-expiry.js';
export * from './register-processors.js';
