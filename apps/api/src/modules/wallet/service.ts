/**
 * The wallet's public face: what the routes, the contracts module and the server use. The ledger
 * (ledger.ts) is the only writer of money; each file here is one part of the product built on it.
 */
export { closeWallet, getStatement, getWallet } from './balances.js';
export { confirmDeposit, confirmWaitingDeposits, createDeposit, getDeposit } from './deposits.js';
export {
  addToEscrowIn,
  awaitsPayment,
  escrowBalance,
  fundEscrowIfCovered,
  refundEscrow,
  refundEscrowIn,
  releaseEscrowIn,
} from './escrow.js';
export { payContractIn, payGigOrderIn } from './payments.js';
export { listPayoutAccounts, removePayoutAccount, savePayoutAccount } from './payout-accounts.js';
export { transferReceipt } from './receipts.js';
export { sandboxProvider } from './sandbox-provider.js';
export { SETTLEMENT_INTERVAL_MS, settleDueMoney } from './settlement-worker.js';
export {
  assertWithdrawalSecondFactor,
  listWithdrawals,
  requestWithdrawal,
  settleDueWithdrawals,
} from './withdrawals.js';
