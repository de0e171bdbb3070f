import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './browser.js';

/** Builds the product once, as `npm start` would, so every browser test runs the real bundle. */
export default function setup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is required for the browser suite but ${chromiumPath} does not exist (apt-get install chromium).`,
    );
  }
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = path.resolve(import.meta.dirname, '..', '..');
  // Vitest sets NODE_ENV=test, which would give the bundle React's development build (and
  // StrictMode's double effects): build with the environment `npm start` has instead.
  const { NODE_ENV: _testEnv, ...env } = process.env;
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
}
