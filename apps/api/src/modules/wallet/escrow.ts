import { randomUUID } from 'node:crypto';
import { releaseFeeCents, WALLET_MESSAGES } from '@labora/shared/wallet';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import type { ContractRow } from '../../db/schema/contracts.js';
import { AppError } from '../../lib/app-error.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { escrowOf, FEES, walletOf } from './accounts.js';
import { balancesOf, InsufficientFunds, postTransfers } from './ledger.js';

/** A contract's escrow: paid in by its client, released to its freelancer (less Labora's fee) or refunded. */

export function awaitsPayment(contract: ContractRow): boolean {
  return contract.status === 'aguardando_inicio' && contract.fundedAt === null;
}

/**
 * The client's wallet pays the contract's value into its escrow ('payment'); the caller holds the contract's lock,
 * and the contracts module records that it is funded (InsufficientFunds when the wallet cannot cover it).
 */
export async function fundEscrow(
  tx: Executor,
  contract: ContractRow,
  now: Date,
  /** An hourly contract's later weeks ('Adicionar semanas'); the contract's value otherwise. */
  amountCents: number = contract.valueCents,
): Promise<void> {
  await postTransfers(
    tx,
    [
      {
        kind: 'payment',
        from: walletOf(contract.clientId),
        to: escrowOf(contract.id),
        amountCents,
        description: `Pagamento do contrato “${contract.title}”`,
        contractId: contract.id,
      },
    ],
    now,
  );
}

/** More money from the client's wallet into a contract's escrow (an hourly contract's weeks); 409 when short. */
export async function addToEscrowIn(
  tx: Executor,
  input: { contract: ContractRow; amountCents: number; now: Date },
): Promise<void> {
  try {
    await fundEscrow(tx, input.contract, input.now, input.amountCents);
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientForPayment);
    }
    throw error;
  }
}

/** fundEscrow, or false (nothing moved) when the client's wallet no longer covers the value. */
export async function fundEscrowIfCovered(tx: Executor, contract: ContractRow, now: Date): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => fundEscrow(savepoint, contract, now));
    return true;
  } catch (error) {
    if (error instanceof InsufficientFunds) return false;
    throw error;
  }
}

/** What a contract's escrow holds now. */
export async function escrowBalance(tx: Executor, contractId: string): Promise<number> {
  return (await balancesOf(tx, [contractId])).get(contractId) ?? 0;
}

/** What the contract's releases moved so far: gross (net + fee) and the fees in it, from the ledger. */
async function releasedSoFar(tx: Executor, contractId: string) {
  const [row] = await queryRows<{ released: string | number; fees: string | number }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0) as released,
               coalesce(sum(amount_cents) filter (where kind = 'fee'), 0) as fees
        from ledger_transfers where contract_id = ${contractId} and kind in ('release', 'fee')`,
  );
  return { releasedCents: Number(row?.released ?? 0), feesTakenCents: Number(row?.fees ?? 0) };
}

/**
 * Releases `amountCents` of the escrow (all of it when null) to the freelancer: two transfers in one go, the
 * net to their wallet ('release') and Labora's fee ('fee'). The fee is the one rounding rule applied to all the
 * contract has released, less the fees already taken (shared/wallet.ts releaseFeeCents), so stages cost what one
 * release would. The caller holds the contract's lock (which every release takes, so the ledger's sums read here
 * are final) and checked who may release. Answers what moved and what is left.
 */
export async function releaseEscrowIn(
  tx: Executor,
  input: { contract: ContractRow; amountCents: number | null; now: Date },
): Promise<{ releasedCents: number; feeCents: number; escrowCents: number }> {
  const { contract } = input;
  const held = await escrowBalance(tx, contract.id);
  const amount = input.amountCents ?? held;
  if (amount > held) throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.releaseTooLarge);
  if (amount === 0) return { releasedCents: 0, feeCents: 0, escrowCents: held };
  const fee = releaseFeeCents({ ...(await releasedSoFar(tx, contract.id)), amountCents: amount });
  const title = `“${contract.title}”`;
  const releaseId = randomUUID();
  await postTransfers(
    tx,
    [
      {
        id: releaseId,
        kind: 'release' as const,
        from: escrowOf(contract.id),
        to: walletOf(contract.freelancerId),
        amountCents: amount - fee,
        description: `Pagamento recebido do contrato ${title}`,
        contractId: contract.id,
      },
      {
        kind: 'fee' as const,
        from: escrowOf(contract.id),
        to: FEES,
        amountCents: fee,
        description: `Taxa Labora do contrato ${title}`,
        contractId: contract.id,
        relatedId: releaseId,
      },
    ].filter((t) => t.amountCents > 0),
    input.now,
  );
  // What reached the freelancer's wallet (net of the fee); announced with the contract's conversation.
  await notify(tx, input.now, [
    notificationTexts.paymentReleased({
      freelancerId: contract.freelancerId,
      amountCents: amount - fee,
      title: contract.title,
      contractId: contract.id,
    }),
  ]);
  return { releasedCents: amount, feeCents: fee, escrowCents: held - amount };
}

/** Cancelled before it started: whatever the escrow holds goes back to the client ('refund'). Caller holds the lock. */
export async function refundEscrowIn(tx: Executor, input: { contract: ContractRow; now: Date }): Promise<number> {
  const { contract } = input;
  return refundEscrow(tx, {
    escrowId: contract.id,
    clientId: contract.clientId,
    description: `Reembolso do contrato “${contract.title}”`,
    contractId: contract.id,
    now: input.now,
  });
}

/** Whatever an escrow holds back to the one who paid it (a contract's or a gig order's). */
export async function refundEscrow(
  tx: Executor,
  input: { escrowId: string; clientId: string; description: string; contractId?: string; now: Date },
): Promise<number> {
  const held = await escrowBalance(tx, input.escrowId);
  if (held === 0) return 0;
  await postTransfers(
    tx,
    [
      {
        kind: 'refund',
        from: escrowOf(input.escrowId),
        to: walletOf(input.clientId),
        amountCents: held,
        description: input.description,
        contractId: input.contractId ?? null,
      },
    ],
    input.now,
  );
  await notify(tx, input.now, [
    notificationTexts.refunded({
      clientId: input.clientId,
      amountCents: held,
      what: input.description,
      subjectId: input.contractId ?? input.escrowId,
    }),
  ]);
  return held;
}
