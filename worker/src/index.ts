export * from './job-queue.js';
export * from './session-sweep.js';
export * from './register-processors.js';
