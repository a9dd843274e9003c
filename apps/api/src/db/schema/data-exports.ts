import { DATA_EXPORT_STATUSES } from '@labora/shared/data-export';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

export const dataExportStatus = pgEnum('data_export_status', DATA_EXPORT_STATUSES);

/**
 * 'Baixar meus dados' (modules/data-export): a person's request for a copy of their data, built by a background
 * job into DATA_DIR/exports/<id>.zip and offered for 24 hours by an e-mailed link. Goes with its owner.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    status: dataExportStatus('status').notNull().default('pending'),
    /** SHA-256 of the link's secret (32 random bytes), set when ready: the secret itself is only in the mail. */
    tokenHash: varchar('token_hash', { length: 64 }),
    /** The ZIP's name inside the exports folder, once written. */
    fileName: varchar('file_name', { length: 80 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Builds tried; a build that fails this often makes it 'failed'. */
    attempts: integer('attempts').notNull().default(0),
    /** A builder's lease: no other process takes the row before it ends (a crashed builder's row is taken again). */
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc()),
    index('data_exports_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('data_exports_ready_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
