import { spawn } from 'node:child_process';
import { ToolMissingError } from './media-errors.js';
import { killToolGroup, toolEnded, toolStarted } from './tool-groups.js';

export class ToolFailedError extends Error {}

/**
 * Runs a command-line tool with a deadline and collects stdout; stderr's tail goes into the
 * error. A missing binary becomes ToolMissingError carrying the note the dashboard shows.
 */
export function runTool(
  command: string,
  args: string[],
  opts: { timeoutMs: number; missingNote: string; cwd?: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a kill reaches soffice's and ffmpeg's helpers too.
      detached: true,
    });
    toolStarted(child, command);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    const timer = setTimeout(() => child.pid && killToolGroup(child.pid), opts.timeoutMs);
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      toolEnded(child.pid);
      reject(err.code === 'ENOENT' ? new ToolMissingError(command, opts.missingNote) : err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      toolEnded(child.pid);
      if (code === 0) resolve(stdout);
      else
        reject(
          new ToolFailedError(
            `${command} ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${stderr.trim()}`,
          ),
        );
    });
  });
}
