import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Media tools (ffmpeg, pdftoppm, soffice and their helpers) run in process groups of their own,
 * so one kill ends a tool with everything it started. Each running group is also recorded in a
 * file: a worker killed with SIGKILL runs no handler, and the next worker to start on the same
 * DATA_DIR ends the groups whose recorded parent is gone.
 */
const running = new Set<number>();
let recordDir: string | undefined;
let exitHook = false;

const recordFile = (pgid: number) => path.join(recordDir!, `${pgid}.json`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Kills a whole group; a group that is already gone is fine. */
export function killToolGroup(pgid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: nothing left in the group.
  }
}

export function killAllToolGroups(): void {
  for (const pgid of running) killToolGroup(pgid);
}

/** Ends groups left by dead workers, then records this process's groups in `dir`. Returns how many were ended. */
export function trackToolGroups(dir: string): number {
  fs.mkdirSync(dir, { recursive: true });
  recordDir = dir;
  if (!exitHook) {
    exitHook = true;
    // 'exit' also runs after the SIGTERM/SIGINT handlers' process.exit and the forced exit.
    process.on('exit', killAllToolGroups);
  }
  let ended = 0;
  for (const name of fs.readdirSync(dir)) {
    const pgid = Number.parseInt(name, 10);
    if (!Number.isInteger(pgid) || running.has(pgid)) continue;
    let record: { parent?: number; command?: string } = {};
    try {
      record = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as typeof record;
    } catch {
      // Half-written by a process that died mid-write: the group is judged by /proc alone.
    }
    if (record.parent && isAlive(record.parent)) continue;
    // The id may have been reused since: only a process still running the recorded tool is killed.
    const cmdline = readCmdline(pgid);
    if (cmdline !== undefined && (!record.command || cmdline.includes(record.command))) {
      killToolGroup(pgid);
      ended++;
    }
    fs.rmSync(path.join(dir, name), { force: true });
  }
  return ended;
}

function readCmdline(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/** Call right after spawning with `detached: true` (the child leads its own group). */
export function toolStarted(child: ChildProcess, command: string): void {
  if (!child.pid) return;
  running.add(child.pid);
  if (!recordDir) return;
  try {
    fs.writeFileSync(
      recordFile(child.pid),
      JSON.stringify({ parent: process.pid, command: path.basename(command) }),
    );
  } catch {
    // Recording is the crash safety net; the tool runs either way.
  }
}

/** The leader exited: anything it left in its group goes too. */
export function toolEnded(pgid: number | undefined): void {
  if (!pgid) return;
  killToolGroup(pgid);
  running.delete(pgid);
  if (recordDir) fs.rmSync(recordFile(pgid), { force: true });
}
