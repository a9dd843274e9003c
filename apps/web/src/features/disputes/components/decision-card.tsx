import { DISPUTE_MESSAGES, type TDispute, type TDisputeDecision } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { formatBps, LABORA_FEE_BPS } from '@labora/shared/wallet';
import { Check, Gavel, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { StatusPill } from '@/components/ui/status-pill';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatSaoPauloDateTime } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useAcceptDecision } from '../api/accept-decision';
import { DECISION_SOURCE_LABELS, SIDE_LABELS } from '../lib/labels';
import { AppealDialog } from './appeal-dialog';

const ACCEPT_FAILED = 'Não foi possível aceitar a decisão. Tente novamente.';

type DecisionDispute = Pick<TDispute, 'id' | 'allowedActions' | 'acceptedBy' | 'appealedBy' | 'deadlines'> & {
  decision: TDisputeDecision;
};

/** The decision both sides read: the split, the net after the fee, the written reason; accept or appeal as allowed. */
export function DecisionCard({ dispute }: { dispute: DecisionDispute }) {
  const headingId = useId();
  const { decision } = dispute;
  const accept = useAcceptDecision();
  const keys = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const [appealing, setAppealing] = useState(false);
  const allowed = new Set(dispute.allowedActions);

  const onAccept = () => {
    keys
      .send({ disputeId: dispute.id, accept: true }, (idempotencyKey) =>
        accept.mutateAsync({ disputeId: dispute.id, idempotencyKey }),
      )
      .then(
        () => {
          toast.success(DISPUTE_MESSAGES.accepted);
          setConfirming(false);
        },
        (error: unknown) => toast.error(errorMessage(error, { fallback: ACCEPT_FAILED, network: NETWORK_MESSAGE })),
      );
  };

  return (
    <section aria-labelledby={headingId}>
      <Card className="border-brand-200 p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-nevoa-950">
            <Gavel aria-hidden className="size-5 text-brand-700" />
            {decision.final ? 'Decisão final' : 'Decisão'}
          </h2>
          {decision.final && (
            <StatusPill tone="green" dot>
              Pagamento feito
            </StatusPill>
          )}
        </div>
        <p className="mt-1 text-nevoa-600 text-sm">
          {DECISION_SOURCE_LABELS[decision.source]} · {formatDateTime(decision.decidedAt)}
        </p>
        <dl className="mt-4 space-y-1.5 rounded-2xl bg-nevoa-50 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-nevoa-600">Para o freelancer</dt>
            <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(decision.freelancerCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-nevoa-600">De volta ao cliente</dt>
            <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(decision.clientCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-nevoa-600">Freelancer recebe (menos a taxa de {formatBps(LABORA_FEE_BPS)})</dt>
            <dd className="font-bold text-brand-800 tabular-nums">{formatBRL(decision.freelancerNetCents)}</dd>
          </div>
        </dl>
        <h3 className="mt-4 font-semibold text-nevoa-950 text-sm">Justificativa</h3>
        <p className="mt-1 whitespace-pre-line text-pretty text-nevoa-800 text-sm [overflow-wrap:anywhere]">
          {decision.reason}
        </p>
        {dispute.acceptedBy.length > 0 && (
          <p className="mt-3 text-nevoa-600 text-sm">
            Aceita por: {dispute.acceptedBy.map((side) => SIDE_LABELS[side].toLowerCase()).join(' e ')}.
          </p>
        )}
        {dispute.appealedBy && (
          <p className="mt-3 text-nevoa-600 text-sm">
            O {SIDE_LABELS[dispute.appealedBy].toLowerCase()} recorreu desta decisão.
          </p>
        )}
        {!decision.final && dispute.deadlines.appealBy && (
          <p className="mt-3 text-nevoa-700 text-sm">
            Sem recurso até {formatSaoPauloDateTime(dispute.deadlines.appealBy)}, o pagamento é feito assim.
          </p>
        )}
        {(allowed.has('accept') || allowed.has('appeal')) && (
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            {allowed.has('accept') && (
              <Button size="md" disabled={accept.isPending} onClick={() => setConfirming(true)}>
                <Check aria-hidden className="size-4" />
                Aceitar decisão
              </Button>
            )}
            {allowed.has('appeal') && (
              <Button variant="secondary" size="md" onClick={() => setAppealing(true)}>
                <Undo2 aria-hidden className="size-4" />
                Recorrer
              </Button>
            )}
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        cancelLabel="Voltar"
        title="Aceitar a decisão?"
        description={
          <p>Aceitando, você abre mão do recurso. Quando as duas partes aceitam, o pagamento é feito como decidido.</p>
        }
        confirmLabel="Sim, aceitar decisão"
        onConfirm={onAccept}
        pending={accept.isPending}
      />
      {allowed.has('appeal') && <AppealDialog disputeId={dispute.id} open={appealing} onOpenChange={setAppealing} />}
    </section>
  );
}
