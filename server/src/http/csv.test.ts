import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', 42, null])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",42,\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    // Numbers are data, not text typed by a user.
    expect(csvCell(-5)).toBe('-5');
  });
});
