import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The layers, as import rules. ESLint's no-restricted-imports takes the last matching block's
 * list for a file, so each group of files below gets its whole list from `restrict`. Relative
 * paths are matched per folder depth (a file two folders down needs one more `../` to leave its
 * feature or module), which is why features and modules have two blocks each.
 *
 * A module lives in two packages: its services, repositories and views in core
 * (core/src/modules/<m>/), its routes and middleware in server (server/src/modules/<m>/), which
 * name their own module's core files by `@marquee/core/modules/<m>/…` and other modules' by
 * their index.js only. That rule needs the module's name, so server's modules get a block each.
 */
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.flat() }] },
});

/** Of another module only its index.js: `../<module>/` then anything but `index.js`. */
const otherModule = (up) => ({
  regex: `^${up}[^./][^/]*/(?!index\\.js$)`,
  message:
    'Import another module through its index.js (its services, views and types); its files, ' +
    'and above all its repositories, are its own.',
});

/**
 * A module uses another module's services, views and types through that module's index.js,
 * never its files: repositories stay private (index.js exports only their types, for a service
 * that the composition root hands another module's repository). A module's own files never
 * import its index (a cycle). Modules are built by server/src/composition and publish on the
 * event bus, so they never import those layers.
 */
const moduleBoundaries = (up, self) => [
  otherModule(up),
  {
    regex: `^${self}/index\\.js$`,
    message: "A module's own files import each other directly, never its index.js (a cycle).",
  },
  {
    group: ['**/composition/**', '**/realtime/**'],
    message: 'Modules publish on the event bus; the composition root wires them.',
  },
];

/** From server/src/modules/<self>/: another module's core files only through its index.js. */
const otherCoreModule = (self) => ({
  regex: `^@marquee/core/modules/(?!${self}/)[^/]+/(?!index\\.js$)`,
  message:
    'Import another module through its index.js (its services, views and types); its files, ' +
    'and above all its repositories, are its own.',
});

/** Routes stay thin: they reach data only through services. */
const routeData = {
  regex: '(^|/)(db(/|$)|[^/]+-repo\\.js$|[^/]+-read-model\\.js$)',
  message: 'Routes reach data through their service, never a repository or db/.',
};

/** Outside modules/, a module is reached through its index.js. */
const moduleIndexOnly = {
  regex: '(^|/)modules/[^/]+/(?!index\\.js$)',
  message: 'Import a module through its index.js.',
};

/** The composition root also builds the repositories, the one thing index.js keeps private. */
const moduleIndexOrRepository = {
  regex: '(^|/)modules/[^/]+/(?!index\\.js$|[^/]+-repo\\.js$|[^/]+-read-model\\.js$)',
  message: 'Import a module through its index.js (repositories, which it builds, directly).',
};

/** web talks to the server only over HTTP: of the back end it imports only protocol. */
const webBackEnd = [
  {
    regex: '^@marquee/(?!protocol(/|$))',
    message: 'web imports only @marquee/protocol of the back end.',
  },
  {
    regex: '^\\.{1,2}/(.*/)?(server|worker|core)(/|$)',
    message: 'web talks to the server over HTTP; it imports only @marquee/protocol.',
  },
];

/**
 * A feature is used by others (and by the app) only through its index.ts; its own files import
 * each other directly, never their own index (a cycle). Pages and tabs loaded lazily are named by
 * a dynamic import() of their file, which this rule does not see: that is the split point, and an
 * index that re-exported them would pull them into the first chunk.
 */
const otherFeature = (up) => ({
  regex: `^${up}[^./][^/]*/`,
  message: 'Import another feature through its index.ts; its files are its own.',
});
const ownFeatureIndex = (self) => ({
  regex: `^${self}(/index)?/?$`,
  message: "A feature's own files import each other directly, never its index.ts (a cycle).",
});
const featureIndexOnly = {
  regex: '(^|/)features/[^/]+/',
  message: 'Import a feature through its index.ts.',
};

/** The worker is its own app: it builds what it needs from @marquee/core, never the server. */
const workerWithoutServer = [
  { regex: '^@marquee/server(/|$)', message: 'The worker never imports the server.' },
  {
    regex: '^\\.{1,2}/(.*/)?server(/|$)',
    message: 'The worker never imports the server.',
  },
];

