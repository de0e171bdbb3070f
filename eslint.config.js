import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // web talks to the server only over HTTP.
    files: ['web/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@marquee/server*', '@marquee/worker*', '**/server/src/**'] },
      ],
    },
  },
);
