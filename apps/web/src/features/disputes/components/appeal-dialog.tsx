import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, ZAppealDisputeRequest } from '@labora/shared/disputes';
import { Undo2 } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { formAlertOf } from '@/lib/form';
import { useAppealDispute } from '../api/appeal-dispute';
import { useCaseForm } from '../hooks/use-case-form';
import { CountedTextareaField } from './case-form-fields';
import { DialogFormActions } from './dialog-form-actions';

const FAILED = 'Não foi possível enviar o recurso. Tente novamente.';
const resolver = zodResolver(ZAppealDisputeRequest);
const EMPTY = { reason: '' };

interface AppealDialogProps {
  disputeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Recorrer': once per case, with a written reason; an admin who did not decide the case reviews it. */
export function AppealDialog({ disputeId, open, onOpenChange }: AppealDialogProps) {
  const appeal = useAppealDispute();
  const {
    register,
    control,
    handleSubmit,
    reset,
    sent,
    formState: { errors },
  } = useCaseForm(resolver, EMPTY, FAILED);

  const close = (next: boolean) => {
    if (appeal.isPending) return;
    onOpenChange(next);
    if (!next) reset(EMPTY);
  };

  const submit = handleSubmit((request) => {
    appeal.mutate(
      { disputeId, request },
      sent(DISPUTE_MESSAGES.appealed, () => close(false)),
    );
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>Recorrer da decisão</DialogTitle>
        <DialogDescription className="mt-2 text-pretty">
          Cada disputa admite um só recurso. O valor continua congelado até um administrador confirmar ou alterar a
          decisão, com uma justificativa escrita.
        </DialogDescription>
        <form onSubmit={submit} noValidate aria-label="Recorrer da decisão" className="mt-6 space-y-5">
          <CountedTextareaField
            label="Por que você recorre"
            rows={5}
            control={control}
            field={register('reason')}
            min={DISPUTE_LIMITS.appealMinLength}
            max={DISPUTE_LIMITS.reasonMaxLength}
            error={errors.reason?.message}
          />
          <FormAlert message={formAlertOf(errors)} />
          <DialogFormActions pending={appeal.isPending} icon={Undo2}>
            Enviar recurso
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
