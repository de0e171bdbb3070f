import { describe, expect, it } from 'vitest';
import { stripControlCharacters, text } from './text.js';

describe('text()', () => {
  it('refuses C0 and C1 control characters and DEL on one line', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u001fb', 'a\u007fb', 'a\u0085b'])
      expect(text().safeParse(bad).error?.issues[0]?.message).toBe(
        'Must not contain control characters',
      );
  });

  it('allows line breaks and tabs only when several lines make sense', () => {
    expect(text({ multiline: true }).parse('one\r\n\ttwo')).toBe('one\r\n\ttwo');
    expect(text({ multiline: true }).safeParse('one\u0000two').success).toBe(false);
  });

  it('trims, and keeps every printable character of any script', () => {
    expect(text().parse('  café 日本 😀 ✓  ')).toBe('café 日本 😀 ✓');
  });

  it('strips what it refuses, for names the server does not choose', () => {
    expect(stripControlCharacters('menu\u0000\u0007\nboard.png')).toBe('menuboard.png');
  });
});
