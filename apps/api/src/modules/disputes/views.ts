import {
  DISPUTE_MESSAGES,
  type TContractResolution,
  type TDispute,
  type TDisputeAction,
  type TDisputeEntry,
  type TModerationQueue,
  type ZModerationQueueQuery,
} from '@labora/shared/disputes';
import { releaseFeeCents } from '@labora/shared/wallet';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import {
  contractAgreements,
  type DisputeRow,
  disputeEntries,
  disputeFiles,
  disputes,
} from '../../db/schema/disputes.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { ledgerAccounts } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { escrowBalance } from '../wallet/service.js';
import { toAgreement } from './agreements.js';
import { nextDeadlineOf, nextStepText } from './dates.js';
import { viewerRoleOf } from './timeline.js';

// What the sides and the staff read: a case, a contract's panel, the moderators' queue.

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Person = { id: string; name: string; avatarUrl: string | null };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

async function peopleById(db: Executor, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          avatarUrl: users.avatarUrl,
          role: users.role,
        })
        .from(users)
        .where(inArray(users.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** What the caller may do on the case now (the screens show only these). */
function allowedActionsOf(d: DisputeRow, myRole: TDispute['myRole'], actor: UserRow, now: Date): TDisputeAction[] {
  const actions: TDisputeAction[] = [];
  if (myRole === 'client' || myRole === 'freelancer') {
    const accepted = myRole === 'client' ? d.clientAcceptedAt : d.freelancerAcceptedAt;
    if (d.status === 'awaiting_answer' && d.openedBy !== myRole) actions.push('answer');
    if (d.status === 'awaiting_answer' || d.status === 'awaiting_moderator') actions.push('evidence');
    if (d.status === 'decided' && !accepted) {
      actions.push('accept');
      if (!d.appealedBy && d.appealBy && now < d.appealBy) actions.push('appeal');
    }
    return actions;
  }
  if (d.status === 'awaiting_moderator') actions.push('take');
  if (d.status === 'in_review' && (d.moderatorId === actor.id || myRole === 'admin')) actions.push('decide');
  if (d.status === 'appealed' && myRole === 'admin' && d.decidedById !== actor.id) actions.push('review_appeal');
  return actions;
}

function deadlinesOf(d: DisputeRow): TDispute['deadlines'] {
  const moderating = d.status === 'awaiting_moderator' || d.status === 'in_review';
  return {
    answerBy: d.status === 'awaiting_answer' ? iso(d.answerBy) : null,
    takeBy: d.status === 'awaiting_moderator' ? iso(d.takeBy) : null,
    decideBy: moderating ? iso(d.decideBy) : null,
    defaultDecisionAt: moderating ? iso(d.defaultDecisionAt) : null,
    appealBy: d.status === 'decided' ? iso(d.appealBy) : null,
    appealReviewBy: d.status === 'appealed' ? iso(d.appealReviewBy) : null,
  };
}

/** A case as the caller reads it: the two sides, moderators and admins; anyone else 403. */
export async function getDispute(deps: Deps, input: { actor: UserRow; id: string }): Promise<TDispute> {
  const [row] = await deps.db
    .select({ dispute: disputes, contract: contracts })
    .from(disputes)
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .where(eq(disputes.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.notFound);
  const { dispute: d, contract } = row;
  const myRole = viewerRoleOf(input.actor, contract);
  if (!myRole) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.forbidden);
  const entries = await deps.db
    .select()
    .from(disputeEntries)
    .where(eq(disputeEntries.disputeId, d.id))
    .orderBy(asc(disputeEntries.seq));
  const files = entries.length
    ? await deps.db
        .select()
        .from(disputeFiles)
        .where(
          inArray(
            disputeFiles.entryId,
            entries.map((e) => e.id),
          ),
        )
        .orderBy(asc(disputeFiles.createdAt))
    : [];
  const people = await peopleById(deps.db, [
    contract.clientId,
    contract.freelancerId,
    d.moderatorId,
    ...entries.map((e) => e.actorId),
  ]);
  const person = (id: string | null, staff = false): Person | null => {
    const p = id ? people.get(id) : undefined;
    // Staff are shown by their first name only.
    return p ? { id: p.id, name: staff ? p.firstName : fullName(p), avatarUrl: p.avatarUrl } : null;
  };
  const side = (id: string): Person => person(id) ?? { id, name: 'Usuário removido', avatarUrl: null };
  // Once closed, the amount that was split (the escrow itself is empty then): what every split on the case is of.
  const decisionBase =
    d.status === 'closed'
      ? (d.finalFreelancerCents ?? 0) + (d.finalClientCents ?? 0)
      : await escrowBalance(deps.db, contract.id);
  const decidedSplit = d.decisionFreelancerCents;
  const finalCase = d.status === 'closed' && d.decidedAt !== null && d.finalFreelancerCents !== null;
  return {
    id: d.id,
    contractId: contract.id,
    contractTitle: contract.title,
    status: d.status,
    reason: d.reason,
    openedBy: d.openedBy,
    client: side(contract.clientId),
    freelancer: side(contract.freelancerId),
    escrowCents: decisionBase,
    deadlines: deadlinesOf(d),
    moderator: person(d.moderatorId, true),
    decision:
      decidedSplit !== null && d.decisionReason && d.decisionSource && d.decidedAt
        ? {
            freelancerCents: decidedSplit,
            clientCents: Math.max(0, decisionBase - decidedSplit),
            freelancerNetCents:
              decidedSplit - releaseFeeCents({ releasedCents: 0, feesTakenCents: 0, amountCents: decidedSplit }),
            reason: d.decisionReason,
            source: d.decisionSource,
            decidedAt: d.decidedAt.toISOString(),
            final: finalCase,
          }
        : null,
    acceptedBy: [
      ...(d.clientAcceptedAt ? (['client'] as const) : []),
      ...(d.freelancerAcceptedAt ? (['freelancer'] as const) : []),
    ],
    appealedBy: d.appealedBy,
    flagged: d.flaggedAt !== null,
    escalated: d.escalatedAt !== null,
    myRole,
    allowedActions: allowedActionsOf(d, myRole, input.actor, deps.clock.now()),
    entries: entries.map(
      (e): TDisputeEntry => ({
        id: e.id,
        kind: e.kind,
        by: person(e.actorId, e.role === 'moderator' || e.role === 'admin'),
        role: e.role,
        text: e.text,
        freelancerCents: e.freelancerCents,
        files: files
          .filter((f) => f.entryId === e.id)
          .map((f) => ({ id: f.id, fileName: f.fileName, contentType: f.contentType, size: f.size })),
        createdAt: e.createdAt.toISOString(),
      }),
    ),
    createdAt: d.createdAt.toISOString(),
    closedAt: iso(d.closedAt),
  };
}

/** The contract page's 'Problemas com o contrato?' panel, to its two sides (404/403 like the contract). */
export async function getContractResolution(
  deps: Deps,
  input: { actor: UserRow; contractId: string },
): Promise<TContractResolution> {
  const [contract] = await deps.db.select().from(contracts).where(eq(contracts.id, input.contractId));
  if (!contract) throw new AppError('NOT_FOUND', 'Contrato não encontrado.');
  if (input.actor.id !== contract.clientId && input.actor.id !== contract.freelancerId) {
    throw new AppError('FORBIDDEN', 'Você não participa deste contrato.');
  }
  const [escrowCents, [agreement], [dispute]] = await Promise.all([
    escrowBalance(deps.db, contract.id),
    deps.db
      .select()
      .from(contractAgreements)
      .where(and(eq(contractAgreements.contractId, contract.id), ne(contractAgreements.status, 'replaced')))
      .orderBy(desc(contractAgreements.createdAt))
      .limit(1),
    deps.db
      .select()
      .from(disputes)
      .where(eq(disputes.contractId, contract.id))
      .orderBy(desc(disputes.createdAt))
      .limit(1),
  ]);
  const inProgress = contract.status === 'em_andamento' && escrowCents > 0;
  return {
    escrowCents,
    agreement: agreement ? toAgreement(agreement) : null,
    dispute: dispute
      ? {
          id: dispute.id,
          status: dispute.status,
          nextDeadline: iso(nextDeadlineOf(dispute)),
          nextStep: nextStepText(dispute),
        }
      : null,
    canProposeAgreement: inProgress,
    canOpenDispute: inProgress && !contract.disputeId,
  };
}

const client = alias(users, 'client');
const freelancer = alias(users, 'freelancer');
const moderator = alias(users, 'moderator');

/** /moderacao: flagged and escalated cases first, then by the next deadline. Staff only. */
export async function listModerationQueue(
  deps: Deps,
  input: { actor: UserRow; query: z.output<typeof ZModerationQueueQuery> },
): Promise<TModerationQueue> {
  if (input.actor.role !== 'moderator' && input.actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.onlyStaff);
  }
  const { status, page, pageSize } = input.query;
  const where: SQL | undefined =
    status === 'open'
      ? ne(disputes.status, 'closed')
      : status === 'mine'
        ? and(eq(disputes.moderatorId, input.actor.id), ne(disputes.status, 'closed'))
        : eq(disputes.status, status);
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        d: disputes,
        title: contracts.title,
        clientFirst: client.firstName,
        clientLast: client.lastName,
        freelancerFirst: freelancer.firstName,
        freelancerLast: freelancer.lastName,
        moderatorFirst: moderator.firstName,
        escrowCents: ledgerAccounts.balanceCents,
      })
      .from(disputes)
      .innerJoin(contracts, eq(contracts.id, disputes.contractId))
      .innerJoin(client, eq(client.id, contracts.clientId))
      .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId))
      .leftJoin(moderator, eq(moderator.id, disputes.moderatorId))
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, contracts.id))
      .where(where)
      .orderBy(
        sql`(${disputes.flaggedAt} is not null or ${disputes.escalatedAt} is not null) desc`,
        sql`${disputes.nextDeadlineAt} asc nulls last`,
        asc(disputes.createdAt),
        asc(disputes.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(disputes).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.d.id,
      contractTitle: r.title,
      status: r.d.status,
      reason: r.d.reason,
      openedBy: r.d.openedBy,
      clientName: `${r.clientFirst} ${r.clientLast}`,
      freelancerName: `${r.freelancerFirst} ${r.freelancerLast}`,
      escrowCents: r.escrowCents ?? 0,
      nextDeadline: iso(r.d.nextDeadlineAt),
      flagged: r.d.flaggedAt !== null,
      escalated: r.d.escalatedAt !== null,
      moderatorName: r.moderatorFirst ?? null,
      createdAt: r.d.createdAt.toISOString(),
    })),
    total: count?.total ?? 0,
  };
}
