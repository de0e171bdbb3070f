/**
 * What the library accepts, keyed by the type file-type reads from a file's bytes. The name's
 * extension must be one of `extensions` too: a .jpg that is really a PDF is refused, as is a
 * PDF renamed .jpg. Browser-safe: the drop zone builds its accept filter from the same table.
 */
export type ContentType = 'image' | 'video' | 'audio' | 'document';

export interface AcceptedMediaType {
  mimeType: string;
  contentType: ContentType;
  /** Lower-case, with the dot; the first one is used for storage keys. */
  extensions: readonly string[];
  label: string;
}

export const ACCEPTED_MEDIA: Readonly<Record<string, AcceptedMediaType>> = {
  jpg: {
    mimeType: 'image/jpeg',
    contentType: 'image',
    extensions: ['.jpg', '.jpeg'],
    label: 'JPEG',
  },
  png: { mimeType: 'image/png', contentType: 'image', extensions: ['.png'], label: 'PNG' },
  gif: { mimeType: 'image/gif', contentType: 'image', extensions: ['.gif'], label: 'GIF' },
  webp: { mimeType: 'image/webp', contentType: 'image', extensions: ['.webp'], label: 'WebP' },
  mp4: { mimeType: 'video/mp4', contentType: 'video', extensions: ['.mp4', '.m4v'], label: 'MP4' },
  webm: { mimeType: 'video/webm', contentType: 'video', extensions: ['.webm'], label: 'WebM' },
  mov: { mimeType: 'video/quicktime', contentType: 'video', extensions: ['.mov'], label: 'MOV' },
  avi: { mimeType: 'video/x-msvideo', contentType: 'video', extensions: ['.avi'], label: 'AVI' },
  mp3: { mimeType: 'audio/mpeg', contentType: 'audio', extensions: ['.mp3'], label: 'MP3' },
  wav: { mimeType: 'audio/wav', contentType: 'audio', extensions: ['.wav'], label: 'WAV' },
  ogg: { mimeType: 'audio/ogg', contentType: 'audio', extensions: ['.ogg', '.oga'], label: 'OGG' },
  opus: {
    mimeType: 'audio/ogg',
    contentType: 'audio',
    extensions: ['.ogg', '.opus'],
    label: 'OGG',
  },
  pdf: { mimeType: 'application/pdf', contentType: 'document', extensions: ['.pdf'], label: 'PDF' },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    contentType: 'document',
    extensions: ['.pptx'],
    label: 'PPTX',
  },
  // Legacy PowerPoint is an OLE compound file, which bytes alone cannot tell from .doc/.xls;
  // the .ppt extension decides, and LibreOffice refuses anything that is not a presentation.
  cfb: {
    mimeType: 'application/vnd.ms-powerpoint',
    contentType: 'document',
    extensions: ['.ppt'],
    label: 'PPT',
  },
};

/** 'MIME → extensions' for the drop zone's accept filter. */
export function acceptFilter(): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const t of Object.values(ACCEPTED_MEDIA)) {
    accept[t.mimeType] = [...new Set([...(accept[t.mimeType] ?? []), ...t.extensions])];
  }
  return accept;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** The accepted type for detected bytes + a file name, or undefined when either disagrees. */
export function matchAcceptedType(
  detectedExt: string | undefined,
  fileName: string,
): AcceptedMediaType | undefined {
  const accepted = detectedExt ? ACCEPTED_MEDIA[detectedExt] : undefined;
  if (!accepted) return undefined;
  return accepted.extensions.includes(extensionOf(fileName)) ? accepted : undefined;
}

export const ACCEPTED_TYPES_SUMMARY =
  'JPEG, PNG, GIF and WebP images; MP4, WebM, MOV and AVI videos; MP3, WAV and OGG audio; PDF documents; PPT and PPTX presentations';
