import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { z } from 'zod';
import { WITHDRAWAL_METHODS } from './business-days.js';
import { formatBRL } from './money.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';
import { ZPayoutAccount } from './payout-accounts.js';
import { twoFactorCodeField } from './two-factor.js';

/**
 * The wallet's rules, shared by the API and the screens. Money is integer centavos everywhere; a percentage is
 * kept in basis points (1% = 100) so every fee is integer arithmetic.
 */

/** Labora's fee on what a freelancer receives (10%): the client pays the contract's value and nothing more. */
export const LABORA_FEE_BPS = 1000;

/**
 * The one rounding rule of Labora: a fee is `amount × bps / 10 000` rounded half up to the centavo, and what
 * reaches the person is `amount − fee` (so fee + net is always the amount, to the centavo). A withdrawal is one
 * amount. A contract's escrow may be released in stages: the rule then applies to the total released so far, and
 * each release takes what that total's fee still lacks (releaseFeeCents), so stages cost exactly what one release
 * of the same total costs, to the centavo, and no split into tiny releases escapes the fee.
 */
export function feeCents(amountCents: number, bps: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError('amount must be whole centavos');
  return Math.floor((amountCents * bps + 5000) / 10_000);
}

export function netCents(amountCents: number, bps: number): number {
  return amountCents - feeCents(amountCents, bps);
}

/**
 * The fee of one release of a contract's escrow: the fee of everything released with this one, less the fees its
 * earlier releases took (`releasedCents`, `feesTakenCents`: gross released and fees taken before, from the ledger).
 * Kept within 0…amount, so a contract whose earlier fees were rounded per release is never charged twice.
 */
export function releaseFeeCents(input: {
  releasedCents: number;
  feesTakenCents: number;
  amountCents: number;
  bps?: number;
}): number {
  const bps = input.bps ?? LABORA_FEE_BPS;
  const owed = feeCents(input.releasedCents + input.amountCents, bps) - input.feesTakenCents;
  return Math.min(input.amountCents, Math.max(0, owed));
}

