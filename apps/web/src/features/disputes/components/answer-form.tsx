import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, ZAnswerDisputeRequest } from '@labora/shared/disputes';
import { Send } from 'lucide-react';
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
import { formatSaoPauloDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAnswerDispute } from '../api/answer-dispute';
import { countHint } from '../lib/count-hint';

const FAILED = 'Não foi possível enviar a resposta. Tente novamente.';
const schema = ZAnswerDisputeRequest.extend({ files: z.custom<File[]>() });
const resolver = zodResolver(schema);
const EMPTY: z.input<typeof schema> = { statement: '', files: [] };

/** 'Responder': the other side's statement and files, before its deadline (no answer: decided for who opened it). */
export function AnswerForm({ disputeId, answerBy }: { disputeId: string; answerBy: string | null }) {
  const headingId = useId();
  const answer = useAnswerDispute();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY });
  const statement = useWatch({ control, name: 'statement' });

  const submit = handleSubmit(({ statement: text, files }) => {
    answer.mutate(
      { disputeId, answer: { statement: text }, files },
      {
        onSuccess: () => {
          toast.success(DISPUTE_MESSAGES.answered);
          reset(EMPTY);
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });
  const clearAlert = () => clearErrors('root');

  return (
    <section aria-labelledby={headingId}>
      <Card className="border-sol-300 p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Responder à disputa
        </h2>
        <p className="mt-1 text-pretty text-nevoa-600 text-sm">
          {answerBy
            ? `Responda até ${formatSaoPauloDateTime(answerBy)}. Sem resposta, a disputa é decidida a favor de quem a abriu.`
            : 'Conte a sua versão: o moderador lê as duas.'}
        </p>
        <form onSubmit={submit} noValidate aria-label="Responder à disputa" className="mt-5 space-y-5">
          <TextareaField
            label="Sua resposta"
            rows={6}
            maxLength={DISPUTE_LIMITS.statementMaxLength}
            hint={countHint(statement.length, DISPUTE_LIMITS.statementMinLength, DISPUTE_LIMITS.statementMaxLength)}
            error={errors.statement?.message}
            {...register('statement', { onChange: clearAlert })}
          />
          <Controller
            control={control}
            name="files"
            render={({ field }) => (
              <AttachmentsInput
                label="Arquivos da resposta (opcional)"
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
            <Button type="submit" size="md" loading={answer.isPending} className="w-full sm:w-auto">
              {!answer.isPending && <Send aria-hidden className="size-4" />}
              Enviar resposta
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
