import { describe, expect, it } from 'vitest';
import { csvCell } from './admin.js';

describe('csvCell', () => {
  it('quotes cells with separators, quotes or line breaks', () => {
    expect(csvCell('Ana Souza')).toBe('Ana Souza');
    expect(csvCell('Souza, Ana')).toBe('"Souza, Ana"');
    expect(csvCell('Ana "Aninha" Souza')).toBe('"Ana ""Aninha"" Souza"');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+55 11')).toBe('"\'+55 11"');
    expect(csvCell('-1')).toBe('"\'-1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
  });
});
