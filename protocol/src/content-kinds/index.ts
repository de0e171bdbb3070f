import { announcementSlideKind } from './announcement-slide.js';
import { audioKind } from './audio.js';
import { documentKind } from './document.js';
import { imageKind } from './image.js';
import { createContentKindRegistry } from './registry.js';
import { videoKind } from './video.js';
import { webPageKind } from './web-page.js';

export * from './kind.js';
export * from './registry.js';
export { isPresentation } from './document.js';
export * from './web-page.js';
export * from './announcement-slide.js';

/** Every kind, in the order the library lists them. Adding a kind adds its file and one entry. */
export const CONTENT_KINDS = [
  imageKind,
  videoKind,
  audioKind,
  documentKind,
  webPageKind,
  announcementSlideKind,
] as const;

export type ContentKindId = (typeof CONTENT_KINDS)[number]['id'];
/** The ids as a non-empty tuple, for the database column's enum. */
export const CONTENT_KIND_IDS = CONTENT_KINDS.map((k) => k.id) as [
  ContentKindId,
  ...ContentKindId[],
];
/** The kinds made by uploading a file: the worker has a processor for each. */
export type FileContentKindId = Extract<(typeof CONTENT_KINDS)[number], { family: 'file' }>['id'];

export const contentKinds = createContentKindRegistry(CONTENT_KINDS);

/** The kinds made from a form: no file, their `data` checked by the kind's schema. */
export type FormContentKindId = Extract<(typeof CONTENT_KINDS)[number], { family: 'form' }>['id'];
