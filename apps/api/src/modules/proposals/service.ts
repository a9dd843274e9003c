import { sellerLevel } from '@labora/shared/freelancers';
import { brazilDate } from '@labora/shared/jobs';
import {
  PROPOSAL_LIMITS,
  PROPOSAL_MESSAGES,
  type TCreateProposalRequest,
  type TInboxProposal,
  type TProposal,
  type TProposalStatus,
} from '@labora/shared/proposals';
import { TIMESHEET_LIMITS, weeksCostCents } from '@labora/shared/timesheets';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import { jobs } from '../../db/schema/jobs.js';
import { type ProposalRow, proposals } from '../../db/schema/proposals.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { insertContract } from '../contracts/service.js';
import { freelancerStatsColumns } from '../freelancers/service.js';
import { notificationTexts, notify } from '../notifications/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const DAY_MS = 24 * 60 * 60 * 1000;

const PROPOSAL_RATE_LIMIT = {
  name: 'proposals:user',
  limit: PROPOSAL_LIMITS.perFreelancerPerDay,
  windowMs: DAY_MS,
  message: PROPOSAL_MESSAGES.tooMany,
};

/** The job's client, beside the proposal's freelancer (both are users). */
const clients = alias(users, 'client');

const selection = {
  proposal: proposals,
  jobTitle: jobs.title,
  clientId: jobs.clientId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  userType: users.userType,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientAvatarUrl: clients.avatarUrl,
  contractId: contracts.id,
};
type Row = {
  proposal: ProposalRow;
  jobTitle: string;
  clientId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  userType: string;
  clientFirstName: string;
  clientLastName: string;
  clientAvatarUrl: string | null;
  contractId: string | null;
};

function toProposal(row: Row): TProposal {
  const p = row.proposal;
  return {
    id: p.id,
    jobId: p.jobId,
    jobTitle: row.jobTitle,
    amountCents: p.amountCents,
    deliveryDays: p.deliveryDays,
    coverLetter: p.coverLetter,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    freelancer: {
      id: p.freelancerId,
      name: `${row.firstName} ${row.lastName}`,
      avatarUrl: row.avatarUrl,
      userType: row.userType,
    },
    client: { id: row.clientId, name: `${row.clientFirstName} ${row.clientLastName}`, avatarUrl: row.clientAvatarUrl },
    contractId: row.contractId,
  };
}

