import { bigint, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

/**
 * A person's authenticator app (TOTP, RFC 6238). The row exists from setup; two-factor sign-in is on once
 * `enabled_at` is set. The secret never leaves the server after setup and is never logged. `last_used_step` is the
 * 30-second step of the last code accepted: a code of that step or an older one is refused, so a code works once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 64 }).notNull(),
  enabledAt: at('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
});

/** The 10 recovery codes of a person, stored hashed; each works once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    usedAt: at('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** Browsers told to skip the second step for 30 days ('Lembrar este dispositivo'); only the token's hash is kept. */
export const twoFactorDevices = pgTable(
  'two_factor_devices',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('two_factor_devices_user_idx').on(t.userId)],
);

/** The ticket between a right password (or phone code) and the second step: a few minutes, a few tries, once. */
export const twoFactorTickets = pgTable(
  'two_factor_tickets',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('two_factor_tickets_user_idx').on(t.userId)],
);

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
export type TwoFactorTicketRow = typeof twoFactorTickets.$inferSelect;
