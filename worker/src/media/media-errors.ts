/**
 * The most pixels an image may have (sharp's own default, set explicitly so messages can name
 * it): decoding is what costs memory, so a small file can still be a decompression bomb.
 */
export const IMAGE_PIXEL_LIMIT = 16383 * 16383;

/** The file itself is the problem (damaged, not really what it claims): retrying cannot help. */
export class UnreadableMediaError extends Error {}

/** An optional system package is not installed; the item stays usable without what it adds. */
export class ToolMissingError extends Error {
  constructor(
    readonly tool: string,
    readonly note: string,
  ) {
    super(`${tool} is not installed`);
  }
}
