import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  ZOpenDisputeRequest,
} from '@labora/shared/disputes';
import { Scale } from 'lucide-react';
import type { DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { formAlertOf } from '@/lib/form';
import { useOpenDispute } from '../api/open-dispute';
import { useCaseForm } from '../hooks/use-case-form';
import { CaseFilesField, CountedTextareaField } from './case-form-fields';
import { DialogFormActions } from './dialog-form-actions';

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
    clearAlert,
    sent,
    formState: { errors },
  } = useCaseForm(resolver, EMPTY, FAILED);

  const close = (next: boolean) => {
    if (openDispute.isPending) return;
    onOpenChange(next);
    if (!next) reset(EMPTY);
  };

  const submit = handleSubmit(({ reason, statement: text, files }) => {
    openDispute.mutate(
      { contractId, dispute: { reason, statement: text }, files },
      sent(DISPUTE_MESSAGES.opened, (dispute: { id: string }) => {
        onOpenChange(false);
        void navigate(paths.dispute(dispute.id));
      }),
    );
  });

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
          <CountedTextareaField
            label="O que aconteceu"
            rows={6}
            placeholder="Conte o que foi combinado, o que aconteceu e o que você espera. A outra parte e o moderador vão ler."
            control={control}
            field={register('statement', { onChange: clearAlert })}
            min={DISPUTE_LIMITS.statementMinLength}
            max={DISPUTE_LIMITS.statementMaxLength}
            error={errors.statement?.message}
          />
          <CaseFilesField control={control} name="files" label="Arquivos (opcional)" onChange={clearAlert} />
          <FormAlert message={formAlertOf(errors)} />
          <DialogFormActions pending={openDispute.isPending} icon={Scale}>
            Abrir disputa
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
