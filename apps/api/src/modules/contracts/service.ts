import {
  CONTRACT_MESSAGES,
  type TContract,
  type TContractActionRequest,
  type TDelivery,
  type ZListContractsQuery,
} from '@labora/shared/contracts';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { type ContractRow, contracts } from '../../db/schema/contracts.js';
import { gigOrders } from '../../db/schema/gigs.js';
import { reviews } from '../../db/schema/reviews.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { ledgerAccounts } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { openContractConversation } from '../messages/service.js';
import { autoReleaseAt, deliveriesOf } from './deliveries.js';
import { moveContract, roleOf } from './moves.js';
import { allowedActions, type ContractRole } from './transitions.js';

export { postContractEvent } from './contract-messages.js';
export {
  createDelivery,
  deliveriesOf,
  findDeliveryFile,
  releaseOverdueDeliveries,
  remindUnansweredDeliveries,
  requestChanges,
} from './deliveries.js';
export { contractsConsumer } from './event-consumer.js';
export { holdForDispute, lockContractForResolution, settleSplit } from './holds.js';
export { markFunded, payContract, releaseContract } from './moves.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ListQuery = z.output<typeof ZListContractsQuery>;

const client = alias(users, 'client');
const freelancer = alias(users, 'freelancer');
const selection = {
  contract: contracts,
  clientFirstName: client.firstName,
  clientLastName: client.lastName,
  clientAvatarUrl: client.avatarUrl,
  freelancerFirstName: freelancer.firstName,
  freelancerLastName: freelancer.lastName,
  freelancerAvatarUrl: freelancer.avatarUrl,
  gigId: gigOrders.gigId,
  escrowCents: ledgerAccounts.balanceCents,
};
type Row = {
  contract: ContractRow;
  clientFirstName: string;
  clientLastName: string;
  clientAvatarUrl: string | null;
  freelancerFirstName: string;
  freelancerLastName: string;
  freelancerAvatarUrl: string | null;
  gigId: string | null;
  escrowCents: number | null;
};
type ReviewPair = {
  mine: { rating: number; comment: string } | null;
  theirs: { rating: number; comment: string } | null;
};

function toContract(row: Row, role: ContractRole, reviewPair: ReviewPair, deliveries: TDelivery[]): TContract {
  const c = row.contract;
  const waiting = deliveries.find((d) => d.status === 'pending');
  return {
    id: c.id,
    jobId: c.jobId,
    gigId: row.gigId,
    title: c.title,
    description: c.description,
    valueCents: c.valueCents,
    status: c.status,
    progress: c.progress,
    startDate: c.startDate,
    endDate: c.endDate,
    fundedAt: c.fundedAt?.toISOString() ?? null,
    escrowCents: row.escrowCents ?? 0,
    deliveries,
    autoReleaseAt:
      waiting && c.status === 'em_andamento' && !c.disputeId
        ? autoReleaseAt(new Date(waiting.createdAt)).toISOString()
        : null,
    disputeId: c.disputeId,
    hourlyRateCents: c.hourlyRateCents,
    weeklyLimitHours: c.weeklyLimitHours,
    createdAt: c.createdAt.toISOString(),
    client: { id: c.clientId, name: `${row.clientFirstName} ${row.clientLastName}`, avatarUrl: row.clientAvatarUrl },
    freelancer: {
      id: c.freelancerId,
      name: `${row.freelancerFirstName} ${row.freelancerLastName}`,
      avatarUrl: row.freelancerAvatarUrl,
    },
    allowedActions: allowedActions(role, c.status),
    myRole: role,
    canReview: c.status === 'concluido' && reviewPair.mine === null,
    myReview: reviewPair.mine,
    theirReview: reviewPair.theirs,
  };
}

function baseQuery(db: Executor) {
  return db
    .select(selection)
    .from(contracts)
    .innerJoin(client, eq(client.id, contracts.clientId))
    .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId))
    .leftJoin(gigOrders, eq(gigOrders.id, contracts.gigOrderId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, contracts.id));
}

