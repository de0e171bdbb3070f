import { execFile } from 'node:child_process';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { uploadFile } from '../support/media-fixtures.js';
import { waitFor } from '../support/wait-for.js';

/** A request that fails the test if it hangs: a dependency outage must be answered, not waited out. */
export async function answerWithin(url: string, ms: number, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
  const text = await res.text();
  const body = res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
  return { status: res.status, body, headers: res.headers };
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A small PNG on disk, uploaded like a browser would; the worker turns it `ready`. */
export async function uploadImage(baseUrl: string, token: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-fault-'));
  const file = path.join(dir, 'slide.png');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .png()
    .toFile(file);
  try {
    return await uploadFile(baseUrl, token, file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Waits until a worker has processed the item (a bounded wait, not a timing assertion). */
export function processed(baseUrl: string, token: string, id: number, timeoutMs = 30_000) {
  return waitFor(async () => {
    const res = await answerWithin(`${baseUrl}/api/content/${id}`, 5000, bearer(token));
    return res.status === 200 && res.body.status === 'ready';
  }, timeoutMs);
}

/** ffmpeg processes working in a test's temporary folder (the TMPDIR of its server or worker). */
export function ffmpegsUnder(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of fsSync.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fsSync.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const state = fsSync.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0];
      if (
        path.basename(args[0] ?? '') === 'ffmpeg' &&
        args.some((a) => a.startsWith(dir)) &&
        state !== 'Z'
      )
        pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/**
 * Four minutes of MPEG-4 in AVI: small to make, and its H.264 transcode runs for seconds, long
 * enough to kill its server or worker in the middle.
 */
export async function makeLongVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'long.avi');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=240'],
    ...['-c:v', 'mpeg4', '-q:v', '10', file],
  ]);
  return file;
}
