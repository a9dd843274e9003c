import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWithdrawProposal } from '../api/answer-proposal';
import { PROPOSAL_FORM_MESSAGES } from '../lib/proposal-form';

/** The proposal to take back; with the client's name and the job's title when the screen knows them. */
type Withdrawable = { id: string; jobTitle?: string; clientName?: string };

/**
 * A freelancer taking back a pending proposal, confirmed first (it cannot be sent again). `ask` opens the
 * dialog; render `dialog` once on the screen.
 */
export function useProposalWithdrawal(jobId: string) {
  const withdraw = useWithdrawProposal(jobId);
  // Kept while the dialog closes, so its text does not change during the exit animation.
  const [target, setTarget] = useState<Withdrawable | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (proposal: Withdrawable) => {
    setTarget(proposal);
    setOpen(true);
  };
  const confirm = () => {
    if (!target) return;
    withdraw.mutate(target.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) =>
        toast.error(
          errorMessage(error, {
            fallback: 'Não foi possível retirar a proposta. Tente novamente.',
            network: PROPOSAL_FORM_MESSAGES.network,
          }),
        ),
      onSettled: () => setOpen(false),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={withdraw.isPending}
      title="Retirar sua proposta?"
      confirmLabel="Retirar proposta"
      tone="danger"
      onConfirm={confirm}
      description={
        <>
          <p>
            {target?.clientName && target.jobTitle
              ? `${target.clientName} deixará de ver sua proposta para “${target.jobTitle}”.`
              : 'O cliente deixará de ver sua proposta.'}
          </p>
          <p>
            Cada freelancer pode enviar uma proposta por trabalho: depois de retirada, não será possível enviar outra.
          </p>
        </>
      }
    />
  );
  return { ask, dialog };
}
