import { describe, expect, it } from 'vitest';
import { z } from '../zod-messages.js';
import {
  CONTENT_KINDS,
  contentKinds,
  createContentKindRegistry,
  isPresentation,
  UnknownContentKindError,
  type FormContentKind,
} from './index.js';

describe('the content-kind registry', () => {
  it('maps every accepted file format to exactly one file kind', () => {
    const formats = Object.entries(contentKinds.formats);
    expect(formats.length).toBeGreaterThan(0);
    for (const [detected, format] of formats) {
      const owners = CONTENT_KINDS.filter((k) => k.family === 'file' && detected in k.formats);
      expect(owners.map((k) => k.id)).toEqual([format.kind.id]);
      expect(format.kind.family).toBe('file');
    }
  });

  it('finds the kind of an upload from its bytes and its name', () => {
    expect(contentKinds.formatOfUpload('jpg', 'Photo.JPEG')?.kind.id).toBe('image');
    expect(contentKinds.formatOfUpload('mov', 'clip.mov')?.kind.id).toBe('video');
    expect(contentKinds.formatOfUpload('opus', 'song.opus')?.kind.id).toBe('audio');
    expect(contentKinds.formatOfUpload('pdf', 'menu.pdf')?.kind.id).toBe('document');
    expect(contentKinds.formatOfUpload('cfb', 'deck.ppt')?.kind.id).toBe('document');
  });

  it('finds a file kind from a name alone, before the bytes are read', () => {
    expect(contentKinds.kindOfFileName('Clip.MOV')?.id).toBe('video');
    expect(contentKinds.kindOfFileName('deck.pptx')?.id).toBe('document');
    expect(contentKinds.kindOfFileName('notes.txt')).toBeUndefined();
    expect(contentKinds.kindOfFileName('README')).toBeUndefined();
  });

  it('refuses bytes and names that disagree, and formats no kind accepts', () => {
    expect(contentKinds.formatOfUpload('pdf', 'photo.jpg')).toBeUndefined();
    expect(contentKinds.formatOfUpload('jpg', 'menu.pdf')).toBeUndefined();
    expect(contentKinds.formatOfUpload('exe', 'setup.exe')).toBeUndefined();
    expect(contentKinds.formatOfUpload(undefined, 'notes.txt')).toBeUndefined();
  });

  it('tells presentations from PDFs by their MIME type', () => {
    expect(isPresentation(contentKinds.formats.pptx!.mimeType)).toBe(true);
    expect(isPresentation(contentKinds.formats.cfb!.mimeType)).toBe(true);
    expect(isPresentation(contentKinds.formats.pdf!.mimeType)).toBe(false);
  });

  it('names an unknown kind in a clear error instead of guessing', () => {
    expect(contentKinds.has('hologram')).toBe(false);
    expect(() => contentKinds.get('hologram')).toThrow(UnknownContentKindError);
    expect(() => contentKinds.get('hologram')).toThrow(/Unknown content kind 'hologram'/);
    expect(contentKinds.get('video').label).toBe('Video');
  });

  it('takes a form kind without touching the built-in kinds', () => {
    const textSlide: FormContentKind<'text-slide', { title: string; body: string }> = {
      id: 'text-slide',
      family: 'form',
      label: 'Text slide',
      groupLabel: 'Text slides',
      durationFromMedia: false,
      defaultDuration: 15,
      dataSchema: z.object({ title: z.string().min(1), body: z.string() }),
    };
    const registry = createContentKindRegistry([...CONTENT_KINDS, textSlide]);

    const kind = registry.get('text-slide');
    expect(kind.family).toBe('form');
    if (kind.family !== 'form') throw new Error('unreachable');
    expect(kind.dataSchema.safeParse({ title: 'Hello', body: '' }).success).toBe(true);
    expect(kind.dataSchema.safeParse({ title: '', body: '' }).success).toBe(false);
    // A form kind brings no file formats, and the file kinds keep theirs.
    expect(registry.formats).toEqual(contentKinds.formats);
    expect(contentKinds.has('text-slide')).toBe(false);
  });

  it('refuses a kind declared twice or a format claimed by two kinds', () => {
    expect(() => createContentKindRegistry([...CONTENT_KINDS, CONTENT_KINDS[0]])).toThrow(
      /declared twice/,
    );
    const images2 = { ...CONTENT_KINDS[0], id: 'images-again' };
    expect(() => createContentKindRegistry([...CONTENT_KINDS, images2])).toThrow(
      /'jpg' belongs to two kinds/,
    );
  });
});
