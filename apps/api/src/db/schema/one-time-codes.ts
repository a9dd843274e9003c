import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

/**
 * Short numeric codes sent by e-mail (password recovery, e-mail change). Stored hashed; single use; a few tries
 * each.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    // The address the code was sent to when it is not the account's own (the new one of an e-mail change).
    target: varchar('target', { length: 254 }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
