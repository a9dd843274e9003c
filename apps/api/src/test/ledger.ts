import { expect } from 'vitest';
import type { Executor } from '../db/client.js';
import { checkLedger } from '../modules/wallet/ledger.js';

/** The ledger checked from its entries: balanced, matching, never below zero, every balance owned, summing to zero. */
export async function expectLedgerSound(db: Executor): Promise<void> {
  expect(await checkLedger(db)).toMatchObject({
    unbalancedTransfers: 0,
    balanceMismatches: 0,
    negativeBalances: 0,
    ownerlessBalances: 0,
    totalCents: 0,
  });
}
