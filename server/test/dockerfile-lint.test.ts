import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * CI cannot build images, so scripts/lint-dockerfile.mjs checks the Dockerfile's basics: it must
 * pass on the real Dockerfile and fail on each way of breaking it.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const script = path.join(repoRoot, 'scripts/lint-dockerfile.mjs');
const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-dockerfile-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function lint(text: string) {
  const file = path.join(dir, `Dockerfile.${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, text);
  const run = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  return { ok: run.status === 0, out: run.stdout + run.stderr };
}

/** The Dockerfile with one line of the `api` stage replaced. */
function withApiLine(from: string, to: string): string {
  const start = dockerfile.indexOf('FROM runtime AS api');
  const end = dockerfile.indexOf('FROM runtime AS worker');
  expect(start).toBeGreaterThan(0);
  const api = dockerfile.slice(start, end);
  expect(api).toContain(from);
  return dockerfile.slice(0, start) + api.replace(from, to) + dockerfile.slice(end);
}

describe('scripts/lint-dockerfile.mjs', () => {
  it('passes the Dockerfile: both images non-root with a HEALTHCHECK', () => {
    const result = lint(dockerfile);
    expect(result.out).toContain('final api, worker run as non-root with a HEALTHCHECK');
    expect(result.ok).toBe(true);
  });

  it('fails an API image that carries the media tools', () => {
    const result = lint(withApiLine('postgresql-client', 'postgresql-client ffmpeg'));
    expect(result.ok).toBe(false);
    expect(result.out).toContain('api: installs media tools (ffmpeg)');
  });

  it('fails an image that runs as root or has no HEALTHCHECK', () => {
    const root = lint(withApiLine('USER node', 'USER root'));
    expect(root.ok).toBe(false);
    expect(root.out).toContain('api: no non-root USER');
    const unchecked = lint(withApiLine('HEALTHCHECK', 'HEALTHCHECK NONE\n# was'));
    expect(unchecked.ok).toBe(false);
    expect(unchecked.out).toContain('api: no HEALTHCHECK');
  });
});
