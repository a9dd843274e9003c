import { WITHDRAWAL_RAILS } from '@labora/shared/business-days';
import { ZSavedPayoutAccount } from '@labora/shared/payout-accounts';
import {
  formatBps,
  LABORA_FEE_BPS,
  PAYMENT_METHOD_LABELS,
  WALLET_MESSAGES,
  WITHDRAWAL_STATUS_LABELS,
} from '@labora/shared/wallet';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import type { UserRow } from '../../db/schema/users.js';
import { users } from '../../db/schema/users.js';
import { deposits, ledgerTransfers, withdrawals } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { type Receipt, renderReceiptPdf } from './receipt-pdf.js';

type Deps = Pick<AppDeps, 'db' | 'payments'>;
type TransferRow = typeof ledgerTransfers.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', WALLET_MESSAGES.transferNotFound);

async function namesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const rows = ids.length
    ? await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`]));
}

/**
 * The receipt (recibo) of a payment, a release, a deposit or a withdrawal, as a PDF, to the people it concerns:
 * a deposit's or a withdrawal's owner, a contract's client and freelancer. Anyone else gets 404, as for a
 * transfer that does not exist, so ids reveal nothing.
 */
export async function transferReceipt(
  deps: Deps,
  input: { actor: UserRow; id: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const [transfer] = await deps.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, input.id));
  if (!transfer) throw notFound();
  const receipt = await receiptOf(deps, input.actor, transfer);
  const pdf = await renderReceiptPdf({
    ...receipt,
    transferId: transfer.id,
    issuedAt: transfer.createdAt,
    sandbox: deps.payments.sandbox,
  });
  return { fileName: `recibo-labora-${transfer.id.slice(0, 8)}.pdf`, pdf };
}

type Filled = Omit<Receipt, 'transferId' | 'issuedAt' | 'sandbox'>;

async function receiptOf(deps: Deps, actor: UserRow, transfer: TransferRow): Promise<Filled> {
  const db = deps.db;
  const mine = (userId: string) => {
    if (userId !== actor.id) throw notFound();
  };
  if (transfer.kind === 'deposit' && transfer.depositId) {
    const [deposit] = await db.select().from(deposits).where(eq(deposits.id, transfer.depositId));
    if (!deposit) throw notFound();
    mine(deposit.userId);
    const name = (await namesOf(db, [deposit.userId])).get(deposit.userId) ?? 'Conta excluída';
    return {
      kind: 'deposit',
      title: 'Recibo de depósito',
      payer: { name },
      payee: { name: `Carteira Labora de ${name}` },
      lines: [{ label: 'Valor depositado', amountCents: deposit.amountCents }],
      totalLabel: 'Total creditado na carteira',
      totalCents: deposit.amountCents,
      reference: [
        { label: 'Forma de pagamento', value: PAYMENT_METHOD_LABELS[deposit.method] },
        ...(deposit.cardLast4 ? [{ label: 'Cartão', value: `final ${deposit.cardLast4}` }] : []),
        ...(deposit.bankReference ? [{ label: 'Referência', value: deposit.bankReference }] : []),
        { label: 'Depósito', value: deposit.id },
      ],
    };
  }
  if (transfer.kind === 'withdrawal' && transfer.withdrawalId) {
    const [withdrawal] = await db.select().from(withdrawals).where(eq(withdrawals.id, transfer.withdrawalId));
    if (!withdrawal) throw notFound();
    mine(withdrawal.userId);
    const name = (await namesOf(db, [withdrawal.userId])).get(withdrawal.userId) ?? 'Conta excluída';
    const account = ZSavedPayoutAccount.parse(withdrawal.account);
    const holderDocument = account.method === 'bank' ? account.holderDocument : undefined;
    const rail = WITHDRAWAL_RAILS[withdrawal.method];
    return {
      kind: 'withdrawal',
      title: 'Recibo de saque',
      payer: { name: `Carteira Labora de ${name}` },
      payee: {
        name: account.method === 'bank' && account.holderName ? account.holderName : name,
        document: holderDocument,
      },
      lines: [
        { label: 'Valor do saque', amountCents: withdrawal.amountCents },
        { label: `Taxa do saque (${formatBps(rail.feeBasisPoints)})`, amountCents: -withdrawal.feeCents },
      ],
      totalLabel: 'Valor líquido',
      totalCents: withdrawal.netCents,
      reference: [
        { label: 'Destino', value: withdrawal.accountLabel },
        { label: 'Prazo', value: rail.processingLabel },
        { label: 'Situação', value: WITHDRAWAL_STATUS_LABELS[withdrawal.status] },
        { label: 'Saque', value: withdrawal.id },
      ],
    };
  }
  if ((transfer.kind === 'payment' || transfer.kind === 'release') && transfer.contractId) {
    const [contract] = await db
      .select({
        id: contracts.id,
        title: contracts.title,
        clientId: contracts.clientId,
        freelancerId: contracts.freelancerId,
      })
      .from(contracts)
      .where(eq(contracts.id, transfer.contractId));
    if (!contract || (contract.clientId !== actor.id && contract.freelancerId !== actor.id)) throw notFound();
    const names = await namesOf(db, [contract.clientId, contract.freelancerId]);
    const client = { name: names.get(contract.clientId) ?? 'Conta excluída' };
    const freelancer = { name: names.get(contract.freelancerId) ?? 'Conta excluída' };
    const reference = [
      { label: 'Contrato', value: contract.title },
      { label: 'Código do contrato', value: contract.id },
    ];
    if (transfer.kind === 'payment') {
      return {
        kind: 'payment',
        title: 'Recibo de pagamento',
        payer: client,
        payee: { name: `Labora (custódia) para ${freelancer.name}` },
        lines: [{ label: 'Valor do serviço', amountCents: transfer.amountCents }],
        totalLabel: 'Total pago em custódia',
        totalCents: transfer.amountCents,
        reference,
      };
    }
    const fee = await feeBesides(db, transfer);
    return {
      kind: 'release',
      title: 'Recibo de liberação de pagamento',
      payer: client,
      payee: freelancer,
      lines: [
        { label: 'Valor liberado', amountCents: transfer.amountCents + fee },
        { label: `Taxa Labora (${formatBps(LABORA_FEE_BPS)})`, amountCents: -fee },
      ],
      totalLabel: 'Valor líquido recebido',
      totalCents: transfer.amountCents,
      reference,
    };
  }
  throw notFound();
}

/** Labora's fee written with a release (its 'fee' transfer points at the release). */
async function feeBesides(db: Executor, release: TransferRow): Promise<number> {
  const [fee] = await db
    .select({ amount: ledgerTransfers.amountCents })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'fee'), eq(ledgerTransfers.relatedId, release.id)));
  return fee?.amount ?? 0;
}
