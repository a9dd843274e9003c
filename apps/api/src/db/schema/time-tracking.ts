import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { contracts } from './contracts.js';
import { users } from './users.js';

/**
 * The time tracker's record: one row per stretch of work. The running stretch (ended_at null) lives here, not in
 * the browser, so a reload, a second tab or a crash neither loses nor doubles time; at most one runs per person.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    // Null: general time, not on a contract.
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    // Added or corrected by hand rather than by the clock; shown as such to both sides of a contract.
    manual: boolean('manual').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('time_entries_one_running_key').on(t.userId).where(sql`${t.endedAt} is null`),
    index('time_entries_user_idx').on(t.userId, t.startedAt),
    index('time_entries_contract_idx').on(t.contractId, t.startedAt),
    check('time_entries_forward', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
  ],
);
export type TimeEntryRow = typeof timeEntries.$inferSelect;

/**
 * The tracker's session per person: 'Zerar' sets its start, and the clock shows the clock entries inside it.
 * Resetting deletes no entry (the recorded hours stay); no row: never reset.
 */
export const timeTrackerSessions = pgTable('time_tracker_sessions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: at('started_at').notNull(),
});
