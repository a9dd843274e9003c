import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, ZAnswerDisputeRequest } from '@labora/shared/disputes';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { formAlertOf } from '@/lib/form';
import { formatSaoPauloDateTime } from '@/lib/format';
import { useAnswerDispute } from '../api/answer-dispute';
import { useCaseForm } from '../hooks/use-case-form';
import { CaseFormCard } from './case-form-card';
import { CaseFilesField, CountedTextareaField } from './case-form-fields';

const FAILED = 'Não foi possível enviar a resposta. Tente novamente.';
const schema = ZAnswerDisputeRequest.extend({ files: z.custom<File[]>() });
const resolver = zodResolver(schema);
const EMPTY: z.input<typeof schema> = { statement: '', files: [] };

/** 'Responder': the other side's statement and files, before its deadline (no answer: decided for who opened it). */
export function AnswerForm({ disputeId, answerBy }: { disputeId: string; answerBy: string | null }) {
  const answer = useAnswerDispute();
  const { register, control, handleSubmit, clearAlert, sent, errors } = useCaseForm(resolver, EMPTY, FAILED);

  const submit = handleSubmit(({ statement: text, files }) => {
    answer.mutate({ disputeId, answer: { statement: text }, files }, sent(DISPUTE_MESSAGES.answered));
  });

  return (
    <CaseFormCard
      title="Responder à disputa"
      className="border-sol-300"
      description={
        answerBy
          ? `Responda até ${formatSaoPauloDateTime(answerBy)}. Sem resposta, a disputa é decidida a favor de quem a abriu.`
          : 'Conte a sua versão: o moderador lê as duas.'
      }
    >
      <form onSubmit={submit} noValidate aria-label="Responder à disputa" className="mt-5 space-y-5">
        <CountedTextareaField
          label="Sua resposta"
          rows={6}
          control={control}
          field={register('statement', { onChange: clearAlert })}
          min={DISPUTE_LIMITS.statementMinLength}
          max={DISPUTE_LIMITS.statementMaxLength}
          error={errors.statement?.message}
        />
        <CaseFilesField control={control} name="files" label="Arquivos da resposta (opcional)" onChange={clearAlert} />
        <FormAlert message={formAlertOf(errors)} />
        <div className="flex justify-end">
          <Button type="submit" size="md" loading={answer.isPending} className="w-full sm:w-auto">
            {!answer.isPending && <Send aria-hidden className="size-4" />}
            Enviar resposta
          </Button>
        </div>
      </form>
    </CaseFormCard>
  );
}
