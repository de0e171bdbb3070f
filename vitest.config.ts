import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One runner for every tier. The server suite runs on embedded PGlite always, and again on a
 * real PostgreSQL and Redis under CI (or when TEST_PG_URL is set). The browser suite needs Debian's
 * Chromium: under CI it always runs (and fails if Chromium is missing); on a laptop without
 * Chromium it is left out and scripts/test.mjs says so.
 */
const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withPostgres = ci || Boolean(process.env.TEST_PG_URL);
const withBrowser = ci || existsSync(chromium);

// core's own tests (if any) need the same databases as the server's.
const serverFiles = [
  'core/src/**/*.test.ts',
  'server/src/**/*.test.ts',
  'server/test/**/*.test.ts',
];
// Files that need the scaled-mode services (Redis) run only in the services tier.
const servicesOnly = ['**/*.redis.test.ts'];
// Fault tests kill and restart real processes (servers, workers, their own redis-server, database
// connections): their own tier, run beside the others under CI.
const faultFiles = ['server/test/faults/**/*.test.ts'];
// The docker-compose topology without Docker (Caddy, API nodes, worker, S3, PostgreSQL, Redis):
// its own tier, run beside the others under CI.
const clusterFiles = ['server/test/cluster/**/*.test.ts'];
// Thousands of generated malformed requests per run: their own tier, so the others stay quick.
const fuzzFiles = ['server/test/fuzz/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'protocol', include: ['protocol/src/**/*.test.ts'] } },
  { test: { name: 'worker', include: ['worker/src/**/*.test.ts'] } },
  {
    test: {
      name: 'server:pglite',
      include: serverFiles,
      exclude: [...servicesOnly, ...faultFiles, ...clusterFiles, ...fuzzFiles],
      provide: { testDb: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'fuzz',
      include: fuzzFiles,
      provide: { testDb: 'pglite' },
      testTimeout: 600_000,
      hookTimeout: 60_000,
    },
  },
];
if (withPostgres) {
  projects.push({
    test: {
      name: 'server:postgres+redis',
      include: serverFiles,
      exclude: ['server/test/**/embedded-*.test.ts', ...faultFiles, ...clusterFiles, ...fuzzFiles],
      provide: { testDb: 'postgres' },
      globalSetup: ['server/test/support/services-global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
if (withPostgres) {
  projects.push({
    test: {
      name: 'faults',
      include: faultFiles,
      provide: { testDb: 'postgres' },
      globalSetup: ['server/test/support/services-global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  });
}
if (withPostgres) {
  projects.push({
    test: {
      name: 'cluster',
      include: clusterFiles,
      provide: { testDb: 'postgres' },
      globalSetup: ['server/test/support/services-global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  });
}
if (withPostgres) {
  projects.push({
    test: {
      name: 'fuzz:postgres+redis',
      include: fuzzFiles,
      provide: { testDb: 'postgres' },
      globalSetup: ['server/test/support/services-global-setup.ts'],
      testTimeout: 600_000,
      hookTimeout: 60_000,
    },
  });
}
if (withBrowser) {
  projects.push({
    test: {
      name: 'e2e:chromium',
      include: ['e2e/**/*.test.ts'],
      globalSetup: ['e2e/support/global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
    },
  });
}

export default defineConfig({ test: { projects, reporters: ['default'] } });
