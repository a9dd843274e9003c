import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column shapes every table writes the same way, so a table reads as what it holds.

/** A row's own id: a random UUID the database makes. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A row that belongs to another (its person, contract, job…) and is deleted with it. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A moment, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();
