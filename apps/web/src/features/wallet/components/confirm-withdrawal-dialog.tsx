import { latestSettlementDay, WITHDRAWAL_RAILS } from '@labora/shared/business-days';
import { formatBRL } from '@labora/shared/money';
import { describePayoutAccount } from '@labora/shared/payout-accounts';
import { formatBps } from '@labora/shared/wallet';
import { ArrowUpFromLine } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDay } from '@/lib/format';
import type { CheckedWithdrawal } from '../lib/withdraw-form';

interface ConfirmWithdrawalDialogProps {
  withdrawal: CheckedWithdrawal | null;
  pending: boolean;
  /** A try that got no answer (offline, timeout): shown here, and 'Confirmar Saque' tries again with the same key. */
  error: string | null;
  onConfirm: (withdrawal: CheckedWithdrawal) => void;
  onClose: () => void;
}

/** When the money should arrive: at once for PIX, else the last business day of the method's range. */
function expectedArrival({ request }: CheckedWithdrawal): string {
  const scheduled = request.scheduledDate ?? undefined;
  const rail = WITHDRAWAL_RAILS[request.method];
  const scheduledText = scheduled ? `Agendado para ${formatDay(scheduled, 'short')}` : null;
  if (rail.maxBusinessDays === 0) return scheduledText ? `${scheduledText} (instantâneo)` : 'Instantâneo';
  const until = `até ${formatDay(latestSettlementDay(request.method, new Date(), scheduled), 'short')}`;
  return scheduledText ? `${scheduledText}, chega ${until}` : `${rail.processingLabel}, ${until}`;
}

/** SPEC's 'Confirmar Saque' modal: amount, fee, net, the account (masked) and when it arrives. */
export function ConfirmWithdrawalDialog({
  withdrawal,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmWithdrawalDialogProps) {
  return (
    <ConfirmDialog
      open={withdrawal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Confirmar Saque"
      description={<p>O valor sai da sua carteira agora e segue para a conta abaixo.</p>}
      confirmLabel={
        <>
          {!pending && <ArrowUpFromLine aria-hidden className="size-4" />}
          Confirmar Saque
        </>
      }
      onConfirm={() => withdrawal && onConfirm(withdrawal)}
      pending={pending}
    >
      {withdrawal && (
        <>
          <dl className="mt-5 divide-y divide-nevoa-100 rounded-2xl border border-nevoa-200 px-4 text-sm">
            <Row label="Valor do saque" value={formatBRL(withdrawal.amountCents)} />
            <Row
              label={`Taxa (${formatBps(WITHDRAWAL_RAILS[withdrawal.request.method].feeBasisPoints)})`}
              value={`− ${formatBRL(withdrawal.feeCents)}`}
            />
            <Row label="Você receberá" value={formatBRL(withdrawal.netCents)} strong />
            <Row label="Conta" value={describePayoutAccount(withdrawal.account)} />
            <Row label="Previsão" value={expectedArrival(withdrawal)} />
          </dl>
          {error && (
            <div className="mt-4">
              <FormAlert message={error} />
            </div>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-nevoa-600">{label}</dt>
      <dd
        className={strong ? 'text-right font-bold text-base text-brand-800' : 'text-right font-semibold text-nevoa-900'}
      >
        {value}
      </dd>
    </div>
  );
}
