import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { Ban, CircleCheck, HandCoins, MessageSquare, Play, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useContractAction } from '../hooks/use-contract-action';
import { ProgressForm } from './progress-form';
import { ReleasePaymentDialog } from './release-payment-dialog';

/** What happens next, from the reader's side of the contract. */
function nextStep(contract: TContract): string {
  const client = contract.client.name;
  const freelancer = contract.freelancer.name;
  const mine = contract.myRole === 'freelancer';
  switch (contract.status) {
    case 'aguardando_inicio':
      // The work starts only once the client's payment is in escrow (ContractPaymentCard says how).
      if (!contract.fundedAt) {
        return mine
          ? `Aguardando ${client} pagar o contrato. Depois disso você inicia o trabalho por aqui.`
          : `Pague o contrato para que ${freelancer} possa iniciar o trabalho.`;
      }
      // A gig's contract came from the freelancer accepting the client's order, not the other way round.
      if (mine && !contract.jobId)
        return `Você aceitou o pedido de ${client}. Quando começar, inicie o trabalho por aqui.`;
      return mine
        ? `${client} aceitou sua proposta. Quando começar, inicie o trabalho por aqui.`
        : `Aguardando ${freelancer} iniciar o trabalho.`;
    case 'em_andamento':
      return mine
        ? `Informe o progresso conforme avança e use “Entregar” ao terminar: ${client} libera o pagamento ou pede alterações (sem resposta em 7 dias, o pagamento é liberado automaticamente).`
        : `${freelancer} está trabalhando. Quando receber a entrega, libere o pagamento ou marque o contrato como concluído.`;
    case 'concluido':
      return 'Trabalho concluído. Agora é hora de avaliar.';
    case 'cancelado':
      return 'Este contrato foi cancelado.';
    default:
      return 'Não há ações disponíveis para este contrato.';
  }
}

interface ContractActionsProps {
  contract: TContract;
  /** 'Avaliar agora': takes the reader to the review form, which the contract screen shows below. */
  onReview: () => void;
  /**
   * Why the escrow cannot move now (an open dispute freezes it; the API refuses with DISPUTE_OPEN): releasing and
   * concluding are off, with this note beside them.
   */
  frozenNote?: string;
}

