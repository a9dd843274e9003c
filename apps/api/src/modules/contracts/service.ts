import {
  CONTRACT_MESSAGES,
  type TContract,
  type TContractActionRequest,
  type ZListContractsQuery,
} from '@labora/shared/contracts';
import { brazilDate } from '@labora/shared/jobs';
import {
  type TContractPaymentResponse,
  type TReleaseResponse,
  WALLET_MESSAGES,
  type ZContractPaymentRequest,
} from '@labora/shared/wallet';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { refreshStatsOf } from '../../db/people-stats.js';
import { type ContractRow, contracts } from '../../db/schema/contracts.js';
import { gigOrders } from '../../db/schema/gigs.js';
import { reviews } from '../../db/schema/reviews.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { ledgerAccounts } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { awaitsPayment, payContractIn, refundEscrowIn, releaseEscrowIn } from '../wallet/service.js';
import { allowedActions, type ContractRole, refusalOf, TRANSITIONS } from './transitions.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type WalletDeps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;
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

function roleOf(actor: UserRow, contract: ContractRow): ContractRole | null {
  if (contract.clientId === actor.id) return 'client';
  if (contract.freelancerId === actor.id) return 'freelancer';
  return null;
}

function toContract(row: Row, role: ContractRole, reviewPair: ReviewPair): TContract {
  const c = row.contract;
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
  const pairs = await reviewPairs(deps, input.actor, [row.contract.id]);
  return toContract(row, role, pairs.get(row.contract.id) ?? { mine: null, theirs: null });
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
  const pairs = await reviewPairs(
    deps,
    input.actor,
    rows.map((r) => r.contract.id),
  );
  return {
    items: rows.map((r) => toContract(r, query.as, pairs.get(r.contract.id) ?? { mine: null, theirs: null })),
    total: count?.total ?? 0,
  };
}

/** Locks a contract for a move and tells the caller's side; 404 unknown, 403 not a party. */
async function lockContract(
  tx: Executor,
  actor: UserRow,
  id: string,
): Promise<{ contract: ContractRow; role: ContractRole }> {
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  if (!contract) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
  const role = roleOf(actor, contract);
  if (!role) throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.forbidden);
  return { contract, role };
}

/**
 * Applies one move of TRANSITIONS under a row lock, so two moves at once cannot both pass the check. The money
 * follows the move in the same transaction: 'start' needs the escrow funded, 'conclude' releases what the escrow
 * still holds to the freelancer (less Labora's fee), 'cancel' refunds it to the client. Answers what was released.
 */
async function moveContract(
  tx: Executor,
  input: { actor: UserRow; id: string; request: TContractActionRequest; now: Date },
): Promise<{ releasedCents: number; feeCents: number; escrowCents: number } | null> {
  const { action } = input.request;
  const { now } = input;
  const { contract, role } = await lockContract(tx, input.actor, input.id);
  const refusal = refusalOf(action, role, contract.status);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  if (action === 'start' && !contract.fundedAt) {
    throw new AppError('CONTRACT_NOT_FUNDED', WALLET_MESSAGES.contractNotFunded);
  }
  const changes: Partial<ContractRow> = { status: TRANSITIONS[action].to, updatedAt: now };
  if (action === 'start') changes.startDate = brazilDate(now);
  if (input.request.action === 'progress') changes.progress = input.request.progress;
  if (action === 'conclude') Object.assign(changes, { progress: 100, concludedAt: now });
  const released = action === 'conclude' ? await releaseEscrowIn(tx, { contract, amountCents: null, now }) : null;
  if (action === 'cancel') await refundEscrowIn(tx, { contract, now });
  await tx.update(contracts).set(changes).where(eq(contracts.id, input.id));
  // The freelancer's completed contracts, kept on their row (db/people-stats.ts).
  if (action === 'conclude') await refreshStatsOf(tx, [contract.freelancerId], now);
  return released;
}

export async function actOnContract(
  deps: Deps,
  input: { actor: UserRow; id: string; request: TContractActionRequest },
): Promise<TContract> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) => moveContract(tx, { ...input, now }));
  return getContract(deps, input);
}

/** 'Realizar Pagamento': only the client, only while the contract awaits payment (wallet/service.ts moves the money). */
export async function payContract(
  deps: WalletDeps,
  input: { actor: UserRow; id: string; request: z.output<typeof ZContractPaymentRequest> },
): Promise<TContractPaymentResponse> {
  return deps.db.transaction(async (tx) => {
    const { contract, role } = await lockContract(tx, input.actor, input.id);
    if (role !== 'client') throw new AppError('FORBIDDEN', WALLET_MESSAGES.onlyClientPays);
    if (contract.fundedAt) throw new AppError('CONTRACT_PAYMENT_STATE', WALLET_MESSAGES.contractAlreadyPaid);
    if (!awaitsPayment(contract)) {
      throw new AppError('CONTRACT_PAYMENT_STATE', WALLET_MESSAGES.contractNotAwaitingPayment);
    }
    const paid = await payContractIn({ ...deps, db: tx }, { actor: input.actor, contract, request: input.request });
    return {
      message: paid.fundedAt ? WALLET_MESSAGES.paid : WALLET_MESSAGES.paymentPending,
      contractId: contract.id,
      fundedAt: paid.fundedAt?.toISOString() ?? null,
      deposit: paid.deposit,
    };
  });
}

/**
 * The client releases part of the escrow while the work goes on (a stage), or all of it with no amount, which
 * concludes the contract like 'conclude'.
 */
export async function releaseContract(
  deps: Deps,
  input: { actor: UserRow; id: string; amountCents: number | undefined },
): Promise<TReleaseResponse> {
  const now = deps.clock.now();
  if (input.amountCents === undefined) {
    const request = { action: 'conclude' } as const;
    const released = await deps.db.transaction((tx) => moveContract(tx, { ...input, request, now }));
    return {
      message: WALLET_MESSAGES.released,
      contractId: input.id,
      ...(released ?? { releasedCents: 0, feeCents: 0, escrowCents: 0 }),
    };
  }
  const amountCents = input.amountCents;
  return deps.db.transaction(async (tx) => {
    const { contract, role } = await lockContract(tx, input.actor, input.id);
    if (role !== 'client') throw new AppError('FORBIDDEN', WALLET_MESSAGES.onlyClientReleases);
    if (contract.status !== 'em_andamento')
      throw new AppError('CONTRACT_PAYMENT_STATE', WALLET_MESSAGES.releaseNotAllowed);
    const moved = await releaseEscrowIn(tx, { contract, amountCents, now });
    return { message: WALLET_MESSAGES.released, contractId: contract.id, ...moved };
  });
}

/**
 * A new contract in 'aguardando_inicio' inside the caller's transaction: the one way gig orders hire (a
 * proposal's acceptance writes its own, with the job's fields). Answers its id.
 */
export async function insertContract(
  tx: Executor,
  fields: Pick<
    typeof contracts.$inferInsert,
    'gigOrderId' | 'clientId' | 'freelancerId' | 'title' | 'description' | 'valueCents' | 'endDate'
  > & { now: Date },
): Promise<string> {
  const { now, ...values } = fields;
  const [contract] = await tx
    .insert(contracts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: contracts.id });
  if (!contract) throw new Error('contract not inserted');
  return contract.id;
}
