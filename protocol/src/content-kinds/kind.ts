import type { ZodType } from 'zod';

/**
 * A content kind declares, once, what the rest of the tree used to decide by comparing strings.
 * Its other halves live one folder per package, keyed by the same id: the server's
 * (server/src/modules/content/kinds), the worker's processor (worker/src/kinds), the dashboard's
 * preview (web/src/features/content/kinds) and the player's (web/src/display/kinds).
 * Browser-safe and free of zod at runtime, so the player may read it too.
 */
interface ContentKindBase<Id extends string = string> {
  id: Id;
  /** One item of the kind, as the library labels it: 'Image'. */
  label: string;
  /** Several, as the library's filter and the accepted-types hint name them: 'Images'. */
  groupLabel: string;
  /**
   * Whether the kind's own length (a video's) may replace the default display duration when
   * processing learns it; a duration someone chose is always kept.
   */
  durationFromMedia: boolean;
  /** Seconds on screen (per page for documents) until someone sets a duration. */
  defaultDuration: number;
}

/** One format of a file kind, keyed in `formats` by the type file-type reads from the bytes. */
export interface FileFormat {
  mimeType: string;
  /** Lower-case, with the dot; the first one is used for storage keys. */
  extensions: readonly string[];
  label: string;
}

/** Made by uploading a file: detected from its bytes, then processed by the worker. */
export interface FileContentKind<Id extends string = string> extends ContentKindBase<Id> {
  family: 'file';
  formats: Readonly<Record<string, FileFormat>>;
}

/**
 * Made from a form (a web page, a text slide): no file, no processing. `dataSchema` checks what
 * the form sends and what the item stores.
 */
export interface FormContentKind<
  Id extends string = string,
  Data = unknown,
> extends ContentKindBase<Id> {
  family: 'form';
  dataSchema: ZodType<Data>;
}

export type ContentKind<Id extends string = string> = FileContentKind<Id> | FormContentKind<Id>;

export class UnknownContentKindError extends Error {
  constructor(readonly kindId: string) {
    super(
      `Unknown content kind '${kindId}'. Known kinds are declared in protocol/src/content-kinds.`,
    );
    this.name = 'UnknownContentKindError';
  }
}