/** The moves the server allows the reader now, and only those; concluding and cancelling ask first. */
export function ContractActions({ contract, onReview, frozenNote }: ContractActionsProps) {
  const headingId = useId();
  const { run, pending, pendingAction } = useContractAction(contract.id);
  const [confirming, setConfirming] = useState<'conclude' | 'cancel' | null>(null);
  const [releasing, setReleasing] = useState(false);
  const notFundedId = useId();
  const frozenId = useId();
  const frozen = Boolean(frozenNote);
  const allowed = new Set(contract.allowedActions);
  const other = contract.myRole === 'client' ? contract.freelancer : contract.client;

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Próximos passos
        </h2>
        <p className="mt-1 text-pretty text-nevoa-600 text-sm">{nextStep(contract)}</p>

        {allowed.has('progress') && (
          <ProgressForm
            // A new value from the server (another tab) starts the form over.
            key={contract.progress}
            initial={contract.progress}
            pending={pendingAction === 'progress'}
            onSubmit={(progress) => run({ action: 'progress', progress })}
            className="mt-5 border-nevoa-200 border-t pt-5"
          />
        )}

        <div className="mt-5 flex flex-col gap-2">
          {allowed.has('start') && (
            <>
              <Button
                size="md"
                loading={pendingAction === 'start'}
                // The API refuses to start before the escrow holds the value; say so instead of failing.
                disabled={pending || !contract.fundedAt}
                aria-describedby={contract.fundedAt ? undefined : notFundedId}
                onClick={() => run({ action: 'start' })}
              >
                {pendingAction !== 'start' && <Play aria-hidden className="size-4" />}
                Iniciar trabalho
              </Button>
              {!contract.fundedAt && (
                <p id={notFundedId} className="text-pretty text-nevoa-600 text-sm">
                  {WALLET_MESSAGES.contractNotFunded}
                </p>
              )}
            </>
          )}
          {contract.canReview && (
            // On a phone the review form is a long scroll below; this is the way there.
            <Button size="md" onClick={onReview}>
              <Star aria-hidden className="size-4" />
              Avaliar agora
            </Button>
          )}
          {allowed.has('conclude') && frozen && (
            <p id={frozenId} className="rounded-xl bg-sol-50 px-3 py-2 font-semibold text-pretty text-sol-900 text-sm">
              {frozenNote}
            </p>
          )}
          {/* An hourly contract's escrow leaves through its weekly statements ('Horas registradas'). */}
          {allowed.has('conclude') && contract.escrowCents > 0 && contract.hourlyRateCents === null && (
            <Button
              size="md"
              disabled={pending || frozen}
              aria-describedby={frozen ? frozenId : undefined}
              onClick={() => setReleasing(true)}
            >
              <HandCoins aria-hidden className="size-4" />
              Liberar pagamento
            </Button>
          )}
          {allowed.has('conclude') && (
            <Button
              variant={contract.escrowCents > 0 ? 'secondary' : 'primary'}
              size="md"
              disabled={pending || frozen}
              aria-describedby={frozen ? frozenId : undefined}
              onClick={() => setConfirming('conclude')}
            >
              <CircleCheck aria-hidden className="size-4" />
              Marcar como concluído
            </Button>
          )}
          <ButtonLink to={paths.contractConversation(contract.id)} variant="secondary" size="md">
            <MessageSquare aria-hidden className="size-4" />
            Enviar Mensagem<span className="sr-only"> para {other.name}</span>
          </ButtonLink>
          {allowed.has('cancel') && (
            <Button
              variant="secondary"
              size="md"
              disabled={pending}
              onClick={() => setConfirming('cancel')}
              className="text-danger-700!"
            >
              <Ban aria-hidden className="size-4" />
              Cancelar contrato
            </Button>
          )}
        </div>
      </Card>

      <ConfirmDialog
        cancelLabel="Voltar"
        open={confirming === 'conclude'}
        onOpenChange={(open) => setConfirming(open ? 'conclude' : null)}
        title="Marcar como concluído?"
        description={
          <>
            <p>
              Confirme que {contract.freelancer.name} entregou <strong>{contract.title}</strong>.
            </p>
            {contract.escrowCents > 0 && contract.hourlyRateCents !== null && (
              <p>
                As horas registradas até agora fecham em um extrato, os extratos pendentes são aprovados e pagos a{' '}
                {contract.freelancer.name}, e o restante da custódia volta para a sua carteira.
              </p>
            )}
            {contract.escrowCents > 0 && contract.hourlyRateCents === null && (
              <p>
                O valor em custódia, {formatBRL(contract.escrowCents)}, é liberado para {contract.freelancer.name}{' '}
                (menos a taxa da Labora).
              </p>
            )}
            <p>Depois disso o contrato não volta a andamento, e vocês dois podem se avaliar.</p>
          </>
        }
        confirmLabel="Sim, concluir contrato"
        onConfirm={() => run({ action: 'conclude' }, { onDone: () => setConfirming(null) })}
        pending={pendingAction === 'conclude'}
      />
      <ConfirmDialog
        cancelLabel="Voltar"
        open={confirming === 'cancel'}
        onOpenChange={(open) => setConfirming(open ? 'cancel' : null)}
        title="Cancelar este contrato?"
        description={
          <p>
            <strong>{contract.title}</strong> será cancelado para você e para {other.name}. Não dá para desfazer.
            {contract.escrowCents > 0 &&
              ` O valor pago, ${formatBRL(contract.escrowCents)}, volta para a carteira de ${contract.client.name}.`}
          </p>
        }
        confirmLabel="Sim, cancelar contrato"
        onConfirm={() => run({ action: 'cancel' }, { onDone: () => setConfirming(null) })}
        pending={pendingAction === 'cancel'}
        tone="danger"
      />
      {allowed.has('conclude') && (
        <ReleasePaymentDialog contract={contract} open={releasing} onOpenChange={setReleasing} />
      )}
    </section>
  );
}