/** The caller's review of each contract and the other side's, the latter only once published. */
async function reviewPairs(deps: Deps, actor: UserRow, contractIds: string[]): Promise<Map<string, ReviewPair>> {
  const pairs = new Map<string, ReviewPair>(contractIds.map((id) => [id, { mine: null, theirs: null }]));
  if (!contractIds.length) return pairs;
  const rows = await deps.db.select().from(reviews).where(inArray(reviews.contractId, contractIds));
  const now = deps.clock.now();
  for (const review of rows) {
    const pair = pairs.get(review.contractId);
    if (!pair) continue;
    const shown = { rating: review.rating, comment: review.comment };
    if (review.reviewerId === actor.id) pair.mine = shown;
    else if (review.publishedAt && review.publishedAt <= now) pair.theirs = shown;
  }
  return pairs;
}

/** A contract, to its two parties only. */
export async function getContract(deps: Deps, input: { actor: UserRow; id: string }): Promise<TContract> {
  const [row] = await baseQuery(deps.db).where(eq(contracts.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
  const role = roleOf(input.actor, row.contract);
  if (!role) throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.forbidden);
  const [pairs, deliveries] = await Promise.all([
    reviewPairs(deps, input.actor, [row.contract.id]),
    deliveriesOf(deps.db, [row.contract.id]),
  ]);
  return toContract(
    row,
    role,
    pairs.get(row.contract.id) ?? { mine: null, theirs: null },
    deliveries.get(row.contract.id) ?? [],
  );
}

/** /hiring (as client) and /my-projects (as freelancer): search by title or the other side's name, status filter. */
export async function listContracts(deps: Deps, input: { actor: UserRow; query: ListQuery }) {
  const { query } = input;
  const other = query.as === 'client' ? freelancer : client;
  const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where: SQL | undefined = and(
    query.as === 'client' ? eq(contracts.clientId, input.actor.id) : eq(contracts.freelancerId, input.actor.id),
    query.status ? eq(contracts.status, query.status) : undefined,
    query.search
      ? or(ilike(contracts.title, pattern), ilike(sql`${other.firstName} || ' ' || ${other.lastName}`, pattern))
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    baseQuery(deps.db)
      .where(where)
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .innerJoin(client, eq(client.id, contracts.clientId))
      .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.contract.id);
  const [pairs, deliveries] = await Promise.all([reviewPairs(deps, input.actor, ids), deliveriesOf(deps.db, ids)]);
  return {
    items: rows.map((r) =>
      toContract(
        r,
        query.as,
        pairs.get(r.contract.id) ?? { mine: null, theirs: null },
        deliveries.get(r.contract.id) ?? [],
      ),
    ),
    total: count?.total ?? 0,
  };
}

/** 'Enviar Mensagem' on a contract: its conversation, to its two sides only (created the first time). */
export async function openConversationOf(
  deps: Pick<AppDeps, 'db' | 'clock' | 'realtime'>,
  input: { actor: UserRow; id: string },
) {
  const [contract] = await deps.db.select().from(contracts).where(eq(contracts.id, input.id));
  if (!contract) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
  if (!roleOf(input.actor, contract)) throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.forbidden);
  return openContractConversation(deps, {
    actor: input.actor,
    contractId: contract.id,
    clientId: contract.clientId,
    freelancerId: contract.freelancerId,
  });
}

export async function actOnContract(
  deps: Deps,
  input: { actor: UserRow; id: string; request: TContractActionRequest },
): Promise<TContract> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) => moveContract(tx, { ...input, now }));
  return getContract(deps, input);
}

/**
 * A new contract in 'aguardando_inicio' inside the caller's transaction: the one way to hire, from an accepted
 * proposal or gig order. Answers its id.
 */
export async function insertContract(
  tx: Executor,
  fields: Pick<
    typeof contracts.$inferInsert,
    'clientId' | 'freelancerId' | 'title' | 'description' | 'valueCents' | 'endDate'
  > &
    Partial<
      Pick<
        typeof contracts.$inferInsert,
        'gigOrderId' | 'jobId' | 'proposalId' | 'hourlyRateCents' | 'weeklyLimitHours'
      >
    > &
    Partial<Pick<typeof contracts.$inferInsert, 'id' | 'fundedAt'>> & { now: Date },
): Promise<string> {
  const { now, ...values } = fields;
  const [contract] = await tx
    .insert(contracts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: contracts.id });
  if (!contract) throw new Error('contract not inserted');
  return contract.id;
}
