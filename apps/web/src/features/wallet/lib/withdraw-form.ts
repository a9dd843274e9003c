import { type TWithdrawalMethod, WITHDRAWAL_RAILS } from '@labora/shared/business-days';
import { brazilDate } from '@labora/shared/job-labels';
import {
  PAYOUT_ACCOUNT_MESSAGES,
  payoutAccountInput,
  type TPayoutAccount,
  type TPayoutAccountInput,
  type TPayoutAccountItem,
  ZPayoutAccount,
} from '@labora/shared/payout-accounts';
import {
  feeCents,
  MAX_SCHEDULE_DAYS,
  netCents,
  type TCreateWithdrawalRequest,
  WALLET_LIMITS,
  WALLET_MESSAGES,
} from '@labora/shared/wallet';

/** 'Solicitar Saque' as typed: the amount in centavos (null when empty), the method and every method's account fields. */
export interface WithdrawFormValues {
  amount: number | null;
  method: TWithdrawalMethod | '';
  /** A saved account chosen instead of typing one ('' = the fields below). */
  savedAccountId: string;
  pixKey: string;
  bankCode: string;
  agency: string;
  account: string;
  digit: string;
  cardNumber: string;
  /** 'YYYY-MM-DD' or '' (optional). */
  scheduledDate: string;
}

export type WithdrawField = keyof WithdrawFormValues;
export type WithdrawFormErrors = Partial<Record<WithdrawField, string>>;

export const EMPTY_WITHDRAW_FORM: WithdrawFormValues = {
  amount: null,
  method: '',
  savedAccountId: '',
  pixKey: '',
  bankCode: '',
  agency: '',
  account: '',
  digit: '',
  cardNumber: '',
  scheduledDate: '',
};

/** The account fields each method asks for, with the message ZPayoutAccount gives when one is empty. */
const ACCOUNT_FIELDS: Record<TWithdrawalMethod, [Exclude<WithdrawField, 'amount'>, string][]> = {
  pix: [['pixKey', PAYOUT_ACCOUNT_MESSAGES.pixKeyMissing]],
  bank: [
    ['bankCode', PAYOUT_ACCOUNT_MESSAGES.bankMissing],
    ['agency', PAYOUT_ACCOUNT_MESSAGES.agencyMissing],
    ['account', PAYOUT_ACCOUNT_MESSAGES.accountMissing],
    ['digit', PAYOUT_ACCOUNT_MESSAGES.digitMissing],
  ],
  card: [['cardNumber', PAYOUT_ACCOUNT_MESSAGES.cardMissing]],
};

/**
 * The saved accounts the form offers for a method. Not cards: only their last 4 digits are kept, and a card
 * withdrawal needs the whole number, so a card is typed each time.
 */
export function savedAccountsFor(
  saved: readonly TPayoutAccountItem[] | undefined,
  method: TWithdrawalMethod | '',
): TPayoutAccountItem[] {
  if (!method || method === 'card') return [];
  return (saved ?? []).filter((item) => item.method === method);
}

/** What the form sends as accountInfo for its method (the API canonicalises it the same way). */
function accountInput(values: WithdrawFormValues, method: TWithdrawalMethod): TPayoutAccountInput {
  switch (method) {
    case 'pix':
      return { method, pixKey: values.pixKey.trim() };
    case 'bank':
      return {
        method,
        bankCode: values.bankCode.trim(),
        agency: values.agency.trim(),
        account: values.account.trim(),
        digit: values.digit.trim(),
      };
    case 'card':
      return { method, cardNumber: values.cardNumber.trim() };
  }
}

/** Fee and net of an amount typed so far, by the shared rule; null until there is an amount and a method. */
export function withdrawalFigures(
  amountCents: number | null,
  method: TWithdrawalMethod | '',
): { amountCents: number; feeCents: number; netCents: number } | null {
  if (!method || amountCents === null || amountCents <= 0) return null;
  const bps = WITHDRAWAL_RAILS[method].feeBasisPoints;
  return { amountCents, feeCents: feeCents(amountCents, bps), netCents: netCents(amountCents, bps) };
}

