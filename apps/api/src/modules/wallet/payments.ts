import { type TDeposit, WALLET_MESSAGES, type ZContractPaymentRequest } from '@labora/shared/wallet';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { ContractRow } from '../../db/schema/contracts.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { escrowOf, walletOf } from './accounts.js';
import { createDeposit } from './deposits.js';
import { fundEscrow } from './escrow.js';
import { InsufficientFunds, postTransfers } from './ledger.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/**
 * 'Realizar Pagamento' of a contract, inside the contracts service's transaction (which locked the contract and
 * checked that the caller is its client and that it awaits payment): with the wallet's balance at once, or by
 * PIX, card or bank through a deposit that pays the escrow when confirmed (a card at once).
 */
export async function payContractIn(
  deps: Deps & { db: Executor },
  input: { actor: UserRow; contract: ContractRow; request: z.output<typeof ZContractPaymentRequest> },
): Promise<{ fundedAt: Date | null; deposit: TDeposit | null }> {
  const now = deps.clock.now();
  const { contract, request } = input;
  if (request.method === 'saldoCarteira') {
    try {
      await fundEscrow(deps.db, contract, now);
    } catch (error) {
      if (error instanceof InsufficientFunds) {
        throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientForPayment);
      }
      throw error;
    }
    return { fundedAt: now, deposit: null };
  }
  const deposit = await createDeposit(deps as Deps, {
    actor: input.actor,
    request: { amountCents: contract.valueCents, method: request.method, cardNumber: request.cardNumber },
    contractId: contract.id,
  });
  // A card settles at once: its money, now in the wallet, goes on into the escrow in this transaction.
  if (deposit.status !== 'completed') return { fundedAt: null, deposit };
  await fundEscrow(deps.db, contract, now);
  return { fundedAt: now, deposit };
}

/**
 * A gig order is paid when it is made: the price goes from the buyer's wallet into an escrow with the order's id,
 * which becomes the contract's when the seller accepts (the contract takes the order's id) and is refunded when
 * the order is declined or cancelled. By card the money comes in first (settled at once); PIX and bank transfers
 * take time, so for them the buyer adds money to the wallet first ('Adicionar saldo').
 */
export async function payGigOrderIn(
  deps: Deps & { db: Executor },
  input: {
    actor: UserRow;
    orderId: string;
    title: string;
    priceCents: number;
    request: z.output<typeof ZContractPaymentRequest>;
  },
): Promise<void> {
  const { request } = input;
  if (request.method === 'pix' || request.method === 'bank') {
    throw new AppError('BAD_REQUEST', WALLET_MESSAGES.gigPaymentMethod);
  }
  const now = deps.clock.now();
  if (request.method === 'card') {
    await createDeposit(deps as Deps, {
      actor: input.actor,
      request: { amountCents: input.priceCents, method: 'card', cardNumber: request.cardNumber },
    });
  }
  try {
    await postTransfers(
      deps.db,
      [
        {
          kind: 'payment',
          from: walletOf(input.actor.id),
          to: escrowOf(input.orderId),
          amountCents: input.priceCents,
          description: `Pagamento do serviço “${input.title}”`,
        },
      ],
      now,
    );
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientForPayment);
    throw error;
  }
}
