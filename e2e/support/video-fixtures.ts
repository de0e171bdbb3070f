import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoSpec {
  name: string;
  /** Video bitrate, which sets the file size: 6 s at 2600k is about 2.2 MB. */
  kbps: number;
  seconds: number;
  /** moov atom first (streaming-friendly) or last (ffmpeg's default, what most uploads are). */
  faststart: boolean;
}

/** 1280×720 H.264/AAC MP4s made by ffmpeg, in a temp directory. */
export async function makeVideos(specs: readonly VideoSpec[]) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-videos-'));
  const files: Record<string, string> = {};
  for (const spec of specs) {
    const file = path.join(dir, `${spec.name}.mp4`);
    const rate = `${spec.kbps}k`;
    await run('ffmpeg', [
      ...['-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${spec.seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${spec.seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', rate, '-maxrate', rate, '-bufsize', rate],
      ...['-c:a', 'aac', '-shortest'],
      ...(spec.faststart ? ['-movflags', '+faststart'] : []),
      file,
    ]);
    files[spec.name] = file;
  }
  return { dir, files, close: () => fs.rm(dir, { recursive: true, force: true }) };
}
