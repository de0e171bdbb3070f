import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules in eslint.config.js, run through ESLint's Node API on snippets that are never
 * written to disk: each crossing must be reported, and the allowed way next to it must not be.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const crossings: [string, string, string, RegExp][] = [
  [
    'a route importing its repository',
    'server/src/modules/locations/locations-routes.ts',
    "import { locationsRepo } from '@marquee/core/modules/locations/locations-repo.js';",
    /never a repository or db/,
  ],
  [
    'a route importing db/',
    'server/src/modules/locations/locations-routes.ts',
    "import { locations } from '@marquee/core/db/schema/index.js';",
    /never a repository or db/,
  ],
  [
    'an HTTP route importing db/',
    'server/src/http/web-app.ts',
    "import type { Database } from '@marquee/core/db/client.js';",
    /never a repository or db/,
  ],
  [
    "core's HTTP route importing db/",
    'core/src/http/metrics-route.ts',
    "import type { Database } from '../db/client.js';",
    /never a repository or db/,
  ],
  [
    "a route importing another module's service file in core",
    'server/src/modules/playlists/playlist-routes.ts',
    "import { locationsService } from '@marquee/core/modules/locations/locations-service.js';",
    /through its index\.js/,
  ],
  [
    "a module importing another module's repository, even for a type",
    'core/src/modules/playlists/playlist-service.ts',
    "import type { LocationsRepo } from '../locations/locations-repo.js';",
    /through its index\.js/,
  ],
  [
    "a module file two folders down importing another module's service",
    'core/src/modules/content/kinds/web-page.ts',
    "import { locationsService } from '../../locations/locations-service.js';",
    /through its index\.js/,
  ],
  [
    'a module importing its own index',
    'core/src/modules/locations/locations-service.ts',
    "import { toLocation } from './index.js';",
    /never its index\.js/,
  ],
  [
    "the composition root importing a module's service file",
    'core/src/composition/build-services.ts',
    "import { authService } from '../modules/auth/auth-service.js';",
    /through its index\.js/,
  ],
  [
    "the HTTP composition importing a module's service file in core",
    'server/src/composition/http-app.ts',
    "import { authService } from '@marquee/core/modules/auth/auth-service.js';",
    /through its index\.js/,
  ],
  [
    'core importing the server by a relative path',
    'core/src/composition/build-services.ts',
    "import { buildHttpApp } from '../../../server/src/composition/http-app.js';",
    /core never imports the server/,
  ],
  [
    'core importing the server package',
    'core/src/modules/locations/locations-service.ts',
    "import { buildHttpApp } from '@marquee/server';",
    /core never imports the server/,
  ],
  [
    "core importing the worker's app",
    'core/src/composition/build-services.ts',
    "import '../../../worker/src/main.js';",
    /core never imports the worker/,
  ],
  [
    'core importing the worker package (the worker imports core)',
    'core/src/composition/build-services.ts',
    "import { registerProcessors } from '@marquee/worker';",
    /core never imports the worker/,
  ],
  [
    'a core module importing job names from the worker',
    'core/src/modules/content/enqueue-media-job.ts',
    "import { MEDIA_PROCESS_JOB } from '@marquee/worker';",
    /core never imports the worker/,
  ],
  [
    'the worker importing the server by a relative path',
    'worker/src/register-processors.ts',
    "import { loadConfig } from '../../server/src/config.js';",
    /never imports the server/,
  ],
  [
    'the worker importing the server package',
    'worker/src/register-processors.ts',
    "import { buildServices } from '@marquee/server/composition';",
    /never imports the server/,
  ],
  [
    "the worker's entry importing the server",
    'worker/src/main.ts',
    "import { createRealtime } from '../../server/src/realtime/realtime.js';",
    /never imports the server/,
  ],
  [
    'a processor importing core beyond the shared job pieces',
    'worker/src/register-processors.ts',
    "import { loadConfig } from '@marquee/core/config.js';",
    /of core they import only jobs\/ and net\//,
  ],
  [
    'web importing the server by a relative path',
    'web/src/app/router.tsx',
    "import { loadConfig } from '../../../server/src/config.js';",
    /imports only @marquee\/protocol/,
  ],
  [
    'web importing the worker package',
    'web/src/app/router.tsx',
    "import { registerProcessors } from '@marquee/worker';",
    /imports only @marquee\/protocol/,
  ],
  [
    'web importing core',
    'web/src/app/router.tsx',
    "import { loadConfig } from '@marquee/core/config.js';",
    /imports only @marquee\/protocol/,
  ],
  [
    "a feature reaching into another feature's files",
    'web/src/features/locations/components/location-row.tsx',
    "import { ScreensList } from '../../pairing/components/screens-list';",
    /another feature through its index\.ts/,
  ],
  [
    "a feature's top-level file reaching into another feature's files",
    'web/src/features/locations/index.ts',
    "export { timeAgo } from '../pairing/lib/time-ago';",
    /another feature through its index\.ts/,
  ],
  [
    'a feature importing its own index',
    'web/src/features/locations/components/location-row.tsx',
    "import { useLocations } from '..';",
    /never its index\.ts/,
  ],
  [
    "the app reaching into a feature's files",
    'web/src/app/routes/home.tsx',
    "import { SignInFirst } from '../../features/auth/components/sign-in-first';",
    /a feature through its index\.ts/,
  ],
];

const allowed: [string, string, string][] = [
  [
    'a route importing its service',
    'server/src/modules/locations/locations-routes.ts',
    "import type { LocationsService } from '@marquee/core/modules/locations/locations-service.js';",
  ],
  [
    "a route importing another module's core index",
    'server/src/modules/playlists/playlist-routes.ts',
    "import { toLocation } from '@marquee/core/modules/locations/index.js';",
  ],
  [
    "a route importing another module's HTTP index",
    'server/src/modules/playlists/playlist-routes.ts',
    "import { requireUser } from '../auth/index.js';",
  ],
  [
    "a module importing another module's index",
    'core/src/modules/playlists/playlist-service.ts',
    "import type { LocationsRepo } from '../locations/index.js';",
  ],
  [
    'the composition root building a repository',
    'core/src/composition/build-services.ts',
    "import { usersRepo } from '../modules/auth/users-repo.js';",
  ],
  [
    "the worker's start-up handing the processors core's services",
    'worker/src/start-worker.ts',
    "import type { Services } from '@marquee/core/composition/build-services.js';",
  ],
  [
    'a processor importing the job queue and names from core',
    'worker/src/alert-jobs.ts',
    "import { ALERT_SCAN_JOB } from '@marquee/core/jobs/job-names.js';",
  ],
  [
    'the server composing the embedded worker',
    'server/src/composition/compose-server.ts',
    "import { startWorker } from '@marquee/worker';",
  ],
  [
    "the worker's entry building from core",
    'worker/src/main.ts',
    "import { buildServices } from '@marquee/core/composition/build-services.js';",
  ],
  ['web importing protocol', 'web/src/app/router.tsx', "import { z } from '@marquee/protocol';"],
  [
    "a feature importing another feature's index",
    'web/src/features/locations/components/location-row.tsx',
    "import { ScreensList } from '../../pairing';",
  ],
  [
    'a feature importing its own files',
    'web/src/features/locations/components/location-row.tsx',
    "import { useLocations } from '../api/get-locations';",
  ],
  [
    "the app importing a feature's index",
    'web/src/app/routes/home.tsx',
    "import { SignInFirst } from '../../features/auth';",
  ],
];

describe('layer rules', () => {
  it.each(crossings)('report %s', async (_name, filePath, code, message) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each(allowed)('allow %s', async (_name, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
