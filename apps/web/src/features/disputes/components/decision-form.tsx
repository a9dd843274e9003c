import {
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES,
  type TDecideDisputeRequest,
  ZDecideDisputeRequest,
} from '@labora/shared/disputes';
import { Gavel } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { formAlertOf } from '@/lib/form';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useDecideDispute } from '../api/decide-dispute';
import { useReviewAppeal } from '../api/review-appeal';
import { useCaseForm } from '../hooks/use-case-form';
import { parseSplitForm, type SplitFormValues } from '../lib/split-form';
import { CaseFormCard } from './case-form-card';
import { CountedTextareaField } from './case-form-fields';
import { SplitFields } from './split-fields';

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
    showError,
    formState: { errors },
  } = useCaseForm(resolver, { freelancerCents: initialFreelancerCents, reason: '' }, copy.failed);

  const submit = handleSubmit((request) => {
    const post = (idempotencyKey: string) =>
      mode === 'decide'
        ? decide.mutateAsync({ disputeId, request, idempotencyKey })
        : review.mutateAsync({ disputeId, request, idempotencyKey });
    keys.send({ disputeId, mode, ...request }, post).then(() => toast.success(copy.done), showError);
  });

  return (
    <CaseFormCard title={copy.title} description={copy.description} className="border-brand-200">
      <form onSubmit={submit} noValidate aria-label={copy.title} className="mt-5 space-y-5">
        <SplitFields control={control} escrowCents={escrowCents} placeholder="Ex.: 600,00" />
        <CountedTextareaField
          label="Justificativa"
          rows={6}
          control={control}
          field={register('reason')}
          min={DISPUTE_LIMITS.reasonMinLength}
          max={DISPUTE_LIMITS.reasonMaxLength}
          error={errors.reason?.message}
        />
        <FormAlert message={formAlertOf(errors)} />
        <div className="flex justify-end">
          <Button type="submit" size="md" loading={pending} className="w-full sm:w-auto">
            {!pending && <Gavel aria-hidden className="size-4" />}
            {copy.submit}
          </Button>
        </div>
      </form>
    </CaseFormCard>
  );
}