/** Proposals with their job, freelancer, client and contract; `extra` selects more beside them. */
function proposalsQuery<E extends Record<string, SQL>>(db: Executor, extra: E) {
  return db
    .select({ ...selection, ...extra })
    .from(proposals)
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .innerJoin(users, eq(users.id, proposals.freelancerId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(contracts, eq(contracts.proposalId, proposals.id));
}
const newestFirst = [desc(proposals.createdAt), desc(proposals.id)];

async function selectProposals(db: Executor, where: SQL | undefined, limit = 100, offset = 0) {
  const rows = await proposalsQuery(db, {})
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(toProposal);
}

/** A freelancer proposes on an open job of someone else, once; free of charge, limited per day. */
export async function createProposal(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>,
  input: { actor: UserRow; jobId: string; proposal: Required<TCreateProposalRequest> },
): Promise<TProposal> {
  const [job] = await deps.db.select().from(jobs).where(eq(jobs.id, input.jobId));
  if (!job) throw new AppError('NOT_FOUND', 'Trabalho não encontrado.');
  if (job.clientId === input.actor.id) throw new AppError('OWN_JOB', PROPOSAL_MESSAGES.ownJob);
  // The seller intent, as for gigs: a buyer (or someone yet to choose) is offered the switch in Configurações.
  if (input.actor.isFreelancer !== true) throw new AppError('NOT_FREELANCER', PROPOSAL_MESSAGES.sellerOnly);
  if (job.status !== 'open') throw new AppError('JOB_CLOSED', PROPOSAL_MESSAGES.jobClosed);
  await consumeRateLimit(deps, PROPOSAL_RATE_LIMIT, input.actor.id);
  const now = deps.clock.now();
  try {
    const id = await deps.db.transaction(async (tx) => {
      // The job row is locked so a proposal never lands on a job being closed or filled at the same moment.
      const [locked] = await tx
        .select({ status: jobs.status })
        .from(jobs)
        .where(eq(jobs.id, input.jobId))
        .for('update');
      if (locked?.status !== 'open') throw new AppError('JOB_CLOSED', PROPOSAL_MESSAGES.jobClosed);
      const [created] = await tx
        .insert(proposals)
        .values({ jobId: input.jobId, freelancerId: input.actor.id, ...input.proposal, createdAt: now, updatedAt: now })
        .returning({ id: proposals.id });
      await tx
        .update(jobs)
        .set({ proposalCount: sql`${jobs.proposalCount} + 1` })
        .where(eq(jobs.id, input.jobId));
      const id = created?.id ?? '';
      await notify(tx, now, [
        notificationTexts.newProposal({
          clientId: job.clientId,
          freelancerName: `${input.actor.firstName} ${input.actor.lastName}`,
          jobId: job.id,
          jobTitle: job.title,
          proposalId: id,
        }),
      ]);
      recordEvent(tx, {
        type: 'proposal.received',
        audience: [job.clientId, input.actor.id],
        actorId: input.actor.id,
        data: { proposalId: id, jobId: job.id },
      });
      return id;
    });
    const [proposal] = await selectProposals(deps.db, eq(proposals.id, id));
    if (!proposal) throw new Error('proposal vanished');
    return proposal;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PROPOSAL_EXISTS', PROPOSAL_MESSAGES.alreadySent);
    throw error;
  }
}

/** The job's owner sees every proposal on it; anyone else only their own. */
export async function listJobProposals(deps: Deps, input: { actor: UserRow; jobId: string }) {
  const [job] = await deps.db.select({ clientId: jobs.clientId }).from(jobs).where(eq(jobs.id, input.jobId));
  if (!job) throw new AppError('NOT_FOUND', 'Trabalho não encontrado.');
  const mine = job.clientId === input.actor.id;
  return selectProposals(
    deps.db,
    and(
      eq(proposals.jobId, input.jobId),
      mine ? ne(proposals.status, 'withdrawn') : eq(proposals.freelancerId, input.actor.id),
    ),
  );
}

/** The caller's proposals: sent as a freelancer, or received on their jobs; of one status if asked. */
export async function listMyProposals(
  deps: Deps,
  input: { actor: UserRow; as: 'sent' | 'received'; status?: TProposalStatus; page: number; pageSize: number },
) {
  const where = and(
    input.as === 'sent'
      ? eq(proposals.freelancerId, input.actor.id)
      : and(eq(jobs.clientId, input.actor.id), ne(proposals.status, 'withdrawn')),
    input.status ? eq(proposals.status, input.status) : undefined,
  );
  return selectProposals(deps.db, where, input.pageSize, (input.page - 1) * input.pageSize);
}

/** At most this many proposals in one inbox (a job rarely gets more; the newest come first). */
const INBOX_MAX = 200;

/**
 * The owner's inbox of one job: every proposal but the withdrawn ones, with the freelancer's rating, reviews,
 * completed contracts and level, each pending one not seen before marked new. Opening it marks them seen.
 */
export async function getJobInbox(deps: Deps, input: { actor: UserRow; jobId: string }): Promise<TInboxProposal[]> {
  const [job] = await deps.db.select({ clientId: jobs.clientId }).from(jobs).where(eq(jobs.id, input.jobId));
  if (!job) throw new AppError('NOT_FOUND', 'Trabalho não encontrado.');
  if (job.clientId !== input.actor.id) throw new AppError('NOT_JOB_OWNER', PROPOSAL_MESSAGES.inboxNotOwner);
  const now = deps.clock.now();
  const rows = await proposalsQuery(deps.db, {
    ...freelancerStatsColumns(proposals.freelancerId, now),
    // `users` is the proposal's freelancer here: whether a CPF is set, never the CPF.
    cpfVerified: sql<boolean>`${users.cpf} is not null`,
  })
    .where(and(eq(proposals.jobId, input.jobId), ne(proposals.status, 'withdrawn')))
    .orderBy(...newestFirst)
    .limit(INBOX_MAX);
  // Exactly the proposals shown are marked: one arriving meanwhile stays new for the next opening.
  const unseen = rows.filter((row) => row.proposal.clientSeenAt === null).map((row) => row.proposal.id);
  if (unseen.length) {
    await deps.db
      .update(proposals)
      .set({ clientSeenAt: now })
      .where(and(inArray(proposals.id, unseen), isNull(proposals.clientSeenAt)));
  }
  return rows.map((row) => {
    const proposal = toProposal(row);
    return {
      ...proposal,
      freelancer: {
        ...proposal.freelancer,
        rating: row.rating,
        reviewCount: row.reviewCount,
        completedProjects: row.completedProjects,
        level: sellerLevel(row.completedProjects, row.rating),
        cpfVerified: row.cpfVerified,
      },
      isNew: row.proposal.status === 'pending' && row.proposal.clientSeenAt === null,
    };
  });
}

/**
 * Locks a pending proposal and its job, checking that the caller is the given side. The job is locked first,
 * as every change to a job's proposals does: two answers to one job then queue instead of deadlocking.
 */
async function lockPending(tx: Executor, actor: UserRow, id: string, side: 'client' | 'freelancer') {
  const [ref] = await tx.select({ jobId: proposals.jobId }).from(proposals).where(eq(proposals.id, id));
  if (!ref) throw new AppError('NOT_FOUND', PROPOSAL_MESSAGES.notFound);
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, ref.jobId)).for('update');
  const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
  if (!job || !proposal) throw new AppError('NOT_FOUND', PROPOSAL_MESSAGES.notFound);
  const owner = side === 'client' ? job.clientId : proposal.freelancerId;
  if (owner !== actor.id) throw new AppError('FORBIDDEN', PROPOSAL_MESSAGES.forbidden);
  if (proposal.status !== 'pending') throw new AppError('PROPOSAL_NOT_PENDING', PROPOSAL_MESSAGES.notPending);
  return { proposal, job };
}

