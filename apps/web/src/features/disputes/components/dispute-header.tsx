import { DISPUTE_REASON_LABELS, type TDispute } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { Card } from '@/components/ui/card';
import { StatusPill } from '@/components/ui/status-pill';
import { formatDateTime } from '@/lib/format';
import { SIDE_LABELS } from '../lib/labels';
import { DisputeStatusPill } from './dispute-status-pill';

/** The case at a glance: the contract, the status, the reason, the two sides and the escrow it holds frozen. */
export function DisputeHeader({ dispute }: { dispute: TDispute }) {
  const closed = dispute.status === 'closed';
  return (
    <Card className="p-5 shadow-sm sm:p-8">
      <p className="font-semibold text-brand-700 text-sm">Disputa</p>
      <h1 className="mt-1 text-balance font-extrabold text-2xl text-nevoa-950 tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
        {dispute.contractTitle}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <DisputeStatusPill status={dispute.status} size="md" />
        {dispute.flagged && (
          <StatusPill tone="danger" size="md">
            Atrasado
          </StatusPill>
        )}
        {dispute.escalated && (
          <StatusPill tone="orange" size="md">
            Escalado
          </StatusPill>
        )}
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-nevoa-600">Motivo</dt>
          <dd className="font-semibold text-nevoa-900">{DISPUTE_REASON_LABELS[dispute.reason]}</dd>
        </div>
        <div>
          <dt className="text-nevoa-600">{closed ? 'Valor da disputa' : 'Valor congelado em custódia'}</dt>
          <dd className="font-bold text-brand-800 text-lg tabular-nums">{formatBRL(dispute.escrowCents)}</dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Aberta por</dt>
          <dd className="font-semibold text-nevoa-900">
            {dispute.openedBy === 'client' ? dispute.client.name : dispute.freelancer.name} (
            {SIDE_LABELS[dispute.openedBy].toLowerCase()}) em {formatDateTime(dispute.createdAt)}
          </dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Partes</dt>
          <dd className="font-semibold text-nevoa-900">
            {dispute.client.name} (cliente) · {dispute.freelancer.name} (freelancer)
          </dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Moderador</dt>
          <dd className="font-semibold text-nevoa-900">{dispute.moderator?.name ?? 'Ainda não atribuído'}</dd>
        </div>
      </dl>
    </Card>
  );
}
