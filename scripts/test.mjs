// Runs every test tier through vitest and ends with one plain summary line that CI can read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!ci && !existsSync(chromium)) {
  console.log(`Note: ${chromium} not found, so the browser (e2e) suite is left out of this run.`);
  console.log('      Install Debian/Ubuntu package "chromium" to include it. CI always runs it.\n');
}
if (!ci && !process.env.TEST_PG_URL) {
  console.log('Note: the PostgreSQL tier runs under CI=true or with TEST_PG_URL=postgres://...\n');
}

mkdirSync('.test-results', { recursive: true });
const report = '.test-results/vitest.json';
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(
    `\nTests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`,
  );
}
process.exit(run.status ?? 1);
