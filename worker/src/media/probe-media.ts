import { UnreadableMediaError } from './media-errors.js';
import { ToolFailedError, runTool } from './run-tool.js';

export const FFMPEG_NOTE =
  'Install the ffmpeg package to get thumbnails, lengths and browser-compatible playback for video and audio.';

export interface MediaProbe {
  formatName: string;
  duration: number | null;
  video?: { codec: string; width: number; height: number; pixFmt: string | undefined };
  audio?: { codec: string };
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

export async function probeMedia(ffprobe: string, input: string): Promise<MediaProbe> {
  let out: string;
  try {
    out = await runTool(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
      { timeoutMs: 60_000, missingNote: FFMPEG_NOTE },
    );
  } catch (err) {
    if (err instanceof ToolFailedError)
      throw new UnreadableMediaError('This file could not be read. It may be damaged.');
    throw err;
  }
  const json = JSON.parse(out) as {
    format?: { format_name?: string; duration?: string };
    streams?: FfprobeStream[];
  };
  const streams = json.streams ?? [];
  // Cover art in an MP3 is a "video" stream too; it is not what plays.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const seconds = Number(json.format?.duration ?? video?.duration ?? audio?.duration);
  return {
    formatName: json.format?.format_name ?? '',
    duration: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null,
    ...(video
      ? {
          video: {
            codec: video.codec_name ?? '',
            width: video.width ?? 0,
            height: video.height ?? 0,
            pixFmt: video.pix_fmt,
          },
        }
      : {}),
    ...(audio ? { audio: { codec: audio.codec_name ?? '' } } : {}),
  };
}
