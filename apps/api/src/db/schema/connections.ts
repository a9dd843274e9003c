import { CONNECTION_REQUEST_STATUSES } from '@labora/shared/connections';
import { index, pgEnum, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

export const connectionRequestStatus = pgEnum('connection_request_status', CONNECTION_REQUEST_STATUSES);

/**
 * A connection request ('Adicionar' on a suggestion) and its answer. One row per pair of people, whoever sent it:
 * an accepted row is a connection; a declined one stays, so the sender cannot ask again (they keep seeing it as
 * sent) and the pair leaves each other's suggestions, while the one who declined may still ask later.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: primaryId(),
    senderId: ownedBy('sender_id', () => users.id),
    receiverId: ownedBy('receiver_id', () => users.id),
    // '<smaller id>:<larger id>': unique, so two people have one request between them.
    pairKey: varchar('pair_key', { length: 73 }).notNull(),
    status: connectionRequestStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: at('responded_at'),
  },
  (t) => [
    uniqueIndex('connection_requests_pair_key').on(t.pairKey),
    index('connection_requests_receiver_idx').on(t.receiverId, t.status, t.createdAt.desc()),
    index('connection_requests_sender_idx').on(t.senderId, t.status),
  ],
);
export type ConnectionRequestRow = typeof connectionRequests.$inferSelect;
