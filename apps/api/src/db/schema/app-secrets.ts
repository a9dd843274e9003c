import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Secrets the app makes for itself on first use (e.g. the proof-of-work challenge HMAC key when
 * ALTCHA_HMAC_KEY is not set), kept in the database so every API process on it shares them.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  createdAt: createdAt(),
});
