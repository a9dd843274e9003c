import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.js';

describe('searchWords', () => {
  it('splits on spaces, once each, without the words that say nothing', () => {
    expect(searchWords('  desenvolvedor   react ')).toEqual(['desenvolvedor', 'react']);
    expect(searchWords('Criação DE logotipo para academia')).toEqual(['Criação', 'logotipo', 'academia']);
    expect(searchWords('react react')).toEqual(['react']);
    expect(searchWords('de da do')).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(searchWords('a1 a2 a3 a4 a5 a6 a7 a8 a9 a10')).toHaveLength(8);
  });
});
