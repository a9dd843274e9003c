import type { TBuyerStats, TProposalCounts, TSellerStats } from '@labora/shared/dashboard';
import { MAX_ENTRY_MS } from '@labora/shared/time-tracking';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

type Num = string | number;

interface CountsRow {
  f_in_progress: Num;
  f_awaiting: Num;
  f_concluded: Num;
  c_in_progress: Num;
  c_concluded: Num;
  open_jobs: Num;
  rating: Num | null;
  review_count: Num;
  tracked_seconds: Num;
}

interface ProposalRow {
  side: 'sent' | 'received';
  status: keyof Omit<TProposalCounts, 'total'>;
  n: Num;
}

export interface Counts {
  seller: TSellerStats;
  buyer: TBuyerStats;
  proposals: { sent: TProposalCounts; received: TProposalCounts };
  /** Freelancer side, aguardando_inicio or em_andamento ('Projetos Ativos'). */
  activeProjectCount: number;
  trackedSeconds: number;
}

/**
 * Every count of the stat cards and the freelancer dashboard in two statements: one scalar row (contracts on each
 * side by status, open jobs, the published reviews of the person, the time tracked) and the proposals by side and
 * status. Reviews publish double-blind (published_at), as the public profile counts them.
 */
export async function countsOf(db: Executor, userId: string, now: Date): Promise<Counts> {
  const at = now.toISOString();
  const [scalars, proposalRows] = await Promise.all([
    queryRows<CountsRow>(
      db,
      sql`select
            (select count(*) from contracts where freelancer_id = ${userId} and status = 'em_andamento') as f_in_progress,
            (select count(*) from contracts where freelancer_id = ${userId} and status = 'aguardando_inicio') as f_awaiting,
            (select count(*) from contracts where freelancer_id = ${userId} and status = 'concluido') as f_concluded,
            (select count(*) from contracts where client_id = ${userId} and status = 'em_andamento') as c_in_progress,
            (select count(*) from contracts where client_id = ${userId} and status = 'concluido') as c_concluded,
            (select count(*) from jobs where client_id = ${userId} and status = 'open') as open_jobs,
            r.rating, r.review_count,
            -- A running entry counts up to now, at most MAX_ENTRY_MS (as the tracker records it when paused).
            (select coalesce(sum(extract(epoch from (least(coalesce(ended_at, ${at}::timestamptz), ${at}::timestamptz,
                started_at + ${MAX_ENTRY_MS} * interval '1 millisecond') - started_at))), 0)
               from time_entries where user_id = ${userId} and started_at < ${at}::timestamptz) as tracked_seconds
          from (select round(avg(rating), 2)::float8 as rating, count(*) as review_count
                from reviews where reviewee_id = ${userId} and published_at <= ${at}::timestamptz) r`,
    ),
    queryRows<ProposalRow>(
      db,
      sql`select 'sent' as side, status, count(*) as n from proposals where freelancer_id = ${userId} group by status
          union all
          select 'received', p.status, count(*) from proposals p join jobs j on j.id = p.job_id
          where j.client_id = ${userId} and p.status <> 'withdrawn' group by p.status`,
    ),
  ]);
  const row = scalars[0] as CountsRow;
  const proposals = { sent: emptyCounts(), received: emptyCounts() };
  for (const p of proposalRows) {
    const counts = proposals[p.side];
    counts[p.status] = Number(p.n);
    counts.total += Number(p.n);
  }
  const reviewCount = Number(row.review_count);
  return {
    seller: {
      contractsInProgress: Number(row.f_in_progress),
      contractsConcluded: Number(row.f_concluded),
      proposalsPending: proposals.sent.pending,
      rating: reviewCount === 0 || row.rating === null ? null : Number(row.rating),
      reviewCount,
    },
    buyer: {
      openJobs: Number(row.open_jobs),
      contractsInProgress: Number(row.c_in_progress),
      proposalsPending: proposals.received.pending,
      contractsConcluded: Number(row.c_concluded),
    },
    proposals,
    activeProjectCount: Number(row.f_in_progress) + Number(row.f_awaiting),
    // Whole seconds: what the clock shows.
    trackedSeconds: Math.floor(Number(row.tracked_seconds)),
  };
}

function emptyCounts(): TProposalCounts {
  return { total: 0, pending: 0, accepted: 0, rejected: 0, withdrawn: 0 };
}
