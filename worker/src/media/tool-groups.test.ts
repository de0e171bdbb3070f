import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTool } from './run-tool.js';
import { trackToolGroups } from './tool-groups.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-groups-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !isZombie(pid);
const isZombie = (pid: number) => {
  try {
    return / Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};
/** Processes whose command line holds `marker`. */
const withMarker = (marker: string) =>
  fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(marker) && alive(Number(p));
      } catch {
        return false;
      }
    });

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
}

describe('media tools in their own process groups', () => {
  it('a timed-out tool is killed with the processes it started', async () => {
    // A unique length marks the background sleep, which the shell leaves behind on its own death.
    const marker = `299.${process.pid}${Date.now() % 1000}`;
    trackToolGroups(dir);
    const run = runTool('sh', ['-c', `sleep ${marker} & sleep 300`], {
      timeoutMs: 300,
      missingNote: '',
    });
    await expect(run).rejects.toThrow(/SIGKILL/);
    expect(await until(() => withMarker(marker).length === 0)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('ends groups recorded by a dead parent at the next start, and spares a live parent’s', async () => {
    const orphan = spawn('sh', ['-c', 'sleep 300; : leftover-tool'], {
      detached: true,
      stdio: 'ignore',
    });
    const kept = spawn('sh', ['-c', 'sleep 300; : kept-tool'], { detached: true, stdio: 'ignore' });
    try {
      // A parent id that cannot be alive, and this (live) process.
      fs.writeFileSync(
        path.join(dir, `${orphan.pid}.json`),
        JSON.stringify({ parent: 2 ** 22 + 1, command: 'sh' }),
      );
      fs.writeFileSync(
        path.join(dir, `${kept.pid}.json`),
        JSON.stringify({ parent: process.pid, command: 'sh' }),
      );
      expect(trackToolGroups(dir)).toBe(1);
      expect(await until(() => !alive(orphan.pid!))).toBe(true);
      expect(alive(kept.pid!)).toBe(true);
      expect(fs.readdirSync(dir)).toEqual([`${kept.pid}.json`]);
    } finally {
      process.kill(-kept.pid!, 'SIGKILL');
      fs.rmSync(path.join(dir, `${kept.pid}.json`), { force: true });
    }
  });
});
