import { formatFileSize } from './format.js';
import { contentKinds, type ContentKindId } from './content-kinds/index.js';

/** What an item is: one of the kinds declared in ./content-kinds. */
export type ContentType = ContentKindId;

/**
 * What the library accepts, keyed by the type file-type reads from a file's bytes, gathered from
 * the file kinds. Browser-safe: the drop zone builds its accept filter from the same table.
 */
export type AcceptedMediaType = (typeof ACCEPTED_MEDIA)[string];
export const ACCEPTED_MEDIA = contentKinds.formats;

/** 'MIME → extensions' for the drop zone's accept filter. */
export function acceptFilter(): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const t of Object.values(ACCEPTED_MEDIA)) {
    accept[t.mimeType] = [...new Set([...(accept[t.mimeType] ?? []), ...t.extensions])];
  }
  return accept;
}

/** The accepted types by kind in registry order, each label once: 'Images' → JPG, PNG, … */
export function acceptedTypeGroups(): { kind: string; labels: string[] }[] {
  return contentKinds.kinds.flatMap((kind) =>
    kind.family === 'file'
      ? [
          {
            kind: kind.groupLabel,
            labels: [...new Set(Object.values(kind.formats).map((f) => f.label))],
          },
        ]
      : [],
  );
}

/**
 * The accepted types in words, e.g. 'Images (JPG, PNG), Videos (MP4) up to 100 MB'. Derived
 * from ACCEPTED_MEDIA so the drop zone's hint, its rejections, the guidelines and the server's
 * 415 can never disagree with what is really accepted.
 */
export function describeAcceptedTypes(maxBytes?: number): string {
  const kinds = acceptedTypeGroups()
    .map((g) => `${g.kind} (${g.labels.join(', ')})`)
    .join(', ');
  return maxBytes === undefined ? kinds : `${kinds} up to ${formatFileSize(maxBytes)}`;
}

/** The server's 415 and the drop zone's own type rejection: one message. */
export const unsupportedTypeMessage = () =>
  `Unsupported file type. Accepted: ${describeAcceptedTypes()}.`;

/** The server's 413 and the drop zone's own size rejection: one message. */
export const fileTooLargeMessage = (maxBytes: number) =>
  `File is larger than ${formatFileSize(maxBytes)}`;
