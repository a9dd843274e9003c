import {
  type TFundWeeksResponse,
  TIMESHEET_MESSAGES,
  type TStatement,
  weeksCostCents,
  type ZFundWeeksRequest,
} from '@labora/shared/timesheets';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { ContractRow } from '../../db/schema/contracts.js';
import { timesheetStatements } from '../../db/schema/timesheets.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { addToEscrowIn, createDeposit, escrowBalance } from '../wallet/service.js';
import { hourlyContractOf } from './access.js';
import { approveLocked, weekLabel } from './statements.js';
import { toStatement } from './views.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A statement can be approved only while the contract runs and no dispute froze its escrow. */
function assertApprovable(contract: ContractRow): void {
  if (contract.status !== 'em_andamento') throw new AppError('CONTRACT_STATE', TIMESHEET_MESSAGES.contractEnded);
  if (contract.disputeId)
    throw new AppError(
      'DISPUTE_OPEN',
      'Há uma disputa aberta neste contrato: o pagamento fica congelado até a decisão.',
    );
}

/** 'Aprovar': the client approves a pending statement; its amount leaves the escrow to the freelancer, once. */
export async function approveStatement(
  deps: Deps,
  input: { actor: UserRow; id: string; statementId: string },
): Promise<TStatement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { contract, side } = await hourlyContractOf(tx, { ...input, lock: true });
    if (side !== 'client') throw new AppError('FORBIDDEN', TIMESHEET_MESSAGES.onlyClientApproves);
    assertApprovable(contract);
    const row = await approveLocked(tx, {
      contract,
      statementId: input.statementId,
      by: 'client',
      actorId: input.actor.id,
      now,
    });
    return toStatement(row);
  });
}

async function pendingStatement(tx: Executor, contractId: string, statementId: string) {
  const [row] = await tx
    .select()
    .from(timesheetStatements)
    .where(and(eq(timesheetStatements.id, statementId), eq(timesheetStatements.contractId, contractId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', TIMESHEET_MESSAGES.statementNotFound);
  if (row.status !== 'pending') throw new AppError('STATEMENT_STATE', TIMESHEET_MESSAGES.notPending);
  return row;
}

/**
 * 'Perguntar' (the client) or answering it (the freelancer), on a pending statement. A question does not stop the
 * clock (the statement still approves itself when its days are over): a client who disagrees opens a dispute.
 * A new question replaces the last one and its answer.
 */
export async function discussStatement(
  deps: Deps,
  input: { actor: UserRow; id: string; statementId: string; message: string; step: 'question' | 'answer' },
): Promise<TStatement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { contract, side } = await hourlyContractOf(tx, { ...input, lock: true });
    const statement = await pendingStatement(tx, contract.id, input.statementId);
    const asking = input.step === 'question';
    if (asking && side !== 'client') throw new AppError('FORBIDDEN', TIMESHEET_MESSAGES.onlyClientAsks);
    if (!asking && side !== 'freelancer') throw new AppError('FORBIDDEN', TIMESHEET_MESSAGES.onlyFreelancerAnswers);
    if (!asking && (!statement.question || statement.answer)) {
      throw new AppError('STATEMENT_STATE', TIMESHEET_MESSAGES.noQuestion);
    }
    const changes = asking
      ? { question: input.message, questionedAt: now, answer: null, answeredAt: null }
      : { answer: input.message, answeredAt: now };
    const [row] = await tx
      .update(timesheetStatements)
      .set(changes)
      .where(eq(timesheetStatements.id, statement.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', TIMESHEET_MESSAGES.statementNotFound);
    recordEvent(tx, {
      type: asking ? 'timesheet.questioned' : 'timesheet.answered',
      audience: [contract.clientId, contract.freelancerId],
      actorId: input.actor.id,
      data: { contractId: contract.id, statementId: row.id },
    });
    await notify(tx, now, [
      notificationTexts.timesheetStatement({
        userId: asking ? contract.freelancerId : contract.clientId,
        step: asking ? 'questioned' : 'answered',
        title: contract.title,
        contractId: contract.id,
        weekLabel: weekLabel(row.weekStart),
        amountCents: row.amountCents,
      }),
    ]);
    return toStatement(row);
  });
}

/**
 * 'Adicionar semanas': the client pays weeks × limit × rate into the escrow of a paid hourly contract not ended,
 * from the wallet or a card (settled at once; PIX and bank transfers first add to the wallet). The first payment is
 * 'Realizar Pagamento' (one week: the contract's value), which lets the work start.
 */
export async function fundWeeks(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  input: { actor: UserRow; id: string; request: z.output<typeof ZFundWeeksRequest> },
): Promise<TFundWeeksResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { contract, side } = await hourlyContractOf(tx, { ...input, lock: true });
    if (side !== 'client') throw new AppError('FORBIDDEN', TIMESHEET_MESSAGES.onlyClientFunds);
    if (!contract.fundedAt) throw new AppError('CONTRACT_PAYMENT_STATE', TIMESHEET_MESSAGES.payFirst);
    if (contract.status === 'concluido' || contract.status === 'cancelado') {
      throw new AppError('CONTRACT_PAYMENT_STATE', TIMESHEET_MESSAGES.fundNotAllowed);
    }
    if (contract.disputeId) throw new AppError('DISPUTE_OPEN', TIMESHEET_MESSAGES.fundNotAllowed);
    const { request } = input;
    if (request.method === 'pix' || request.method === 'bank') {
      throw new AppError('BAD_REQUEST', TIMESHEET_MESSAGES.fundMethod);
    }
    const amountCents = weeksCostCents(request.weeks, contract.weeklyLimitHours ?? 0, contract.hourlyRateCents ?? 0);
    if (request.method === 'card') {
      const deposit = await createDeposit(
        { ...deps, db: tx },
        { actor: input.actor, request: { amountCents, method: 'card', cardNumber: request.cardNumber } },
      );
      if (deposit.status !== 'completed') throw new AppError('BAD_REQUEST', WALLET_MESSAGES.cardNumberInvalid);
    }
    await addToEscrowIn(tx, { contract, amountCents, now });
    return {
      message: TIMESHEET_MESSAGES.funded,
      contractId: contract.id,
      amountCents,
      escrowCents: await escrowBalance(tx, contract.id),
    };
  });
}
