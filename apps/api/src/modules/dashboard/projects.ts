import type { TContractStatus } from '@labora/shared/contracts';
import type { TActiveProject, TDashboardDeadline, TDashboardDeadlines } from '@labora/shared/dashboard';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

interface Row {
  id: string;
  title: string;
  status: TContractStatus;
  end_date: string;
  progress: number;
  value_cents: string | number;
  my_role: 'client' | 'freelancer';
  other_id: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  total: string | number;
}

/**
 * Open contracts (aguardando_inicio, em_andamento) on the given sides, nearest end date first (overdue ones
 * lead), then title; `total` counts them all (a window count, one statement).
 */
async function openContracts(db: Executor, userId: string, sides: readonly ('client' | 'freelancer')[], limit: number) {
  const mine = sql.join(
    sides.map((side) => (side === 'freelancer' ? sql`c.freelancer_id = ${userId}` : sql`c.client_id = ${userId}`)),
    sql` or `,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select c.id, c.title, c.status, to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.progress, c.value_cents,
               case when c.freelancer_id = ${userId} then 'freelancer' else 'client' end as my_role,
               u.id as other_id, u.first_name, u.last_name, u.avatar_url, count(*) over () as total
        from contracts c
        join users u on u.id = case when c.freelancer_id = ${userId} then c.client_id else c.freelancer_id end
        where c.status in ('aguardando_inicio', 'em_andamento')
          and (${mine})
        order by c.end_date, c.title, c.id
        limit ${limit}`,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

const personOf = (row: Row) => ({
  id: row.other_id,
  name: `${row.first_name} ${row.last_name}`,
  avatarUrl: row.avatar_url,
});

/** 'Próximos prazos': a buyer's hirings only (a client cannot take work), both sides for everyone else. */
export async function deadlinesOf(
  db: Executor,
  userId: string,
  sides: readonly ('client' | 'freelancer')[],
  limit: number,
): Promise<TDashboardDeadlines> {
  const { rows, total } = await openContracts(db, userId, sides, limit);
  const items: TDashboardDeadline[] = rows.map((row) => ({
    contractId: row.id,
    title: row.title,
    status: row.status,
    endDate: row.end_date,
    progress: row.progress,
    valueCents: Number(row.value_cents),
    myRole: row.my_role,
    counterpart: personOf(row),
  }));
  return { items, total };
}

/** The freelancer dashboard's active projects: their open contracts as freelancer, nearest end date first. */
export async function activeProjectsOf(db: Executor, userId: string, limit: number): Promise<TActiveProject[]> {
  const { rows } = await openContracts(db, userId, ['freelancer'], limit);
  return rows.map((row) => ({
    contractId: row.id,
    title: row.title,
    status: row.status,
    client: personOf(row),
    endDate: row.end_date,
    valueCents: Number(row.value_cents),
    progress: row.progress,
  }));
}
