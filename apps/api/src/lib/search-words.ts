import { and, or, type SQL } from 'drizzle-orm';
import { foldForSearch } from './fold-text.js';

/** At most this many words of a search count: enough for any real query, a bound on the SQL it makes. */
const MAX_SEARCH_WORDS = 8;

/** Words that say nothing about what is searched ('criação de logotipo'): left out of the every-word match. */
const STOPWORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'ou',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'para',
  'por',
  'com',
  'um',
  'uma',
]);

/** The distinct words of a search that say something, split on spaces, at most MAX_SEARCH_WORDS. */
export function searchWords(search: string): string[] {
  const words = search
    .trim()
    .split(/\s+/)
    .filter((word) => word && !STOPWORDS.has(foldForSearch(word)));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A search that matches the phrase as typed (a category link's 'Programação & Tecnologia'), or every one of its words,
 * each in any field the search covers (`matches` says where one piece of text may match): 'designer recife' finds a
 * designer in Recife, 'logotipo academia' a logo job for a gym.
 */
export function phraseOrEveryWord(search: string, matches: (text: string) => SQL | undefined): SQL | undefined {
  const phrase = matches(search);
  const words = searchWords(search);
  if (words.length === 0 || (words.length === 1 && words[0] === search.trim())) return phrase;
  return or(phrase, and(...words.map(matches)));
}
