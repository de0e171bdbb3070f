import path from 'node:path';

// This file sits two levels below the repository root (core/src), as do the bundles
// (server/dist/main.js, worker/dist/main.js, a test build's server/dist-test-*/main.js), so the
// same relative step finds the root in development, tests and production, from either process.
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverRoot = path.join(repoRoot, 'server');
export const migrationsFolder = path.join(repoRoot, 'core', 'drizzle');
export const defaultWebDistDir = path.join(repoRoot, 'web', 'dist');
