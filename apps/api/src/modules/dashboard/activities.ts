import type { TActivityKind, TDashboardActivities, TDashboardActivity } from '@labora/shared/dashboard';
import type { EventType } from '@labora/shared/events';
import { formatBRL } from '@labora/shared/money';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

interface Subject {
  /** The project's title in quotes, or an empty string when the event names none that still exists. */
  project: string;
  amount: string;
  /** The actor's name, or null when it was the person themselves or nobody. */
  by: string | null;
}

const q = (title: string) => (title ? ` “${title}”` : '');

/**
 * 'Atividades recentes': which events of the log the feed shows, of which kind, in which words. Contract events
 * also post a system message in the contract's conversation; those messages (no actor) are left out, so each thing
 * appears once.
 */
const FEED: Partial<Record<EventType, { kind: TActivityKind; text: (s: Subject) => string }>> = {
  'contract.created': { kind: 'project', text: (s) => `Contrato criado:${q(s.project)}` },
  'contract.started': { kind: 'project', text: (s) => `Trabalho iniciado em${q(s.project)}` },
  'contract.progress': { kind: 'project', text: (s) => `Progresso atualizado em${q(s.project)}` },
  'contract.delivered': { kind: 'project', text: (s) => `Entrega enviada em${q(s.project)}` },
  'contract.changes_requested': { kind: 'project', text: (s) => `Alterações pedidas em${q(s.project)}` },
  'contract.concluded': { kind: 'project', text: (s) => `Contrato concluído:${q(s.project)}` },
  'contract.cancelled': { kind: 'project', text: (s) => `Contrato cancelado:${q(s.project)}` },
  'proposal.received': { kind: 'project', text: (s) => `Nova proposta em${q(s.project)}` },
  'proposal.accepted': { kind: 'project', text: (s) => `Proposta aceita em${q(s.project)}` },
  'proposal.declined': { kind: 'project', text: (s) => `Proposta recusada em${q(s.project)}` },
  'proposal.withdrawn': { kind: 'project', text: (s) => `Proposta retirada de${q(s.project)}` },
  'job.invited': { kind: 'project', text: (s) => `Convite para o projeto${q(s.project)}` },
  'gig_order.placed': { kind: 'project', text: (s) => `Pedido de serviço feito:${q(s.project)}` },
  'gig_order.accepted': { kind: 'project', text: (s) => `Pedido de serviço aceito:${q(s.project)}` },
  'gig_order.declined': { kind: 'project', text: (s) => `Pedido de serviço recusado:${q(s.project)}` },
  'gig_order.cancelled': { kind: 'project', text: (s) => `Pedido de serviço cancelado:${q(s.project)}` },
  'contract.funded': { kind: 'payment', text: (s) => `Pagamento de ${s.amount} garantido em${q(s.project)}` },
  'contract.released': { kind: 'payment', text: (s) => `Pagamento de ${s.amount} liberado em${q(s.project)}` },
  'deposit.confirmed': { kind: 'payment', text: (s) => `Depósito de ${s.amount} confirmado` },
  'withdrawal.requested': { kind: 'payment', text: (s) => `Saque de ${s.amount} solicitado` },
  'withdrawal.paid': { kind: 'payment', text: (s) => `Saque de ${s.amount} concluído` },
  'withdrawal.failed': { kind: 'payment', text: (s) => `Saque de ${s.amount} não concluído; o valor voltou ao saldo` },
  'message.sent': {
    kind: 'message',
    text: (s) => (s.by ? `Nova mensagem de ${s.by}` : 'Você enviou uma mensagem'),
  },
  'review.published': { kind: 'review', text: (s) => `Avaliação publicada em${q(s.project)}` },
};
const FEED_TYPES = Object.keys(FEED) as EventType[];

interface Row {
  id: string;
  type: EventType;
  data: Record<string, unknown>;
  created_at: Date | string;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  project_title: string | null;
}

const idOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** The money an event names: what was paid, released, deposited or withdrawn. */
function amountOf(data: Record<string, unknown>): number | null {
  const cents = data.amountCents ?? data.releasedCents;
  return typeof cents === 'number' ? cents : null;
}

/**
 * One page of the person's own feed (events whose audience holds them), newest first: the events before `cursor`
 * (an event id), each with its actor and the title of the contract, job or gig it names, in one statement.
 */
export async function activitiesOf(
  db: Executor,
  input: { userId: string; cursor?: string; pageSize: number },
): Promise<TDashboardActivities> {
  const { userId } = input;
  const types = sql.join(
    FEED_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const before = input.cursor ? sql`and id < ${input.cursor}::bigint` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select e.id::text as id, e.type, e.data, e.created_at, e.actor_id, a.first_name, a.last_name, a.avatar_url,
               coalesce(c.title, j.title, g.title) as project_title
        from (select id, type, data, created_at, actor_id from events
              where audience @> array[${userId}]::uuid[] and type in (${types})
                and (type <> 'message.sent' or actor_id is not null) ${before}
              order by id desc limit ${input.pageSize + 1}) e
        left join users a on a.id = e.actor_id
        left join contracts c on c.id = (e.data->>'contractId')::uuid
        left join jobs j on j.id = (e.data->>'jobId')::uuid
        left join gigs g on g.id = (e.data->>'gigId')::uuid
        order by e.id desc`,
  );
  const page = rows.slice(0, input.pageSize);
  const items = page.map((row): TDashboardActivity => {
    const feed = FEED[row.type] as NonNullable<(typeof FEED)[EventType]>;
    const amountCents = amountOf(row.data);
    const actor =
      row.actor_id && row.first_name !== null
        ? { id: row.actor_id, name: `${row.first_name} ${row.last_name}`, avatarUrl: row.avatar_url }
        : null;
    return {
      id: row.id,
      kind: feed.kind,
      eventType: row.type,
      description: feed.text({
        project: row.project_title ?? '',
        amount: amountCents === null ? '' : formatBRL(amountCents),
        by: actor && actor.id !== userId ? actor.name : null,
      }),
      createdAt: new Date(row.created_at).toISOString(),
      actor,
      contractId: idOf(row.data.contractId),
      jobId: idOf(row.data.jobId),
      conversationId: idOf(row.data.conversationId),
      projectTitle: row.project_title,
      amountCents,
    };
  });
  return { items, nextCursor: rows.length > input.pageSize ? (page.at(-1)?.id ?? null) : null };
}
