import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_MEDIA,
  acceptFilter,
  describeAcceptedTypes,
  fileTooLargeMessage,
  unsupportedTypeMessage,
} from './media-types.js';

describe('describeAcceptedTypes', () => {
  it('groups the accepted types by kind, in words, each label once', () => {
    expect(describeAcceptedTypes()).toBe(
      'Images (JPG, PNG, GIF, WebP), Videos (MP4, WebM, MOV, AVI), Audio (MP3, WAV, OGG), Documents (PDF, PPT, PPTX)',
    );
  });

  it('adds the size limit when given one', () => {
    expect(describeAcceptedTypes(104_857_600)).toMatch(/\(PDF, PPT, PPTX\) up to 100 MB$/);
    expect(describeAcceptedTypes(5 * 1024 * 1024)).toMatch(/ up to 5 MB$/);
  });

  it('names every type the accept filter lets through', () => {
    const text = describeAcceptedTypes();
    for (const type of Object.values(ACCEPTED_MEDIA)) expect(text).toContain(type.label);
    const extensions = Object.values(acceptFilter()).flat();
    for (const type of Object.values(ACCEPTED_MEDIA)) {
      for (const ext of type.extensions) expect(extensions).toContain(ext);
    }
  });
});

describe('rejection messages', () => {
  it('says what is accepted when a type is refused', () => {
    expect(unsupportedTypeMessage()).toBe(
      `Unsupported file type. Accepted: ${describeAcceptedTypes()}.`,
    );
  });

  it('gives the size limit in human units', () => {
    expect(fileTooLargeMessage(104_857_600)).toBe('File is larger than 100 MB');
    expect(fileTooLargeMessage(1000)).toBe('File is larger than 1000 Bytes');
  });
});