/**
 * The client accepts a proposal: a contract is made with the proposal's value, due in its delivery days.
 * Every Labora job is single-hire: accepting closes the job and declines the other pending proposals.
 */
export async function acceptProposal(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { actor: UserRow; id: string; weeklyLimitHours?: number },
): Promise<{ contractId: string }> {
  const now = deps.clock.now();
  const contractId = await deps.db.transaction(async (tx) => {
    const { proposal, job } = await lockPending(tx, input.actor, input.id, 'client');
    if (job.status !== 'open') throw new AppError('JOB_CLOSED', PROPOSAL_MESSAGES.jobClosed);
    await tx.update(proposals).set({ status: 'accepted', updatedAt: now }).where(eq(proposals.id, proposal.id));
    const declined = await tx
      .update(proposals)
      .set({ status: 'rejected', updatedAt: now })
      .where(and(eq(proposals.jobId, job.id), eq(proposals.status, 'pending')))
      .returning({ id: proposals.id, freelancerId: proposals.freelancerId });
    await tx.update(jobs).set({ status: 'closed', updatedAt: now }).where(eq(jobs.id, job.id));
    // An hourly job: the freelancer's amount is their rate per hour; the contract's value is one week at the limit.
    const hourly =
      job.projectType === 'hourly'
        ? {
            hourlyRateCents: proposal.amountCents,
            weeklyLimitHours: input.weeklyLimitHours ?? TIMESHEET_LIMITS.weeklyLimitDefault,
          }
        : null;
    const contractId = await insertContract(tx, {
      ...(hourly ?? {}),
      jobId: job.id,
      proposalId: proposal.id,
      clientId: job.clientId,
      freelancerId: proposal.freelancerId,
      title: job.title,
      description: job.description,
      valueCents: hourly ? weeksCostCents(1, hourly.weeklyLimitHours, hourly.hourlyRateCents) : proposal.amountCents,
      endDate: brazilDate(new Date(now.getTime() + proposal.deliveryDays * DAY_MS)),
      now,
    });
    await notify(tx, now, [
      notificationTexts.proposalAccepted({ freelancerId: proposal.freelancerId, jobTitle: job.title, contractId }),
      ...declined.map((other) =>
        notificationTexts.proposalDeclined({
          freelancerId: other.freelancerId,
          jobTitle: job.title,
          proposalId: other.id,
        }),
      ),
    ]);
    recordEvent(tx, {
      type: 'proposal.accepted',
      audience: [job.clientId, proposal.freelancerId],
      actorId: input.actor.id,
      data: { proposalId: proposal.id, jobId: job.id, contractId },
    });
    for (const other of declined) {
      recordEvent(tx, {
        type: 'proposal.declined',
        audience: [other.freelancerId],
        actorId: input.actor.id,
        data: { proposalId: other.id, jobId: job.id },
      });
    }
    return contractId;
  });
  return { contractId };
}

export async function rejectProposal(deps: Pick<AppDeps, 'db' | 'clock'>, input: { actor: UserRow; id: string }) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { proposal, job } = await lockPending(tx, input.actor, input.id, 'client');
    await tx.update(proposals).set({ status: 'rejected', updatedAt: now }).where(eq(proposals.id, input.id));
    await notify(tx, now, [
      notificationTexts.proposalDeclined({
        freelancerId: proposal.freelancerId,
        jobTitle: job.title,
        proposalId: proposal.id,
      }),
    ]);
    recordEvent(tx, {
      type: 'proposal.declined',
      audience: [job.clientId, proposal.freelancerId],
      actorId: input.actor.id,
      data: { proposalId: proposal.id, jobId: job.id },
    });
  });
}

/** The freelancer takes back a pending proposal; it no longer counts on the job. */
export async function withdrawProposal(deps: Deps, input: { actor: UserRow; id: string }) {
  await deps.db.transaction(async (tx) => {
    const { job } = await lockPending(tx, input.actor, input.id, 'freelancer');
    recordEvent(tx, {
      type: 'proposal.withdrawn',
      audience: [job.clientId, input.actor.id],
      actorId: input.actor.id,
      data: { proposalId: input.id, jobId: job.id },
    });
    await tx
      .update(proposals)
      .set({ status: 'withdrawn', updatedAt: deps.clock.now() })
      .where(eq(proposals.id, input.id));
    await tx
      .update(jobs)
      .set({ proposalCount: sql`greatest(${jobs.proposalCount} - 1, 0)` })
      .where(eq(jobs.id, job.id));
  });
}
