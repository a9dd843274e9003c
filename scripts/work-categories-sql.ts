// Prints the SQL function labora_work_categories (a migration's body) from the shared category table: the
// numbers (1 = the first of DASHBOARD_CATEGORIES) of the dashboard categories whose keywords start a word of a
// freelancer's folded Cargo and skills. Run `npx tsx scripts/work-categories-sql.ts` after changing the table's
// keywords, into a new custom migration (then recompute users.work_categories); the API test
// discovery.test.ts fails until the database agrees with the table.
import { DASHBOARD_CATEGORIES } from '../packages/shared/src/catalog.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/'/g, "''");

const cases = DASHBOARD_CATEGORIES.map((category, i) => {
  const likes = category.keywords.map((keyword) => `work LIKE '% ${fold(keyword)}%'`).join(' OR ');
  return `    CASE WHEN ${likes} THEN ${i + 1} END`;
});

console.log(`-- The dashboard categories (numbers of DASHBOARD_CATEGORIES, packages/shared/src/catalog.ts) whose keywords start
-- a word of ' ' || a folded Cargo and skills: written by scripts/work-categories-sql.ts from the shared table.
CREATE OR REPLACE FUNCTION labora_work_categories(work text) RETURNS smallint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN array_remove(ARRAY[
${cases.join(',\n')}
  ]::smallint[], NULL);`);
