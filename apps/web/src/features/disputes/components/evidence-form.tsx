import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, ZAddEvidenceRequest } from '@labora/shared/disputes';
import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AttachmentsInput } from '@/components/attachments-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useAddEvidence } from '../api/add-evidence';
import { countHint } from '../lib/count-hint';

const FAILED = 'Não foi possível adicionar a evidência. Tente novamente.';
// The server's schema for the note; a note or a file (or both), as the API requires.
const schema = ZAddEvidenceRequest.extend({ files: z.custom<File[]>() }).refine(
  ({ text, files }) => text.trim().length > 0 || files.length > 0,
  { message: DISPUTE_MESSAGES.evidenceRequired, path: ['text'] },
);
const resolver = zodResolver(schema);
const EMPTY: z.input<typeof schema> = { text: '', files: [] };

/** 'Adicionar evidência': a note, files or both, until a moderator takes the case. */
export function EvidenceForm({ disputeId }: { disputeId: string }) {
  const headingId = useId();
  const add = useAddEvidence();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY });
  const text = useWatch({ control, name: 'text' });

  const submit = handleSubmit(({ text: note, files }) => {
    add.mutate(
      { disputeId, evidence: { text: note }, files },
      {
        onSuccess: () => {
          toast.success(DISPUTE_MESSAGES.evidenceAdded);
          reset(EMPTY);
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });
  const clearAlert = () => clearErrors('root');

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Adicionar evidência
        </h2>
        <p className="mt-1 text-pretty text-nevoa-600 text-sm">
          Até um moderador assumir o caso, as duas partes podem juntar notas e arquivos.
        </p>
        <form onSubmit={submit} noValidate aria-label="Adicionar evidência" className="mt-5 space-y-5">
          <TextareaField
            label="Nota"
            rows={3}
            maxLength={DISPUTE_LIMITS.evidenceMaxLength}
            hint={countHint(text.length, 0, DISPUTE_LIMITS.evidenceMaxLength)}
            error={errors.text?.message}
            {...register('text', { onChange: clearAlert })}
          />
          <Controller
            control={control}
            name="files"
            render={({ field }) => (
              <AttachmentsInput
                label="Arquivos da evidência (opcional)"
                ref={field.ref}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  clearAlert();
                }}
              />
            )}
          />
          <FormAlert message={formAlertOf(errors)} />
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" size="md" loading={add.isPending} className="w-full sm:w-auto">
              {!add.isPending && <Paperclip aria-hidden className="size-4" />}
              Adicionar evidência
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
