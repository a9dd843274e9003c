import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, ZAppealDisputeRequest } from '@labora/shared/disputes';
import { Undo2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useAppealDispute } from '../api/appeal-dispute';
import { countHint } from '../lib/count-hint';

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
    setError,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY });
  const reason = useWatch({ control, name: 'reason' });

  const close = (next: boolean) => {
    if (appeal.isPending) return;
    onOpenChange(next);
    if (!next) reset(EMPTY);
  };

  const submit = handleSubmit((request) => {
    appeal.mutate(
      { disputeId, request },
      {
        onSuccess: () => {
          toast.success(DISPUTE_MESSAGES.appealed);
          close(false);
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
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
          <TextareaField
            label="Por que você recorre"
            rows={5}
            maxLength={DISPUTE_LIMITS.reasonMaxLength}
            hint={countHint(reason.length, DISPUTE_LIMITS.appealMinLength, DISPUTE_LIMITS.reasonMaxLength)}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <FormAlert message={formAlertOf(errors)} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" size="md" disabled={appeal.isPending}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" size="md" loading={appeal.isPending}>
              {!appeal.isPending && <Undo2 aria-hidden className="size-4" />}
              Enviar recurso
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
