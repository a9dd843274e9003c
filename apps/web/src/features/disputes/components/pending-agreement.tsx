import { DISPUTE_MESSAGES, type TAgreement } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { StatusPill } from '@/components/ui/status-pill';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useAcceptAgreement } from '../api/accept-agreement';
import { useDeclineAgreement } from '../api/decline-agreement';
import { SIDE_LABELS } from '../lib/labels';

const ACCEPT_FAILED = 'Não foi possível aceitar o acordo. Tente novamente.';
const DECLINE_FAILED = 'Não foi possível recusar o acordo. Tente novamente.';

interface PendingAgreementProps {
  agreement: TAgreement;
  myRole: 'client' | 'freelancer';
}

/** The agreement under discussion: the split, and 'Aceitar acordo' / 'Recusar' for the side that did not propose it. */
export function PendingAgreement({ agreement, myRole }: PendingAgreementProps) {
  const accept = useAcceptAgreement();
  const decline = useDeclineAgreement();
  const keys = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const mine = agreement.proposedBy === myRole;
  const busy = accept.isPending || decline.isPending;
  const ids = { contractId: agreement.contractId, agreementId: agreement.id };

  const onAccept = () => {
    keys
      .send(ids, (idempotencyKey) => accept.mutateAsync({ ...ids, idempotencyKey }))
      .then(
        () => {
          toast.success(DISPUTE_MESSAGES.agreementAccepted);
          setConfirming(false);
        },
        (error: unknown) => toast.error(errorMessage(error, { fallback: ACCEPT_FAILED, network: NETWORK_MESSAGE })),
      );
  };
  const onDecline = () =>
    decline.mutate(ids, {
      onSuccess: () => toast.success(DISPUTE_MESSAGES.agreementDeclined),
      onError: (error) => toast.error(errorMessage(error, { fallback: DECLINE_FAILED, network: NETWORK_MESSAGE })),
    });

  return (
    <article aria-label="Proposta de acordo" className="space-y-3 rounded-2xl border border-nevoa-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-nevoa-950">
          Proposta de acordo {mine ? 'sua' : `do ${SIDE_LABELS[agreement.proposedBy].toLowerCase()}`}
        </p>
        {mine && (
          <StatusPill tone="yellow" dot>
            Aguardando resposta
          </StatusPill>
        )}
      </div>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-nevoa-600">Para o freelancer</dt>
          <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(agreement.freelancerCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-nevoa-600">De volta ao cliente</dt>
          <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(agreement.clientCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-nevoa-600">Freelancer recebe, após a taxa</dt>
          <dd className="font-semibold text-brand-800 tabular-nums">{formatBRL(agreement.freelancerNetCents)}</dd>
        </div>
      </dl>
      <p className="text-nevoa-600 text-xs">Proposto em {formatDateTime(agreement.createdAt)}.</p>
      {!mine && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button size="md" disabled={busy} onClick={() => setConfirming(true)}>
            <Check aria-hidden className="size-4" />
            Aceitar acordo
          </Button>
          <Button variant="secondary" size="md" loading={decline.isPending} disabled={busy} onClick={onDecline}>
            {!decline.isPending && <X aria-hidden className="size-4" />}
            Recusar
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        cancelLabel="Voltar"
        title="Aceitar o acordo?"
        description={
          <p>
            {formatBRL(agreement.freelancerCents)} vão para o freelancer (que recebe{' '}
            {formatBRL(agreement.freelancerNetCents)} após a taxa) e {formatBRL(agreement.clientCents)} voltam ao
            cliente. O contrato é encerrado e não dá para desfazer.
          </p>
        }
        confirmLabel="Sim, aceitar acordo"
        onConfirm={onAccept}
        pending={accept.isPending}
      />
    </article>
  );
}
