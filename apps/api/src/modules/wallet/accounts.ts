import type { TDepositMethod } from '@labora/shared/wallet';

/**
 * The ledger's accounts. A person's wallet and a contract's escrow are found by the id of what they belong to
 * (no lookup); they keep a balance that never goes below zero. Labora's own accounts have fixed ids (written by
 * migration 0019) and keep no balance: they are never locked.
 */
export interface AccountRef {
  id: string;
  kind: 'wallet' | 'escrow' | 'fees' | 'withdrawing' | 'external';
}

export const walletOf = (userId: string): AccountRef => ({ id: userId, kind: 'wallet' });
export const escrowOf = (contractId: string): AccountRef => ({ id: contractId, kind: 'escrow' });

export const FEES: AccountRef = { id: '00000000-0000-4000-8000-000000000001', kind: 'fees' };
/** Withdrawals requested and not yet paid out. */
export const WITHDRAWING: AccountRef = { id: '00000000-0000-4000-8000-000000000002', kind: 'withdrawing' };
/** The world outside, per rail: money that came in through it, less what went out. */
export const EXTERNAL: Record<TDepositMethod, AccountRef> = {
  pix: { id: '00000000-0000-4000-8000-000000000011', kind: 'external' },
  card: { id: '00000000-0000-4000-8000-000000000012', kind: 'external' },
  bank: { id: '00000000-0000-4000-8000-000000000013', kind: 'external' },
};

/** Wallets and escrows: balance kept, locked, never negative. */
export const isTracked = (account: AccountRef) => account.kind === 'wallet' || account.kind === 'escrow';
