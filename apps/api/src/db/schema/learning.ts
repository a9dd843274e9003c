import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { at, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

/**
 * 'Aprendizagem': the catalogue of free learning resources in Portuguese, one of SPEC's 12 categories each (by
 * name, shared catalog.ts), with the skills it teaches (matched folded against the person's skills). Seeded by
 * its migration, so every database has it.
 */
export const learningResources = pgTable(
  'learning_resources',
  {
    id: primaryId(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    language: text('language').notNull().default('pt-BR'),
    category: text('category').notNull(),
    keywords: text('keywords').array().notNull().default([]),
  },
  (t) => [
    // One platform may serve several categories (Sebrae teaches selling clothes and selling online).
    unique('learning_resources_url_category').on(t.url, t.category),
    check('learning_resources_type', sql`${t.type} in ('Curso', 'Vídeo', 'Artigo', 'Documentação')`),
  ],
);
export type LearningResourceRow = typeof learningResources.$inferSelect;

/** A person's progress on a resource; no row is 'not started'. */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: ownedBy('user_id', () => users.id),
    resourceId: ownedBy('resource_id', () => learningResources.id),
    status: text('status').notNull(),
    percent: smallint('percent').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    check(
      'learning_progress_state',
      sql`(${t.status} = 'in_progress' and ${t.percent} between 1 and 99) or (${t.status} = 'completed' and ${t.percent} = 100)`,
    ),
  ],
);
