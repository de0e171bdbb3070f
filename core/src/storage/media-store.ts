import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where uploaded files and their renditions live: DATA_DIR/media on one box, an S3-compatible
 * bucket when scaled. Keys are '/'-separated, random and never reused, so an object never
 * changes once written.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key` and resolves with the bytes written; on failure nothing remains. */
  put(key: string, body: Readable, contentType?: string): Promise<number>;
  /** The whole object, or the inclusive byte range. Rejects when the key is missing. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** Renames within the store (how an upload's temporary becomes its committed file). */
  move(from: string, to: string): Promise<void>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): Promise<StoredObject[]>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/** Keys are built by us, but a store must never be talked into leaving its root. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid media key: ${key}`);
}