export function formatBps(bps: number): string {
  return `${(bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

/** SPEC §9: how a payment is made; 'saldoCarteira' spends the wallet, the others bring money in first. */
export const PAYMENT_METHODS = ['saldoCarteira', 'pix', 'card', 'bank'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The ways money comes in from outside (deposits; a payment by these adds the money and pays at once). */
export const DEPOSIT_METHODS = ['pix', 'card', 'bank'] as const;
export type TDepositMethod = (typeof DEPOSIT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  saldoCarteira: 'Saldo da Carteira',
  pix: 'PIX',
  card: 'Cartão de Crédito',
  bank: 'Transferência Bancária',
};
/** SPEC §9 processing times (the sandbox confirms PIX and bank transfers by a button or after a few seconds). */
export const PAYMENT_PROCESSING: Record<TPaymentMethod, string> = {
  saldoCarteira: 'Instantâneo',
  pix: 'Instantâneo',
  card: '3-5 dias úteis',
  bank: '1-3 dias úteis',
};

export const WALLET_LIMITS = {
  /** The smallest deposit or payment by an outside method. */
  minDepositCents: 100,
  /** One deposit at most (R$ 50.000,00): a sandbox guard against typos with many zeros. */
  maxDepositCents: 5_000_000,
  /** The FAQ's minimum withdrawal (R$ 50,00), enforced. */
  minWithdrawalCents: 5000,
  /** The largest amount any single movement may carry (R$ 1.000.000,00). */
  maxAmountCents: 100_000_000,
  /** Idempotency-Key: what a key may look like (a UUID from the web app, or any client's own token). */
  idempotencyKeyMaxLength: 255,
  /** How long a key's answer is kept (at least the 24 h the API promises). */
  idempotencyKeyHours: 48,
  /** The client has this many days after a delivery to release or ask for changes; then the escrow is released. */
  autoReleaseDays: 7,
} as const;

export const WALLET_MESSAGES = {
  /** SPEC §5, for a payment or a withdrawal with a field missing. */
  fillAll: 'Por favor, preencha todos os campos.',
  /** SPEC §5 (payment). */
  insufficientForPayment: 'Saldo insuficiente para Pagamento.',
  /** SPEC §5 (withdrawal). */
  insufficientForWithdrawal: 'Saldo insuficiente para saque.',
  withdrawalTooSmall: `O valor mínimo para saque é ${formatBRL(WALLET_LIMITS.minWithdrawalCents)}.`,
  amountInvalid: 'Informe um valor válido, em reais, com até dois decimais.',
  amountTooLarge: `O valor máximo é ${formatBRL(WALLET_LIMITS.maxAmountCents)}.`,
  depositTooSmall: `O valor mínimo é ${formatBRL(WALLET_LIMITS.minDepositCents)}.`,
  depositTooLarge: `O valor máximo por depósito é ${formatBRL(WALLET_LIMITS.maxDepositCents)}.`,
  methodInvalid: 'Escolha uma forma de pagamento.',
  cardNumberInvalid: 'Número de cartão inválido.',
  idempotencyKeyRequired:
    'Falta o cabeçalho Idempotency-Key (uma chave única por operação, de 1 a 255 caracteres visíveis).',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outra operação. Gere uma chave nova.',
  depositNotFound: 'Depósito não encontrado.',
  depositNotPending: 'Este depósito já foi confirmado.',
  withdrawalNotFound: 'Saque não encontrado.',
  transferNotFound: 'Movimentação não encontrada.',
  notSandbox: 'Disponível apenas no modo de teste.',
  contractNotAwaitingPayment: 'Este contrato não está aguardando pagamento.',
  contractAlreadyPaid: 'Este contrato já está pago.',
  onlyClientPays: 'Só o cliente do contrato pode pagá-lo.',
  onlyClientReleases: 'Só o cliente do contrato pode liberar o pagamento.',
  contractNotFunded: 'O trabalho só pode começar depois que o cliente pagar o contrato.',
  releaseNotAllowed: 'O pagamento só pode ser liberado com o contrato em andamento.',
  releaseTooLarge: 'O valor é maior do que o saldo em custódia deste contrato.',
  paid: 'Pagamento realizado! O valor está guardado em custódia até a entrega.',
  paymentPending: 'Pagamento iniciado. Assim que for confirmado, o contrato fica pago.',
  released: 'Pagamento liberado para o freelancer.',
  depositCreated: 'Depósito criado.',
  depositConfirmed: 'Depósito confirmado! O saldo já está na sua carteira.',
  withdrawalRequested: 'Saque solicitado!',
  scheduledDateInvalid: 'Informe a data no formato AAAA-MM-DD.',
  scheduledDateNotInCalendar: 'Esta data não existe no calendário.',
  scheduledDatePast: 'A data agendada não pode ser anterior a hoje.',
  scheduledDateTooFar: 'Agende o saque para no máximo 90 dias a partir de hoje.',
  accountMethodMismatch: 'Os dados da conta não correspondem ao método escolhido.',
  gigPaymentMethod:
    'Serviços são pagos com o saldo da carteira ou com cartão. Para pagar por PIX ou transferência, adicione saldo à carteira antes.',
  walletNotEmpty:
    'Sua conta ainda tem dinheiro na carteira, em custódia ou em saque. Saque o saldo e conclua ou cancele os contratos pagos antes de excluir a conta.',
  invalidQuery: INVALID_QUERY_MESSAGE,
} as const;

const amountCents = z
  .number({ error: WALLET_MESSAGES.amountInvalid })
  .int(WALLET_MESSAGES.amountInvalid)
  .positive(WALLET_MESSAGES.amountInvalid)
  .max(WALLET_LIMITS.maxAmountCents, WALLET_MESSAGES.amountTooLarge);

/** What the wallet holds, from the ledger's entries (each figure in centavos). */
export const ZWallet = z.object({
  /** Mine to spend or withdraw. */
  availableCents: z.number().int(),
  /** What I paid into my contracts' escrow as a client, not yet released. */
  escrowCents: z.number().int(),
  /** What my contracts' escrow holds for me as a freelancer (before Labora's fee). */
  receivableCents: z.number().int(),
  /** Withdrawals on their way out. */
  withdrawingCents: z.number().int(),
  /** The built-in provider is a sandbox: screens say 'modo de teste'. */
  sandbox: z.boolean(),
});
export type TWallet = z.infer<typeof ZWallet>;

/** Why money moved; each transfer of the ledger carries one. */
export const TRANSFER_KINDS = [
  'deposit',
  'payment',
  'release',
  'fee',
  'refund',
  'withdrawal',
  'withdrawal_fee',
  'payout',
  'payout_failed',
] as const;
export type TTransferKind = (typeof TRANSFER_KINDS)[number];

export const ZStatementQuery = z.object({ ...pageFields(20) });

export const ZStatementItem = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  /** In Portuguese, e.g. 'Pagamento do contrato “Logo”'. */
  description: z.string(),
  /** Signed: money in is positive, money out negative. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  contractId: z.uuid().nullable(),
  withdrawalId: z.uuid().nullable(),
  depositId: z.uuid().nullable(),
  /** The receipt of this movement (payments, releases, withdrawals, deposits), a PDF. */
  hasReceipt: z.boolean(),
});
export type TStatementItem = z.infer<typeof ZStatementItem>;

export const ZStatement = z.object({
  items: z.array(ZStatementItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStatement = z.infer<typeof ZStatement>;

/**
 * A test card number for the sandbox; only its last 4 digits are kept. The Luhn check is part of the schema, so a
 * mistyped number is bad input like any other (a 400 that leaves the Idempotency-Key free, and the form says so).
 */
const cardNumber = z
  .string({ error: WALLET_MESSAGES.cardNumberInvalid })
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, WALLET_MESSAGES.cardNumberInvalid)
      .refine(isValidCreditCard, WALLET_MESSAGES.cardNumberInvalid),
  );

/** A card payment needs the card's number (a refinement, with CARD_NUMBER_ISSUE). */
export const cardNumberGiven = (value: { method: string; cardNumber?: string }) =>
  value.method !== 'card' || Boolean(value.cardNumber);
export const CARD_NUMBER_ISSUE = { path: ['cardNumber'], message: WALLET_MESSAGES.cardNumberInvalid };

const depositMethod = z.enum(DEPOSIT_METHODS, { error: WALLET_MESSAGES.methodInvalid });

export const ZCreateDepositRequest = z
  .object({
    amountCents: amountCents
      .min(WALLET_LIMITS.minDepositCents, WALLET_MESSAGES.depositTooSmall)
      .max(WALLET_LIMITS.maxDepositCents, WALLET_MESSAGES.depositTooLarge),
    method: depositMethod,
    cardNumber: cardNumber.optional(),
  })
  .refine(cardNumberGiven, CARD_NUMBER_ISSUE);
export type TCreateDepositRequest = z.input<typeof ZCreateDepositRequest>;

export const DEPOSIT_STATUSES = ['pending', 'completed', 'failed'] as const;

export const ZDeposit = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  method: depositMethod,
  status: z.enum(DEPOSIT_STATUSES),
  /** The contract this money pays once confirmed ('Pagamento' by PIX, card or bank). */
  contractId: z.uuid().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** PIX: the BR Code ('copia e cola') and its QR code as SVG. */
  pix: z.object({ brCode: z.string(), qrSvg: z.string() }).nullable(),
  /** Bank transfer: the reference to write in the transfer. */
  bankReference: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZDepositResponse = z.object({ message: z.string(), deposit: ZDeposit });
export type TDepositResponse = z.infer<typeof ZDepositResponse>;

export const ZDepositIdParams = z.object({ id: z.uuid({ error: WALLET_MESSAGES.depositNotFound }) });

/** How something is paid: a method, and the test card's number when it is a card. */
export const paymentFields = {
  method: z.enum(PAYMENT_METHODS, { error: WALLET_MESSAGES.methodInvalid }),
  cardNumber: cardNumber.optional(),
};
/** 'Realizar Pagamento' of a contract: its value goes into the contract's escrow. */
export const ZContractPaymentRequest = z.object(paymentFields).refine(cardNumberGiven, CARD_NUMBER_ISSUE);
export type TContractPaymentRequest = z.input<typeof ZContractPaymentRequest>;

export const ZContractPaymentResponse = z.object({
  message: z.string(),
  contractId: z.uuid(),
  /** Set once the escrow holds the value (at once with the wallet or a card; on confirmation for PIX/bank). */
  fundedAt: z.string().nullable(),
  /** The deposit that brings the money in, for PIX, card and bank. */
  deposit: ZDeposit.nullable(),
});
export type TContractPaymentResponse = z.infer<typeof ZContractPaymentResponse>;

/** Releases part of the escrow (a stage), or all of it when no amount is given (and concludes the contract). */
export const ZReleaseRequest = z.object({ amountCents: amountCents.optional() });
export type TReleaseRequest = z.input<typeof ZReleaseRequest>;

export const ZReleaseResponse = z.object({
  message: z.string(),
  contractId: z.uuid(),
  releasedCents: z.number().int(),
  feeCents: z.number().int(),
  /** What the escrow still holds. */
  escrowCents: z.number().int(),
});
export type TReleaseResponse = z.infer<typeof ZReleaseResponse>;

export const WITHDRAWAL_STATUSES = ['processing', 'completed', 'failed'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** SPEC's history labels, and 'Falhou' for a payout refused (its money is back in the wallet). */
export const WITHDRAWAL_STATUS_LABELS: Record<TWithdrawalStatus, string> = {
  processing: 'Em processamento',
  completed: 'Concluído',
  failed: 'Falhou',
};
/** How far ahead a withdrawal may be scheduled. */
export const MAX_SCHEDULE_DAYS = 90;

/** 'YYYY-MM-DD' names a day that exists ('2026-11-31' and '2026-13-01' do not). */
function isCalendarDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'Confirmar Saque': the amount leaves the wallet at once; the fee of the method comes out of it. */
export const ZCreateWithdrawalRequest = z
  .object({
    amountCents: amountCents.min(WALLET_LIMITS.minWithdrawalCents, WALLET_MESSAGES.withdrawalTooSmall),
    method: z.enum(WITHDRAWAL_METHODS, { error: WALLET_MESSAGES.fillAll }),
    accountInfo: ZPayoutAccount,
    /** A Sao Paulo calendar day, not before today (checked by the API against its clock). */
    scheduledDate: z
      .string({ error: WALLET_MESSAGES.scheduledDateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, WALLET_MESSAGES.scheduledDateInvalid)
      .refine(isCalendarDay, WALLET_MESSAGES.scheduledDateNotInCalendar)
      .nullish()
      .transform((v) => v || undefined),
    /** Asked for by the first withdrawal to an account when two-factor sign-in is on (shared/two-factor.ts). */
    twoFactorCode: twoFactorCodeField,
  })
  .refine((value) => value.accountInfo.method === value.method, {
    path: ['accountInfo'],
    message: WALLET_MESSAGES.accountMethodMismatch,
  });
export type TCreateWithdrawalRequest = z.input<typeof ZCreateWithdrawalRequest>;

export const ZWithdrawal = z.object({
  id: z.uuid(),
  status: z.enum(WITHDRAWAL_STATUSES),
  method: z.enum(WITHDRAWAL_METHODS),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  /** What reaches the account: amount − fee. */
  netCents: z.number().int(),
  /** The destination, masked ('PIX · e-mail f***@example.com'). */
  accountLabel: z.string(),
  scheduledDate: z.string().nullable(),
  /** The last day the money may take to arrive ('YYYY-MM-DD', Sao Paulo). */
  expectedBy: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawalResponse = z.object({ message: z.string(), withdrawal: ZWithdrawal });
export type TWithdrawalResponse = z.infer<typeof ZWithdrawalResponse>;

export const ZListWithdrawalsQuery = z.object({ ...pageFields(20) });
export const ZListWithdrawals = z.object({ items: z.array(ZWithdrawal), total: z.number().int() });
export type TListWithdrawals = z.infer<typeof ZListWithdrawals>;

export const ZTransferIdParams = z.object({ id: z.uuid({ error: WALLET_MESSAGES.transferNotFound }) });
