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
    "import { locationsRepo } from './locations-repo.js';",
    /never a repository or db/,
  ],
  [
    'a route importing db/',
    'server/src/modules/locations/locations-routes.ts',
    "import { locations } from '../../db/schema/index.js';",
    /never a repository or db/,
  ],
  [
    'an HTTP route importing db/',
    'server/src/http/metrics-route.ts',
    "import type { Database } from '../db/client.js';",
    /never a repository or db/,
  ],
  [
    "a module importing another module's repository, even for a type",
    'server/src/modules/playlists/playlist-service.ts',
    "import type { LocationsRepo } from '../locations/locations-repo.js';",
    /through its index\.js/,
  ],
  [
    "a module file two folders down importing another module's service",
    'server/src/modules/content/kinds/web-page.ts',
    "import { locationsService } from '../../locations/locations-service.js';",
    /through its index\.js/,
  ],
  [
    'a module importing its own index',
    'server/src/modules/locations/locations-service.ts',
    "import { toLocation } from './index.js';",
    /never its index\.js/,
  ],
  [
    "the composition root importing a module's service file",
    'server/src/composition/build-services.ts',
    "import { authService } from '../modules/auth/auth-service.js';",
    /through its index\.js/,
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
    "import type { LocationsService } from './locations-service.js';",
  ],
  [
    "a module importing another module's index",
    'server/src/modules/playlists/playlist-service.ts',
    "import type { LocationsRepo } from '../locations/index.js';",
  ],
  [
    'the composition root building a repository',
    'server/src/composition/build-services.ts',
    "import { usersRepo } from '../modules/auth/users-repo.js';",
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
