import path from 'node:path';
import { DISPLAY_DURATION_MAX_S, DISPLAY_DURATION_MIN_S } from '@marquee/protocol';
import { UnreadableMediaError } from './media-errors.js';
import { makeThumbnail } from './make-thumbnail.js';
import { derivedKey, upload } from './media-files-io.js';
import type { MediaFacts, MediaFiles, MediaItemToProcess, MediaTools } from './media-job.js';
import { FFMPEG_NOTE, probeMedia, type MediaProbe } from './probe-media.js';
import { runTool } from './run-tool.js';

// What Debian's Chromium (and every current browser) decodes; HEVC is not among them.
const PLAYABLE_CONTAINERS = new Set(['video/mp4', 'video/webm']);
const PLAYABLE_VIDEO = new Set(['h264', 'vp8', 'vp9', 'av1']);
const PLAYABLE_AUDIO = new Set(['aac', 'mp3', 'opus', 'vorbis']);
const PLAYABLE_PIXELS = new Set(['yuv420p', 'yuvj420p']);

export function isBrowserPlayable(mimeType: string, probe: MediaProbe): boolean {
  const v = probe.video;
  if (!v || !PLAYABLE_CONTAINERS.has(mimeType) || !PLAYABLE_VIDEO.has(v.codec)) return false;
  if (v.codec === 'h264' && v.pixFmt && !PLAYABLE_PIXELS.has(v.pixFmt)) return false;
  return !probe.audio || PLAYABLE_AUDIO.has(probe.audio.codec);
}

/** H.264 already in 4:2:0 with AAC (or silence) only needs a new container, not a re-encode. */
function transcodeArgs(probe: MediaProbe, input: string, output: string): string[] {
  const v = probe.video!;
  const copyVideo = v.codec === 'h264' && (!v.pixFmt || PLAYABLE_PIXELS.has(v.pixFmt));
  const copyAudio = probe.audio?.codec === 'aac';
  return [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...(copyVideo
      ? ['-c:v', 'copy']
      : [
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '23',
          '-pix_fmt',
          'yuv420p',
          '-vf',
          'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        ]),
    ...(copyAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k']),
    '-movflags',
    '+faststart',
    output,
  ];
}

export async function processVideo(
  files: MediaFiles,
  tools: MediaTools,
  item: MediaItemToProcess,
  input: string,
  workDir: string,
): Promise<MediaFacts> {
  const probe = await probeMedia(tools.ffprobe, input);
  if (!probe.video) throw new UnreadableMediaError('This file has no video picture to show.');
  const facts: MediaFacts = {
    width: probe.video.width || null,
    height: probe.video.height || null,
    mediaDuration: probe.duration,
  };
  if (item.displayDurationIsDefault && probe.duration) {
    facts.displayDuration = Math.min(
      DISPLAY_DURATION_MAX_S,
      Math.max(DISPLAY_DURATION_MIN_S, Math.ceil(probe.duration)),
    );
  }

  const poster = path.join(workDir, 'poster.png');
  const at = Math.min(1, (probe.duration ?? 0) / 2);
  await runTool(
    tools.ffmpeg,
    ['-v', 'error', '-y', '-ss', String(at), '-i', input, '-frames:v', '1', poster],
    { timeoutMs: 120_000, missingNote: FFMPEG_NOTE },
  );
  facts.thumbnailKey = await makeThumbnail(files, item.storageKey, poster, workDir);

  if (!isBrowserPlayable(item.mimeType, probe)) {
    const out = path.join(workDir, 'play.mp4');
    await runTool(tools.ffmpeg, transcodeArgs(probe, input, out), {
      timeoutMs: 30 * 60_000,
      missingNote: FFMPEG_NOTE,
    });
    facts.playbackKey = await upload(
      files,
      out,
      derivedKey(item.storageKey, 'play.mp4'),
      'video/mp4',
    );
    facts.playbackMimeType = 'video/mp4';
  }
  return facts;
}
