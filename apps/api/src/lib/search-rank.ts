import { type SQL, sql } from 'drizzle-orm';
import { searchWords } from './search-words.js';

/**
 * A search's matches are ranked among the first this many in the list's own order (newest jobs, most relevant
 * freelancers); past them the list goes on in that order. Ranking every match of a common word ('site': 100,000s
 * of jobs) would read them all; this many is what the capped count reads anyway, fifty pages of twenty.
 */
export const RANK_WINDOW = 1000;

/** How a list scores a search: the phrase in its strongest field, and each word's fields, strongest first. */
export type SearchFields = {
  /** The whole search in the strongest field (a job's title, a freelancer's Cargo). */
  phrase: (text: string) => SQL;
  /** Where one word may match, strongest first (found as written, then title or Cargo, then skills or category). */
  tiers: ((word: string) => SQL | undefined)[];
};

/**
 * How well a row matches a search, higher first: the phrase in the strongest field above everything, then more words
 * in the first tier, then in the second... (each tier counts up to 8 words, so a digit each). Words matched only
 * through a category's keywords (synonyms) count in no tier.
 */
export function searchScore(search: string, fields: SearchFields): SQL {
  const words = searchWords(search);
  const weight = (tier: number) => 10 ** (fields.tiers.length - 1 - tier);
  const parts = [sql`case when ${fields.phrase(search)} then ${sql.raw(String(10 ** fields.tiers.length))} else 0 end`];
  for (const word of words) {
    fields.tiers.forEach((tier, i) => {
      const condition = tier(word);
      if (condition) parts.push(sql`case when ${condition} then ${sql.raw(String(weight(i)))} else 0 end`);
    });
  }
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** Which rows of a list one page holds, and the part of it past the ranked window to read in the list's own order. */
export function pageAroundWindow(offset: number, pageSize: number) {
  return {
    /** The ranked window holds rows 0..RANK_WINDOW - 1, and the list's next row after them. */
    ranked: offset <= RANK_WINDOW,
    /** Rows after the window and its next row, in the list's own order: from this offset, this many. */
    restOffset: Math.max(offset, RANK_WINDOW + 1),
    restLimit: Math.max(0, offset + pageSize - Math.max(offset, RANK_WINDOW + 1)),
  };
}
