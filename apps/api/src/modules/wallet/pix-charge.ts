import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import QRCode from 'qrcode';
import type { PixCharge } from '../../lib/payment-provider.js';

/**
 * The random (EVP) PIX key the sandbox provider shows as Labora's receiving account. It is registered nowhere:
 * a bank app reads the BR Code, but paying it fails, and the sandbox confirms the deposit itself.
 */
export const LABORA_SANDBOX_PIX_KEY = '48dee795-18c3-4989-ad78-52646f253185';
const LABORA_PIX_MERCHANT_NAME = 'LABORA';
const LABORA_PIX_MERCHANT_CITY = 'SAO PAULO';

/** The largest amount a BR Code holds: field 54 takes at most 13 characters ('9999999999.99'). */
export const MAX_PIX_AMOUNT_CENTS = 999_999_999_999;

export interface PixChargeInput {
  amountCents: number;
  /** The deposit id (a uuid) or a txid already made from it: reduced to its first 25 letters and digits. */
  txid: string;
  /** Shown to the payer by the bank app; folded to ASCII and cut to what the BR Code holds by the library. */
  description?: string;
}

/** A static PIX BR Code for the amount, to Labora's sandbox key, and its QR code. */
export async function pixCharge({ amountCents, txid, description }: PixChargeInput): Promise<PixCharge> {
  const brCode = generatePixPayload({
    key: LABORA_SANDBOX_PIX_KEY,
    merchantName: LABORA_PIX_MERCHANT_NAME,
    merchantCity: LABORA_PIX_MERCHANT_CITY,
    amount: centsToPixAmount(amountCents),
    txid: pixTxid(txid),
    description,
  });
  if (brCode === null) throw new Error('A PIX BR Code could not be built from this charge.');
  const qrSvg = await QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { brCode, qrSvg };
}

/** The txid of a BR Code (1 to 25 letters and digits) from a deposit id: '0b6f…-…' → its first 25 hex digits. */
export function pixTxid(id: string): string {
  const txid = id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  if (txid === '') throw new RangeError(`No PIX txid can be made from '${id}'.`);
  return txid;
}

/**
 * Centavos as the number of reais the library writes with toFixed(2). Built from the integer reais and centavos
 * as decimal text, so the number is the double nearest to that exact decimal (123456 → 1234.56), never a sum or
 * product with float error.
 */
export function centsToPixAmount(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_PIX_AMOUNT_CENTS) {
    throw new RangeError(`A PIX charge takes a whole number of centavos from 1 to ${MAX_PIX_AMOUNT_CENTS}.`);
  }
  const reais = Math.trunc(amountCents / 100);
  const cents = amountCents % 100;
  return Number(`${reais}.${String(cents).padStart(2, '0')}`);
}
