import { doublePrecision, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Brazilian municipalities (IBGE), loaded from apps/api/data/cities.tsv at start. */
export const cities = pgTable(
  'cities',
  {
    ibgeCode: integer('ibge_code').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    // The name folded for search (lowercase, no accents, punctuation as spaces): see lib/fold-text.ts.
    searchName: text('search_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull(),
  },
  (t) => [index('cities_population_idx').on(t.population)],
);
