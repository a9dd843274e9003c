import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

/** Bearer sessions. Only the SHA-256 of the token is kept, so a database leak gives no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
