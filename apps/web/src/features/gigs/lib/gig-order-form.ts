import { type TCreateGigOrderRequest, type TGigPackageTier, ZCreateGigOrderRequest } from '@labora/shared/gigs';
import { WALLET_MESSAGES } from '@labora/shared/wallet';

/** The two ways a gig is paid when ordered (PIX and bank transfers go through 'Adicionar saldo' first). */
export type GigPaymentMethod = Extract<TCreateGigOrderRequest['method'], 'saldoCarteira' | 'card'>;

export interface GigOrderFormValues {
  /** The package chosen; its price is the server's to charge (the form only warns of a short wallet). */
  tier: TGigPackageTier;
  message: string;
  method: GigPaymentMethod;
  cardNumber: string;
}

export type GigOrderCheck =
  | { ok: true; request: TCreateGigOrderRequest }
  /** `field` null: a problem of the whole order (the wallet is short), shown with the way to add money. */
  | { ok: false; field: 'message' | 'cardNumber' | null; message: string };

/**
 * The order the form sends, or its first problem in the API's own words (ZCreateGigOrderRequest; a wallet known
 * to be short gets 'Saldo insuficiente para Pagamento.' without sending what the API would refuse).
 */
export function checkGigOrder(
  values: GigOrderFormValues,
  { priceCents, availableCents }: { priceCents: number; availableCents: number | undefined },
): GigOrderCheck {
  const request: TCreateGigOrderRequest = {
    package: values.tier,
    message: values.message.trim(),
    method: values.method,
    ...(values.method === 'card' ? { cardNumber: values.cardNumber.trim() } : {}),
  };
  const parsed = ZCreateGigOrderRequest.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path[0];
    const field = path === 'cardNumber' || path === 'message' ? path : null;
    return { ok: false, field, message: issue?.message ?? WALLET_MESSAGES.fillAll };
  }
  if (values.method === 'saldoCarteira' && availableCents !== undefined && availableCents < priceCents) {
    return { ok: false, field: null, message: WALLET_MESSAGES.insufficientForPayment };
  }
  return { ok: true, request };
}
