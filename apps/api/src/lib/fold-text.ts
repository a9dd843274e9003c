/**
 * Text folded for accent- and case-insensitive search: 'São José d'Oeste-Mirim' → 'sao jose d oeste mirim'.
 * The same folding is applied to what is stored and to what the user types, so no database extension
 * (unaccent) is needed and PGlite and PostgreSQL behave the same.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Accented letters of Portuguese (and a few neighbours) and their plain forms. The database folds with
 * translate() (immutable, unlike unaccent(), so generated columns may use it) and lower(); both cases are listed
 * because lower() of a non-ASCII letter depends on the database's locale.
 */
export const SEARCH_FOLD = {
  from: 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ',
  to: 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn',
} as const;

const FOLD = new Map([...SEARCH_FOLD.from].map((char, i) => [char, SEARCH_FOLD.to[i] ?? char]));

/** What the user searches for, folded as the database folds the searched columns (SQL labora_fold). */
export function foldForSearch(text: string): string {
  return [...text]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** A LIKE pattern matching the folded text anywhere; LIKE's own wildcards in it are taken literally. */
export function containsPattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A LIKE pattern matching the folded text at the start of a word after a space ('unity' finds 'Unity 3D' but not
 * 'Community'); the pattern without its first two characters matches it at the start of the text.
 */
export function wordStartPattern(text: string): string {
  return `% ${foldForSearch(text.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
