import {
  type TContractPaymentRequest,
  type TCreateDepositRequest,
  type TDepositMethod,
  type TPaymentMethod,
  WALLET_LIMITS,
  WALLET_MESSAGES,
} from '@labora/shared/wallet';

/**
 * 'Pagamento' as typed: the method, a test card's number, and the amount in centavos when adding money ('Adicionar
 * saldo'; null when empty).
 */
export interface PaymentFormValues {
  method: TPaymentMethod | '';
  cardNumber: string;
  amount: number | null;
}

export type PaymentField = keyof PaymentFormValues;

export const EMPTY_PAYMENT_FORM: PaymentFormValues = { method: '', cardNumber: '', amount: null };

/** What the screen pays: a contract's value, or an amount typed to add to the wallet. */
export type PaymentTarget = { kind: 'contract'; priceCents: number } | { kind: 'deposit' };

export type PaymentFormCheck =
  | { ok: true; request: TContractPaymentRequest }
  | { ok: true; deposit: TCreateDepositRequest }
  | { ok: false; message: string; field: PaymentField | null };

const CARD_DIGITS = /^\d{12,19}$/;

/**
 * SPEC §5 for 'Pagamento': the method and its fields are required ('Por favor, preencha todos os campos.'),
 * except the account for 'Saldo da Carteira' (SPEC's bug is not kept); paying more than the balance with it is
 * 'Saldo insuficiente para Pagamento.'. The card number's check digit is the API's (Luhn).
 */
export function checkPaymentForm(
  values: PaymentFormValues,
  { target, availableCents }: { target: PaymentTarget; availableCents: number },
): PaymentFormCheck {
  const { method } = values;
  if (!method) return { ok: false, message: WALLET_MESSAGES.fillAll, field: 'method' };
  if (target.kind === 'deposit' && values.amount === null) {
    return { ok: false, message: WALLET_MESSAGES.fillAll, field: 'amount' };
  }
  if (method === 'card' && values.cardNumber.trim() === '') {
    return { ok: false, message: WALLET_MESSAGES.fillAll, field: 'cardNumber' };
  }
  const cardNumber = method === 'card' ? values.cardNumber.replace(/[\s.-]/g, '') : undefined;
  if (cardNumber !== undefined && !CARD_DIGITS.test(cardNumber)) {
    return { ok: false, message: WALLET_MESSAGES.cardNumberInvalid, field: 'cardNumber' };
  }

  if (target.kind === 'contract') {
    if (method === 'saldoCarteira' && target.priceCents > availableCents) {
      return { ok: false, message: WALLET_MESSAGES.insufficientForPayment, field: null };
    }
    return { ok: true, request: cardNumber ? { method, cardNumber } : { method } };
  }

  // Adding money comes from outside: the wallet's own balance is not a way to add to it.
  if (method === 'saldoCarteira') return { ok: false, message: WALLET_MESSAGES.methodInvalid, field: 'method' };
  const amountCents = values.amount;
  if (amountCents === null || amountCents <= 0) {
    return { ok: false, message: WALLET_MESSAGES.amountInvalid, field: 'amount' };
  }
  if (amountCents < WALLET_LIMITS.minDepositCents) {
    return { ok: false, message: WALLET_MESSAGES.depositTooSmall, field: 'amount' };
  }
  if (amountCents > WALLET_LIMITS.maxDepositCents) {
    return { ok: false, message: WALLET_MESSAGES.depositTooLarge, field: 'amount' };
  }
  const depositMethod: TDepositMethod = method;
  return {
    ok: true,
    deposit: cardNumber ? { amountCents, method: depositMethod, cardNumber } : { amountCents, method: depositMethod },
  };
}
