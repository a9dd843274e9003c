import type { TJob } from '@labora/shared/jobs';
import { formatBRL } from '@labora/shared/money';
import type { TProposal } from '@labora/shared/proposals';
import { TIMESHEET_LIMITS, TIMESHEET_MESSAGES } from '@labora/shared/timesheets';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAcceptProposal, useRejectProposal } from '../api/answer-proposal';
import { PROPOSAL_FORM_MESSAGES } from '../lib/proposal-form';
import { ProposalAnswerActions } from './proposal-answer-actions';

const ANSWER_FAILED = 'Não foi possível responder à proposta. Tente novamente.';

type Answerable = Pick<TProposal, 'id' | 'amountCents' | 'deliveryDays' | 'freelancer'>;
type Answer = { proposal: Answerable; action: 'accept' | 'reject' };

/**
 * The owner's answer to a proposal, confirmed first: accepting makes the contract and opens it; declining
 * cannot be undone. `actionsFor` gives a proposal's buttons, which open the dialog; render `dialog` once on the screen.
 */
export function useProposalAnswer(job: Pick<TJob, 'id' | 'status'> & Partial<Pick<TJob, 'projectType'>>) {
  const jobId = job.id;
  const navigate = useNavigate();
  const accept = useAcceptProposal(jobId);
  const reject = useRejectProposal(jobId);
  // The answer stays set while the dialog closes, so its text does not change during the exit animation.
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [confirming, setConfirming] = useState(false);
  // An hourly job: the weekly limit of hours the contract bills at most (shared/timesheets.ts).
  const hourly = job.projectType === 'hourly';
  const [weeklyLimit, setWeeklyLimit] = useState<number>(TIMESHEET_LIMITS.weeklyLimitDefault);
  const limitValid =
    Number.isInteger(weeklyLimit) &&
    weeklyLimit >= TIMESHEET_LIMITS.weeklyLimitMin &&
    weeklyLimit <= TIMESHEET_LIMITS.weeklyLimitMax;

  const onError = (error: unknown) => {
    toast.error(errorMessage(error, { fallback: ANSWER_FAILED, network: PROPOSAL_FORM_MESSAGES.network }));
    setConfirming(false);
  };

  const ask = (proposal: Answerable, action: Answer['action']) => {
    setAnswer({ proposal, action });
    setConfirming(true);
  };

  const confirm = () => {
    if (!answer) return;
    if (answer.action === 'accept') {
      if (hourly && !limitValid) return;
      const input = hourly
        ? { proposalId: answer.proposal.id, body: { weeklyLimitHours: weeklyLimit } }
        : answer.proposal.id;
      accept.mutate(input, {
        onSuccess: ({ message, contractId }) => {
          toast.success(message);
          navigate(paths.contract(contractId));
        },
        onError,
      });
    } else {
      reject.mutate(answer.proposal.id, {
        onSuccess: ({ message }) => {
          toast.success(message);
          setConfirming(false);
        },
        onError,
      });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      pending={accept.isPending || reject.isPending}
      title={answer?.action === 'accept' ? 'Aceitar esta proposta?' : 'Recusar esta proposta?'}
      confirmLabel={answer?.action === 'accept' ? 'Aceitar e contratar' : 'Recusar proposta'}
      tone={answer?.action === 'reject' ? 'danger' : 'default'}
      onConfirm={confirm}
      description={
        answer?.action === 'accept' ? (
          hourly ? (
            <>
              <p>
                Um contrato por hora de {formatBRL(answer.proposal.amountCents)}/hora será criado com{' '}
                {answer.proposal.freelancer.name}. Você paga uma semana no limite para começar e aprova as horas a cada
                semana.
              </p>
              <TextField
                label="Limite semanal de horas"
                type="number"
                inputMode="numeric"
                min={TIMESHEET_LIMITS.weeklyLimitMin}
                max={TIMESHEET_LIMITS.weeklyLimitMax}
                value={Number.isNaN(weeklyLimit) ? '' : weeklyLimit}
                onChange={(event) => setWeeklyLimit(event.target.valueAsNumber)}
                error={limitValid ? undefined : TIMESHEET_MESSAGES.weeklyLimitInvalid}
                hint={
                  limitValid
                    ? `Primeiro pagamento: ${formatBRL(weeklyLimit * answer.proposal.amountCents)} (uma semana). Horas acima do limite não são cobradas.`
                    : undefined
                }
              />
              <p>O trabalho será encerrado e as demais propostas pendentes serão recusadas.</p>
            </>
          ) : (
            <>
              <p>
                Um contrato de {formatBRL(answer.proposal.amountCents)} será criado com{' '}
                {answer.proposal.freelancer.name}, com entrega em {plural(answer.proposal.deliveryDays, 'dia', 'dias')}.
              </p>
              <p>O trabalho será encerrado e as demais propostas pendentes serão recusadas.</p>
            </>
          )
        ) : (
          <p>
            {answer?.proposal.freelancer.name} verá que a proposta foi recusada. Esta resposta não pode ser desfeita.
          </p>
        )
      }
    />
  );

  const actionsFor = (proposal: Answerable & Pick<TProposal, 'status' | 'contractId'>) => (
    <ProposalAnswerActions proposal={proposal} jobStatus={job.status} onAnswer={(kind) => ask(proposal, kind)} />
  );

  return { actionsFor, dialog };
}
