import { randomBytes } from 'node:crypto';
import { sandboxPayoutFails } from '@labora/shared/payout-accounts';
import type { PaymentProvider } from '../../lib/payment-provider.js';
import { pixCharge } from './pix-charge.js';

/**
 * The built-in sandbox: a card is approved at once (any Luhn-valid number, the API checks it), PIX and bank
 * transfers wait for the simulate button or a few seconds (the settlement worker), and payouts succeed except to
 * the accounts of SANDBOX_FAILING_PAYOUT (packages/shared/src/payout-accounts.ts).
 */
export const sandboxProvider: PaymentProvider = {
  sandbox: true,
  async startDeposit(deposit) {
    if (deposit.method === 'card') return { settled: true, cardLast4: deposit.cardNumber?.slice(-4) };
    if (deposit.method === 'bank')
      return { settled: false, bankReference: `LAB-${randomBytes(4).toString('hex').toUpperCase()}` };
    return { settled: false };
  },
  pixInstructions(deposit) {
    return pixCharge({ amountCents: deposit.amountCents, txid: deposit.id, description: 'Deposito Labora' });
  },
  async payout(withdrawal) {
    if (sandboxPayoutFails(withdrawal.account)) {
      return { ok: false, reason: 'A conta de destino recusou a transferência.' };
    }
    return { ok: true };
  },
};

/** The sandbox confirms a waiting PIX or bank deposit by itself after this long (the screen also has a button). */
export const SANDBOX_AUTO_CONFIRM_MS = 8000;