/**
 * The worker's processors are handed their dependencies (worker/src/start-worker.ts builds them
 * from core's services): of core they import only what both sides share, the job queue, the
 * job names and the public-address check. Only the app's entry (main.ts, start-worker.ts,
 * standalone/) builds from the rest of core.
 */
const processorsWithoutCore = [
  {
    regex: '^@marquee/core/(?!jobs/job-queue\\.js$|jobs/job-names\\.js$|net/)',
    message:
      'Processors are handed their dependencies; of core they import only jobs/ and net/ (the entry and start-worker.ts build the rest).',
  },
  {
    regex: '^\\.{1,2}/(.*/)?core(/|$)',
    message: 'Processors import core through @marquee/core, never by a relative path.',
  },
];

/** core is what the API and the worker share: it never imports either app. */
const coreWithoutApps = [
  { regex: '^@marquee/server(/|$)', message: 'core never imports the server.' },
  {
    regex: '^\\.{1,2}/(.*/)?server(/|$)',
    message: 'core never imports the server.',
  },
  {
    // The worker imports core (its job names, queue and services); the other way would be a cycle.
    regex: '^@marquee/worker(/|$)|^\\.{1,2}/(.*/)?worker(/|$)',
    message: 'core never imports the worker.',
  },
];

/** The modules with an HTTP half in server/src/modules. */
const serverModules = readdirSync(new URL('server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'server/dist-test-*/**',
      'worker/dist-test-*/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'core/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Test helpers speak loosely typed JSON on purpose.
    files: ['**/*.test.ts', '**/test/support/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // protocol is shared with the browser: it may not reach for Node.
    files: ['protocol/src/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '@marquee/*'] }],
    },
  },
  // Back end first, then the narrower groups: for each file the last matching block wins.
  restrict(['web/src/**'], webBackEnd, featureIndexOnly),
  restrict(
    ['web/src/features/*/*.{ts,tsx}'],
    webBackEnd,
    otherFeature('\\.\\./'),
    ownFeatureIndex('\\.'),
  ),
  restrict(
    ['web/src/features/*/*/*.{ts,tsx}'],
    webBackEnd,
    otherFeature('\\.\\./\\.\\./'),
    ownFeatureIndex('\\.\\.'),
  ),
  restrict(['worker/src/**'], workerWithoutServer, processorsWithoutCore),
  restrict(
    ['worker/src/main.ts', 'worker/src/start-worker.ts', 'worker/src/standalone/**'],
    workerWithoutServer,
  ),
  restrict(['core/src/**'], coreWithoutApps, moduleIndexOnly),
  restrict(['core/src/composition/**'], coreWithoutApps, moduleIndexOrRepository),
  restrict(['core/src/http/*-route.ts'], coreWithoutApps, moduleIndexOnly, routeData),
  restrict(['core/src/modules/*/*.ts'], coreWithoutApps, moduleBoundaries('\\.\\./', '\\.')),
  restrict(
    ['core/src/modules/*/*/*.ts'],
    coreWithoutApps,
    moduleBoundaries('\\.\\./\\.\\./', '\\.\\.'),
  ),
  restrict(['server/src/**'], moduleIndexOnly),
  restrict(['server/src/composition/**'], moduleIndexOrRepository),
  restrict(
    ['server/src/http/*-route.ts', 'server/src/http/web-app.ts'],
    moduleIndexOnly,
    routeData,
  ),
  ...serverModules.flatMap((m) => [
    restrict(
      [`server/src/modules/${m}/*.ts`],
      moduleBoundaries('\\.\\./', '\\.'),
      otherCoreModule(m),
    ),
    restrict(
      [`server/src/modules/${m}/*/*.ts`],
      moduleBoundaries('\\.\\./\\.\\./', '\\.\\.'),
      otherCoreModule(m),
    ),
    restrict(
      [`server/src/modules/${m}/*-routes.ts`, `server/src/modules/${m}/*-middleware.ts`],
      moduleBoundaries('\\.\\./', '\\.'),
      otherCoreModule(m),
      routeData,
    ),
  ]),
);
