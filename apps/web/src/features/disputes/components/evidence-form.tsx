import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, ZAddEvidenceRequest } from '@labora/shared/disputes';
import { Paperclip } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { formAlertOf } from '@/lib/form';
import { useAddEvidence } from '../api/add-evidence';
import { useCaseForm } from '../hooks/use-case-form';
import { CaseFormCard } from './case-form-card';
import { CaseFilesField, CountedTextareaField } from './case-form-fields';

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
  const add = useAddEvidence();
  const { register, control, handleSubmit, clearAlert, sent, errors } = useCaseForm(resolver, EMPTY, FAILED);

  const submit = handleSubmit(({ text: note, files }) => {
    add.mutate({ disputeId, evidence: { text: note }, files }, sent(DISPUTE_MESSAGES.evidenceAdded));
  });

  return (
    <CaseFormCard
      title="Adicionar evidência"
      description="Até um moderador assumir o caso, as duas partes podem juntar notas e arquivos."
    >
      <form onSubmit={submit} noValidate aria-label="Adicionar evidência" className="mt-5 space-y-5">
        <CountedTextareaField
          label="Nota"
          rows={3}
          control={control}
          field={register('text', { onChange: clearAlert })}
          min={0}
          max={DISPUTE_LIMITS.evidenceMaxLength}
          error={errors.text?.message}
        />
        <CaseFilesField control={control} name="files" label="Arquivos da evidência (opcional)" onChange={clearAlert} />
        <FormAlert message={formAlertOf(errors)} />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" size="md" loading={add.isPending} className="w-full sm:w-auto">
            {!add.isPending && <Paperclip aria-hidden className="size-4" />}
            Adicionar evidência
          </Button>
        </div>
      </form>
    </CaseFormCard>
  );
}
