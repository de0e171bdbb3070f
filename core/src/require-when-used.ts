import { createRequire } from 'node:module';

/**
 * Loads a CommonJS package at its first use instead of at start-up, for packages only one
 * configuration needs: bullmq (Redis jobs) and the AWS SDK (S3 media) each cost an embedded server
 * ~25 MB and ~0.5 s of CPU at every start, for nothing. A static import would load them always.
 */
export const requireWhenUsed = createRequire(import.meta.url);
