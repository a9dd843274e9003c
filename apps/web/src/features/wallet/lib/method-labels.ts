import { type TWithdrawalMethod, WITHDRAWAL_RAILS } from '@labora/shared/business-days';
import { formatBps } from '@labora/shared/wallet';

/** SPEC's withdrawal methods as the screen names them. */
export const WITHDRAWAL_METHOD_LABELS: Record<TWithdrawalMethod, string> = {
  bank: 'Transferência Bancária',
  card: 'Cartão',
  pix: 'PIX',
};

/** 'Taxa 2,5% · 1-3 dias úteis': a method's fee and processing time (SPEC §9). */
export function withdrawalRailDetail(method: TWithdrawalMethod): string {
  const rail = WITHDRAWAL_RAILS[method];
  return `Taxa ${formatBps(rail.feeBasisPoints)} · ${rail.processingLabel}`;
}
