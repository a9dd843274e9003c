import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  ZOpenDisputeRequest,
} from '@labora/shared/disputes';
import { Scale } from 'lucide-react';
import { Controller, type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { AttachmentsInput } from '@/components/attachments-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useOpenDispute } from '../api/open-dispute';
import { countHint } from '../lib/count-hint';

const FAILED = 'Não foi possível abrir a disputa. Tente novamente.';

// The server's schema for the reason and the statement; the files were checked as they were picked.
const schema = ZOpenDisputeRequest.extend({ files: z.custom<File[]>() });
type OpenDisputeFormValues = z.input<typeof schema>;
const resolver = zodResolver(schema);
// No reason chosen yet: the select shows its placeholder and the schema answers 'Escolha o motivo da disputa.'
const EMPTY: DefaultValues<OpenDisputeFormValues> = { statement: '', files: [] };

interface OpenDisputeDialogProps {
  contractId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Abrir disputa': the reason, what happened (30 to 5.000 characters) and optional files. Opened, the escrow
 * freezes and the reader goes to the dispute's page, where the deadlines are.
 */
export function OpenDisputeDialog({ contractId, open, onOpenChange }: OpenDisputeDialogProps) {
  const openDispute = useOpenDispute();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<OpenDisputeFormValues, unknown, z.output<typeof schema>>({ resolver, defaultValues: EMPTY });
  const statement = useWatch({ control, name: 'statement' }) ?? '';

  const close = (next: boolean) => {
    if (openDispute.isPending) return;
    onOpenChange(next);
    if (!next) reset(EMPTY);
  };

  const submit = handleSubmit(({ reason, statement: text, files }) => {
    openDispute.mutate(
      { contractId, dispute: { reason, statement: text }, files },
      {
        onSuccess: (dispute) => {
          toast.success(DISPUTE_MESSAGES.opened);
          onOpenChange(false);
          void navigate(paths.dispute(dispute.id));
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });
  const clearAlert = () => clearErrors('root');

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>Abrir disputa</DialogTitle>
        <DialogDescription className="mt-2 text-pretty">
          O valor em custódia fica congelado até a decisão. A outra parte tem {DISPUTE_LIMITS.answerBusinessDays} dias
          úteis para responder, e um moderador da Labora decide com uma justificativa escrita.
        </DialogDescription>
        <form onSubmit={submit} noValidate aria-label="Abrir disputa" className="mt-6 space-y-5">
          <SelectField
            label="Motivo"
            defaultValue=""
            error={errors.reason?.message}
            {...register('reason', { onChange: clearAlert })}
          >
            <option value="" disabled>
              Escolha o motivo
            </option>
            {DISPUTE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {DISPUTE_REASON_LABELS[reason]}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="O que aconteceu"
            rows={6}
            maxLength={DISPUTE_LIMITS.statementMaxLength}
            placeholder="Conte o que foi combinado, o que aconteceu e o que você espera. A outra parte e o moderador vão ler."
            hint={countHint(statement.length, DISPUTE_LIMITS.statementMinLength, DISPUTE_LIMITS.statementMaxLength)}
            error={errors.statement?.message}
            {...register('statement', { onChange: clearAlert })}
          />
          <Controller
            control={control}
            name="files"
            render={({ field }) => (
              <AttachmentsInput
                label="Arquivos (opcional)"
                ref={field.ref}
                value={field.value ?? []}
                onChange={(next) => {
                  field.onChange(next);
                  clearAlert();
                }}
              />
            )}
          />
          <FormAlert message={formAlertOf(errors)} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" size="md" disabled={openDispute.isPending}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" size="md" loading={openDispute.isPending}>
              {!openDispute.isPending && <Scale aria-hidden className="size-4" />}
              Abrir disputa
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
