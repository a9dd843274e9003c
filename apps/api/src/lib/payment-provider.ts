import type { TPayoutAccount } from '@labora/shared/payout-accounts';
import type { TDepositMethod } from '@labora/shared/wallet';

/** A PIX charge: the 'copia e cola' text and its QR code (SVG). */
export interface PixCharge {
  brCode: string;
  qrSvg: string;
}

/**
 * Where money really comes from and goes to. The ledger never trusts a screen: money enters the wallet only
 * when the provider says a deposit is paid, and leaves only through `payout`. A real provider (a PSP with PIX,
 * cards and bank transfers) implements this interface and is passed to buildApp as `paymentProvider` (the built-in sandbox: modules/wallet/sandbox-provider.ts); its
 * webhook then calls the wallet's `completeDeposit` instead of the sandbox's simulate button.
 */
export interface PaymentProvider {
  /** A test provider: screens say 'modo de teste' and the simulate endpoint exists. */
  readonly sandbox: boolean;
  /** Starts a deposit. `settled`: the money is already in (a card charge approved at once). */
  startDeposit(deposit: { id: string; method: TDepositMethod; amountCents: number; cardNumber?: string }): Promise<{
    settled: boolean;
    cardLast4?: string;
    bankReference?: string;
  }>;
  /** What the payer scans or pastes for a PIX deposit. */
  pixInstructions(deposit: { id: string; amountCents: number }): Promise<PixCharge>;
  /** Pays a withdrawal out; a refusal returns the money to the wallet. */
  payout(withdrawal: {
    id: string;
    netCents: number;
    account: TPayoutAccount;
  }): Promise<{ ok: true } | { ok: false; reason: string }>;
}
