import path from 'node:path';

// This file sits one level below the package root, as does the bundled dist/main.js,
// so the same relative step finds the root in development, tests and production.
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.join(serverRoot, '..', 'web', 'dist');
