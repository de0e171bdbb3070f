import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * A module uses another module's services, views and types, never its repositories (a type
 * import is fine: the composition root hands the instance over). Modules are built by
 * server/src/composition and publish on the event bus, so they never import those layers.
 */
const moduleBoundaries = [
  {
    group: ['../*/*-repo.js', '../*/*-read-model.js'],
    allowTypeImports: true,
    message: "Another module's table is written by its own repository: call its service.",
  },
  {
    group: ['**/composition/**', '**/realtime/**'],
    message: 'Modules publish on the event bus; the composition root wires them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'server/dist-test-*/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'server/drizzle/**',
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
  {
    // web talks to the server only over HTTP: of the back end it imports only protocol.
    files: ['web/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@marquee/server*',
            '@marquee/worker*',
            '**/server/src/**',
            '**/worker/src/**',
          ],
        },
      ],
    },
  },
  {
    // The worker is handed its dependencies (server/src/composition/start-worker.ts).
    files: ['worker/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@marquee/server*', '**/server/src/**'] }],
    },
  },
  {
    files: ['server/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleBoundaries }] },
  },
  {
    // Routes stay thin: they reach data only through services.
    files: ['server/src/modules/**/*-routes.ts', 'server/src/modules/**/*-middleware.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...moduleBoundaries,
            {
              group: ['./*-repo.js', './*-read-model.js', '**/db/**'],
              message: 'Routes reach data through their service, never a repository or db/.',
            },
          ],
        },
      ],
    },
  },
);