/** Adds `days` to a calendar day 'YYYY-MM-DD'. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first and last day a withdrawal may be scheduled for (today in Brazil, and MAX_SCHEDULE_DAYS after). */
export function scheduleBounds(now = new Date()): { min: string; max: string } {
  const today = brazilDate(now);
  return { min: today, max: addDays(today, MAX_SCHEDULE_DAYS) };
}

export interface CheckedWithdrawal {
  request: TCreateWithdrawalRequest;
  /** The account as the API will store it, for 'Confirmar Saque' (masked by describePayoutAccount). */
  account: TPayoutAccount;
  /** The saved account it goes to; absent when typed (then it may be saved after the withdrawal). */
  savedAccountId?: string;
  amountCents: number;
  feeCents: number;
  netCents: number;
}

export type WithdrawFormCheck =
  | { ok: true; withdrawal: CheckedWithdrawal }
  | { ok: false; errors: WithdrawFormErrors; alert: string | null };

/**
 * SPEC §5 for 'Solicitar Saque', in its order: every field filled ('Por favor, preencha todos os campos.'), the
 * amount a number and within the balance ('Saldo insuficiente para saque.'), the FAQ's minimum (enforced), the
 * account valid for its method (ZPayoutAccount, the API's own schema), the date not before today.
 */
export function checkWithdrawForm(
  values: WithdrawFormValues,
  {
    availableCents,
    savedAccounts,
    now = new Date(),
  }: { availableCents: number; savedAccounts?: readonly TPayoutAccountItem[]; now?: Date },
): WithdrawFormCheck {
  const errors: WithdrawFormErrors = {};
  const { method } = values;
  const saved = savedAccountsFor(savedAccounts, method).find((item) => item.id === values.savedAccountId);
  if (values.amount === null) errors.amount = WALLET_MESSAGES.fillAll;
  if (!method) errors.method = WALLET_MESSAGES.fillAll;
  else if (!saved) {
    for (const [field, missing] of ACCOUNT_FIELDS[method]) if (values[field].trim() === '') errors[field] = missing;
  }
  if (Object.keys(errors).length > 0 || !method) return { ok: false, errors, alert: WALLET_MESSAGES.fillAll };

  const amountCents = values.amount;
  if (amountCents === null || amountCents <= 0) {
    return { ok: false, errors: { amount: WALLET_MESSAGES.amountInvalid }, alert: null };
  }
  if (amountCents > availableCents) {
    return {
      ok: false,
      errors: { amount: WALLET_MESSAGES.insufficientForWithdrawal },
      alert: WALLET_MESSAGES.insufficientForWithdrawal,
    };
  }
  if (amountCents < WALLET_LIMITS.minWithdrawalCents) {
    return { ok: false, errors: { amount: WALLET_MESSAGES.withdrawalTooSmall }, alert: null };
  }

  const accountInfo = (saved && payoutAccountInput(saved.account)) || accountInput(values, method);
  const parsed = ZPayoutAccount.safeParse(accountInfo);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const key =
        typeof field === 'string' && field in values
          ? (field as WithdrawField)
          : method === 'pix'
            ? 'pixKey'
            : method === 'card'
              ? 'cardNumber'
              : 'account';
      errors[key] ??= issue.message;
    }
    return { ok: false, errors, alert: null };
  }

  const scheduledDate = values.scheduledDate.trim();
  if (scheduledDate) {
    const { min, max } = scheduleBounds(now);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(scheduledDate)) {
      return { ok: false, errors: { scheduledDate: WALLET_MESSAGES.scheduledDateInvalid }, alert: null };
    }
    if (scheduledDate < min)
      return { ok: false, errors: { scheduledDate: WALLET_MESSAGES.scheduledDatePast }, alert: null };
    if (scheduledDate > max) {
      return { ok: false, errors: { scheduledDate: WALLET_MESSAGES.scheduledDateTooFar }, alert: null };
    }
  }

  const figures = withdrawalFigures(values.amount, method);
  return {
    ok: true,
    withdrawal: {
      request: { amountCents, method, accountInfo, ...(scheduledDate ? { scheduledDate } : {}) },
      account: parsed.data,
      savedAccountId: saved?.id,
      amountCents,
      feeCents: figures?.feeCents ?? 0,
      netCents: figures?.netCents ?? amountCents,
    },
  };
}
