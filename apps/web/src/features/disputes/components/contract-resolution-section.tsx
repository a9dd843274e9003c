import type { TContractResolution } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { ArrowRight, Handshake, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { formatSaoPauloDateTime } from '@/lib/format';
import { useContractResolution } from '../api/get-contract-resolution';
import { AgreementForm } from './agreement-form';
import { DisputeStatusPill } from './dispute-status-pill';
import { OpenDisputeDialog } from './open-dispute-dialog';
import { PendingAgreement } from './pending-agreement';

export interface ResolutionContract {
  id: string;
  myRole: 'client' | 'freelancer';
  /** 'em_andamento' with escrow: the two ways out are open (the resolution confirms each). */
  inProgressWithEscrow: boolean;
}

/**
 * 'Problemas com o contrato?': ending by agreement (a split both accept) or a dispute with deadlines. Shown while
 * the contract is in progress with escrow, or once an agreement or a dispute exists.
 */
export function ContractResolutionSection({ contract }: { contract: ResolutionContract }) {
  const resolution = useContractResolution(contract.id);
  if (resolution.isPending) {
    return contract.inProgressWithEscrow ? (
      <ResolutionCard>
        <RowsSkeleton rows={1} label="Carregando opções de acordo e disputa" />
      </ResolutionCard>
    ) : null;
  }
  if (resolution.isError) {
    // On a contract with nothing to resolve, a failure here is no reason to clutter the page.
    return contract.inProgressWithEscrow ? (
      <ResolutionCard>
        <SectionLoadError
          title="Não foi possível carregar as opções de acordo e disputa."
          error={resolution.error}
          onRetry={() => void resolution.refetch()}
          retrying={resolution.isFetching}
        />
      </ResolutionCard>
    ) : null;
  }
  const data = resolution.data;
  const shown = contract.inProgressWithEscrow || data.agreement !== null || data.dispute !== null;
  if (!shown) return null;
  return (
    <ResolutionCard>
      <ResolutionBody contract={contract} resolution={data} />
    </ResolutionCard>
  );
}

function ResolutionCard({ children }: { children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Problemas com o contrato?
        </h2>
        <div className="mt-3 space-y-4">{children}</div>
      </Card>
    </section>
  );
}

function ResolutionBody({ contract, resolution }: { contract: ResolutionContract; resolution: TContractResolution }) {
  const [proposing, setProposing] = useState(false);
  const [opening, setOpening] = useState(false);
  const { agreement, dispute } = resolution;
  const pendingAgreement = agreement?.status === 'pending' ? agreement : null;

  return (
    <>
      {dispute && (
        <article aria-label="Disputa" className="space-y-2 rounded-2xl border border-nevoa-200 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-nevoa-950">Disputa</p>
            <DisputeStatusPill status={dispute.status} />
          </div>
          {dispute.nextStep && <p className="text-pretty text-nevoa-700 text-sm">{dispute.nextStep}</p>}
          {dispute.nextDeadline && (
            <p className="text-nevoa-700 text-sm">
              Próximo prazo: <strong>até {formatSaoPauloDateTime(dispute.nextDeadline)}</strong>
            </p>
          )}
          <ButtonLink to={paths.dispute(dispute.id)} variant="secondary" size="md" fullWidth>
            Ver disputa
            <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
        </article>
      )}

      {pendingAgreement && <PendingAgreement agreement={pendingAgreement} myRole={contract.myRole} />}
      {agreement && agreement.status !== 'pending' && agreement.status !== 'replaced' && (
        <p className="text-nevoa-600 text-sm">
          {agreement.status === 'accepted'
            ? `Acordo aceito: ${formatBRL(agreement.freelancerCents)} para o freelancer e ${formatBRL(agreement.clientCents)} de volta ao cliente.`
            : 'A última proposta de acordo foi recusada.'}
        </p>
      )}

      {(resolution.canProposeAgreement || resolution.canOpenDispute) && (
        <>
          <p className="text-pretty text-nevoa-600 text-sm">
            Vocês podem encerrar o contrato dividindo o valor em custódia ({formatBRL(resolution.escrowCents)}), ou
            abrir uma disputa para a Labora decidir, com prazos e uma justificativa escrita.
          </p>
          <div className="flex flex-col gap-2">
            {resolution.canProposeAgreement && !pendingAgreement && (
              <Button variant="secondary" size="md" onClick={() => setProposing(true)}>
                <Handshake aria-hidden className="size-4" />
                Propor encerramento por acordo
              </Button>
            )}
            {resolution.canOpenDispute && (
              <Button variant="secondary" size="md" onClick={() => setOpening(true)} className="text-danger-700!">
                <Scale aria-hidden className="size-4" />
                Abrir disputa
              </Button>
            )}
          </div>
        </>
      )}

      <Dialog open={proposing} onOpenChange={setProposing}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogTitle>Propor encerramento por acordo</DialogTitle>
          <DialogDescription className="mt-2 text-pretty">
            Diga quanto do valor em custódia vai para o freelancer; o resto volta ao cliente.
          </DialogDescription>
          <div className="mt-6">
            <AgreementForm
              contractId={contract.id}
              escrowCents={resolution.escrowCents}
              onDone={() => setProposing(false)}
              onCancel={() => setProposing(false)}
            />
          </div>
        </DialogContent>
      </Dialog>
      <OpenDisputeDialog contractId={contract.id} open={opening} onOpenChange={setOpening} />
    </>
  );
}
