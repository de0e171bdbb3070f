import {
  UnknownContentKindError,
  type ContentKind,
  type FileContentKind,
  type FileFormat,
} from './kind.js';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** A file format together with the kind it belongs to. */
export interface KindedFormat<K extends ContentKind = ContentKind> extends FileFormat {
  kind: Extract<K, FileContentKind>;
}

export interface ContentKindRegistry<K extends ContentKind = ContentKind> {
  readonly kinds: readonly K[];
  /** The kind of a stored item; an id no kind declares is a clear error, never a guess. */
  get(id: string): K;
  has(id: string): boolean;
  /** Every accepted file format, keyed by the type file-type reads from the bytes, kinds in order. */
  readonly formats: Readonly<Record<string, KindedFormat<K>>>;
  /**
   * The format of an upload from its detected bytes and its name, or undefined when either is
   * not accepted or they disagree: a .jpg that is really a PDF is refused, as is a PDF renamed .jpg.
   */
  formatOfUpload(detectedExt: string | undefined, fileName: string): KindedFormat<K> | undefined;
  /** The file kind a name's extension belongs to, before the bytes are read (in the browser). */
  kindOfFileName(fileName: string): Extract<K, FileContentKind> | undefined;
}

const isFileKind = <K extends ContentKind>(kind: K): kind is Extract<K, FileContentKind> =>
  kind.family === 'file';

export function createContentKindRegistry<K extends ContentKind>(
  kinds: readonly K[],
): ContentKindRegistry<K> {
  const byId = new Map<string, K>();
  const formats: Record<string, KindedFormat<K>> = {};
  for (const kind of kinds) {
    if (byId.has(kind.id)) throw new Error(`Content kind '${kind.id}' is declared twice`);
    byId.set(kind.id, kind);
    if (!isFileKind(kind)) continue;
    for (const [detected, format] of Object.entries(kind.formats)) {
      if (formats[detected]) throw new Error(`File format '${detected}' belongs to two kinds`);
      formats[detected] = { ...format, kind };
    }
  }
  return {
    kinds,
    formats,
    get(id) {
      const kind = byId.get(id);
      if (!kind) throw new UnknownContentKindError(id);
      return kind;
    },
    has: (id) => byId.has(id),
    formatOfUpload(detectedExt, fileName) {
      const format =
        detectedExt && Object.hasOwn(formats, detectedExt) ? formats[detectedExt] : undefined;
      return format?.extensions.includes(extensionOf(fileName)) ? format : undefined;
    },
    kindOfFileName(fileName) {
      const ext = extensionOf(fileName);
      return Object.values(formats).find((f) => f.extensions.includes(ext))?.kind;
    },
  };
}
