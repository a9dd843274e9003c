import { formatBRL } from '@labora/shared/money';
import { TIMESHEET_LIMITS } from '@labora/shared/timesheets';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useFundWeeks } from '../api/timesheet';
import { TIMESHEET_FAILED, TIMESHEET_NETWORK } from '../lib/labels';

/** 'Adicionar semanas' (the client): weeks × limit × rate from the wallet's balance into the contract's escrow. */
export function FundWeeksForm({ contractId, weekCostCents }: { contractId: string; weekCostCents: number }) {
  const [weeks, setWeeks] = useState(1);
  const [error, setError] = useState<string | undefined>();
  const fund = useFundWeeks(contractId);
  const keys = useIdempotencyKey();
  const totalId = useId();
  const valid = Number.isInteger(weeks) && weeks >= 1 && weeks <= TIMESHEET_LIMITS.fundWeeksMax;

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) {
          setError(`Informe de 1 a ${TIMESHEET_LIMITS.fundWeeksMax} semanas.`);
          return;
        }
        const request = { weeks, method: 'saldoCarteira' as const };
        void keys
          .send(request, (idempotencyKey) => fund.mutateAsync({ request, idempotencyKey }))
          .then(({ message }) => toast.success(message))
          .catch((failure) =>
            setError(errorMessage(failure, { fallback: TIMESHEET_FAILED, network: TIMESHEET_NETWORK })),
          );
      }}
    >
      <TextField
        label="Semanas a adicionar"
        type="number"
        inputMode="numeric"
        min={1}
        max={TIMESHEET_LIMITS.fundWeeksMax}
        value={Number.isNaN(weeks) ? '' : weeks}
        onChange={(event) => {
          setWeeks(event.target.valueAsNumber);
          setError(undefined);
        }}
        error={error}
        aria-describedby={totalId}
      />
      <p id={totalId} className="text-nevoa-700 text-sm">
        {valid ? `${formatBRL(weeks * weekCostCents)} do saldo da sua carteira.` : ' '} Sem saldo? Use “Adicionar saldo”
        na Carteira.
      </p>
      <Button type="submit" size="md" loading={fund.isPending} fullWidth>
        Adicionar semanas
      </Button>
    </form>
  );
}
