import {
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES,
  type TDecideDisputeRequest,
  ZDecideDisputeRequest,
} from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { Gavel } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { MoneyField } from '@/components/ui/money-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useDecideDispute } from '../api/decide-dispute';
import { useReviewAppeal } from '../api/review-appeal';
import { countHint } from '../lib/count-hint';
import { parseSplitForm, type SplitFormValues } from '../lib/split-form';
import { SplitSummary } from './split-summary';

const COPY = {
  decide: {
    title: 'Decidir o caso',
    description: 'Divida o valor em custódia e explique a decisão: as duas partes vão ler a justificativa.',
    submit: 'Registrar decisão',
    done: DISPUTE_MESSAGES.decided,
    failed: 'Não foi possível registrar a decisão. Tente novamente.',
  },
  review: {
    title: 'Revisar o recurso',
    description:
      'Confirme a decisão recorrida ou altere a divisão, com uma justificativa escrita. Depois disso o pagamento é feito e o caso se encerra.',
    submit: 'Confirmar ou alterar decisão',
    done: DISPUTE_MESSAGES.reviewed,
    failed: 'Não foi possível registrar a revisão. Tente novamente.',
  },
} as const;

interface DecisionFormProps {
  disputeId: string;
  escrowCents: number;
  /** 'decide': a moderator's decision; 'review': an admin on an appeal. */
  mode: keyof typeof COPY;
  /** The split appealed, to start the review from. */
  initialFreelancerCents?: number | null;
}

/** The staff's split of the escrow with a written reason (a money POST, one Idempotency-Key per click). */
export function DecisionForm({ disputeId, escrowCents, mode, initialFreelancerCents = null }: DecisionFormProps) {
  const headingId = useId();
  const copy = COPY[mode];
  const decide = useDecideDispute();
  const review = useReviewAppeal();
  const pending = decide.isPending || review.isPending;
  const keys = useIdempotencyKey();
  const escrowRef = useRef(escrowCents);
  escrowRef.current = escrowCents;
  const [resolver] = useState(() =>
    parsedFormResolver<SplitFormValues, TDecideDisputeRequest>((values) =>
      parseSplitForm(ZDecideDisputeRequest, values, escrowRef.current),
    ),
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SplitFormValues, unknown, TDecideDisputeRequest>({
    resolver,
    defaultValues: { freelancerCents: initialFreelancerCents, reason: '' },
  });
  const typed = useWatch({ control, name: 'freelancerCents' });
  const reason = useWatch({ control, name: 'reason' });

  const submit = handleSubmit((request) => {
    const post = (idempotencyKey: string) =>
      mode === 'decide'
        ? decide.mutateAsync({ disputeId, request, idempotencyKey })
        : review.mutateAsync({ disputeId, request, idempotencyKey });
    keys.send({ disputeId, mode, ...request }, post).then(
      () => toast.success(copy.done),
      (error: unknown) => showSubmitError(setError, error, { fallback: copy.failed, network: NETWORK_MESSAGE }),
    );
  });

  return (
    <section aria-labelledby={headingId}>
      <Card className="border-brand-200 p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          {copy.title}
        </h2>
        <p className="mt-1 text-pretty text-nevoa-600 text-sm">{copy.description}</p>
        <form onSubmit={submit} noValidate aria-label={copy.title} className="mt-5 space-y-5">
          <Controller
            control={control}
            name="freelancerCents"
            render={({ field, fieldState }) => (
              <MoneyField
                label="Para o freelancer"
                placeholder="Ex.: 600,00"
                hint={`De R$ 0,00 até ${formatBRL(escrowCents)}.`}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <SplitSummary escrowCents={escrowCents} freelancerCents={typed} />
          <TextareaField
            label="Justificativa"
            rows={6}
            maxLength={DISPUTE_LIMITS.reasonMaxLength}
            hint={countHint(reason.length, DISPUTE_LIMITS.reasonMinLength, DISPUTE_LIMITS.reasonMaxLength)}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <FormAlert message={formAlertOf(errors)} />
          <div className="flex justify-end">
            <Button type="submit" size="md" loading={pending} className="w-full sm:w-auto">
              {!pending && <Gavel aria-hidden className="size-4" />}
              {copy.submit}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
