export * from './job-queue.js';
export * from './session-sweep.js';
export * from './pairing-expiry.js';
export * from './register-processors.js';
export * from './billing-dunning.js';
export * from './worker-heartbeat.js';
