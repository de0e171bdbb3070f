import { DISPLAY_DURATION_DEFAULT_S } from '../constants.js';
import type { FileContentKind } from './kind.js';

/**
 * PDFs and presentations are one kind: both play as rendered pages. A presentation is first
 * converted to PDF by the worker, which is all that tells the two apart.
 */
const PRESENTATION_FORMATS = {
  // Legacy PowerPoint is an OLE compound file, which bytes alone cannot tell from .doc/.xls;
  // the .ppt extension decides, and LibreOffice refuses anything that is not a presentation.
  cfb: { mimeType: 'application/vnd.ms-powerpoint', extensions: ['.ppt'], label: 'PPT' },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['.pptx'],
    label: 'PPTX',
  },
} as const;

export const isPresentation = (mimeType: string) =>
  Object.values(PRESENTATION_FORMATS).some((f) => f.mimeType === mimeType);

export const documentKind = {
  id: 'document',
  family: 'file',
  label: 'Document',
  groupLabel: 'Documents',
  durationFromMedia: false,
  defaultDuration: DISPLAY_DURATION_DEFAULT_S,
  formats: {
    pdf: { mimeType: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
    ...PRESENTATION_FORMATS,
  },
} as const satisfies FileContentKind<'document'>;
