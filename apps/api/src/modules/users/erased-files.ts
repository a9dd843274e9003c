import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

// The four tables whose rows name an uploaded file (lib/attachments.ts).
const FILE_TABLES = ['job_attachments', 'delivery_files', 'message_attachments', 'dispute_files'] as const;

/**
 * The stored files that may go with a user's row (ON DELETE CASCADE): their jobs' attachments, and the deliveries,
 * contract messages and dispute files of their contracts. Read in the erasing transaction before the delete.
 */
export async function filesThatMayCascade(tx: Executor, userId: string): Promise<string[]> {
  const rows = await queryRows<{ storage_name: string }>(
    tx,
    sql`with own_contracts as (select id from contracts where client_id = ${userId} or freelancer_id = ${userId})
        select ja.storage_name from job_attachments ja join jobs j on j.id = ja.job_id where j.client_id = ${userId}
        union all
        select df.storage_name from delivery_files df join contract_deliveries d on d.id = df.delivery_id
          where d.contract_id in (select id from own_contracts)
        union all
        select ma.storage_name from message_attachments ma join messages m on m.id = ma.message_id
          join conversations c on c.id = m.conversation_id where c.contract_id in (select id from own_contracts)
        union all
        select f.storage_name from dispute_files f join dispute_entries e on e.id = f.entry_id
          join disputes d on d.id = e.dispute_id where d.contract_id in (select id from own_contracts)`,
  );
  return rows.map((row) => row.storage_name);
}

/** Of `candidates`, the files no row names any more (after the delete, in the same transaction): theirs to delete. */
export async function filesNoLongerNamed(tx: Executor, candidates: readonly string[]): Promise<string[]> {
  if (!candidates.length) return [];
  const list = sql.join(
    candidates.map((name) => sql`${name}`),
    sql`, `,
  );
  const named = new Set<string>();
  for (const table of FILE_TABLES) {
    const rows = await queryRows<{ storage_name: string }>(
      tx,
      sql`select storage_name from ${sql.identifier(table)} where storage_name in (${list})`,
    );
    for (const row of rows) named.add(row.storage_name);
  }
  return candidates.filter((name) => !named.has(name));
}
