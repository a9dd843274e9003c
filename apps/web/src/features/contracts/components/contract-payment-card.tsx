import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import { formatBps, LABORA_FEE_BPS, netCents } from '@labora/shared/wallet';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The contract's money: 'Pague para iniciar' for a client whose contract awaits payment, 'Pagamento garantido'
 * for both sides while the escrow holds it. Nothing once the escrow is empty (released or refunded).
 */
export function ContractPaymentCard({ contract }: { contract: TContract }) {
  const headingId = useId();
  const isClient = contract.myRole === 'client';
  // The freelancer waiting for the payment reads it in 'Próximos passos', beside the disabled 'Iniciar trabalho'.
  const awaiting = isClient && contract.status === 'aguardando_inicio' && !contract.fundedAt;
  const guaranteed = contract.fundedAt !== null && contract.escrowCents > 0;
  if (!awaiting && !guaranteed) return null;

  const title = awaiting ? 'Pague para iniciar' : 'Pagamento garantido';
  const Icon = awaiting ? CreditCard : ShieldCheck;
  return (
    <section aria-labelledby={headingId}>
      <Card
        className={cn(
          'p-5 shadow-sm sm:p-6',
          guaranteed ? 'border-brand-200 bg-brand-50/50' : 'border-sol-300 bg-sol-50/60',
        )}
      >
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-xl',
              guaranteed ? 'bg-brand-700 text-white' : 'bg-sol-100 text-sol-800',
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
              {title}
            </h2>
            {guaranteed && (
              <p className="font-extrabold text-2xl text-brand-800 tabular-nums">
                {formatBRL(contract.escrowCents)}
                <span className="ml-1.5 font-semibold text-nevoa-600 text-sm">em custódia</span>
              </p>
            )}
          </div>
        </div>
        <p className="mt-3 text-pretty text-nevoa-700 text-sm">{explanation(contract)}</p>
        {awaiting && (
          <ButtonLink to={paths.paymentOf(contract.id)} size="md" fullWidth className="mt-4">
            <CreditCard aria-hidden className="size-4" />
            Pague para iniciar
          </ButtonLink>
        )}
      </Card>
    </section>
  );
}

function explanation(contract: TContract): string {
  const client = contract.client.name;
  const freelancer = contract.freelancer.name;
  const fee = formatBps(LABORA_FEE_BPS);
  if (!contract.fundedAt && contract.hourlyRateCents !== null) {
    return `${freelancer} começa depois que você pagar a primeira semana: ${formatBRL(contract.valueCents)} (${contract.weeklyLimitHours} h × ${formatBRL(contract.hourlyRateCents)}). O valor fica em custódia na Labora e paga as horas aprovadas a cada semana.`;
  }
  if (!contract.fundedAt) {
    return `${freelancer} começa depois que você pagar ${formatBRL(contract.valueCents)}. O valor fica em custódia na Labora e só vai para ${freelancer} quando você liberar. Se o contrato for cancelado antes de começar, o valor volta para a sua carteira.`;
  }
  // An hourly contract pays its weeks from the escrow as they are approved ('Horas registradas').
  if (contract.hourlyRateCents !== null) {
    return contract.myRole === 'client'
      ? `O valor está guardado pela Labora e paga as horas de ${freelancer} a cada extrato semanal aprovado. O que sobrar volta para a sua carteira quando o contrato terminar.`
      : `O valor já está guardado pela Labora. Cada semana de horas aprovada por ${client} vai para a sua carteira (menos a taxa de ${fee} da Labora).`;
  }
  return contract.myRole === 'client'
    ? `O valor está guardado pela Labora. Libere o pagamento para ${freelancer} quando receber a entrega, de uma vez ou por etapas.`
    : `O valor já está guardado pela Labora. Quando ${client} liberar, você recebe ${formatBRL(netCents(contract.escrowCents, LABORA_FEE_BPS))} (menos a taxa de ${fee} da Labora).`;
}
