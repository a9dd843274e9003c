import { zodResolver } from '@hookform/resolvers/zod';
import type { TContract } from '@labora/shared/contracts';
import { REVIEW_LIMITS, ZCreateReviewRequest } from '@labora/shared/reviews';
import { EyeOff, Send } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Stars } from '@/components/marketplace/rating';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateReview } from '../api/create-review';
import { DOUBLE_BLIND_NOTE, REVIEW_FAILED_MESSAGE } from '../lib/messages';
import { StarRatingInput } from './star-rating-input';

type ShownReview = NonNullable<TContract['myReview']>;
// No star is chosen at first (the schema then asks for one).
const resolver = zodResolver(ZCreateReviewRequest);

/** The section's heading, which 'Avaliar agora' in the next steps takes the reader to. */
export const REVIEWS_HEADING_ID = 'contrato-avaliacoes';

export function goToReviews() {
  const heading = document.getElementById(REVIEWS_HEADING_ID);
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

interface ContractReviewsSectionProps {
  contract: TContract;
  /** The contract as the server answered a new review with it. */
  onReviewed: (contract: TContract) => void;
}

/**
 * Reviews of a concluded contract, double-blind: each side writes once, and sees the other's review only
 * when both have written theirs or 14 days after the conclusion (the server decides; theirReview is null until then).
 */
export function ContractReviewsSection({ contract, onReviewed }: ContractReviewsSectionProps) {
  const headingId = REVIEWS_HEADING_ID;
  const other = contract.myRole === 'client' ? contract.freelancer : contract.client;
  const otherFirstName = other.name.split(' ')[0] ?? other.name;

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <h2
          id={headingId}
          tabIndex={-1}
          className="scroll-mt-6 font-bold text-nevoa-950 text-xl tracking-tight outline-none"
        >
          Avaliações
        </h2>

        <div className="mt-5 space-y-6">
          {contract.canReview ? (
            <ReviewForm contractId={contract.id} otherName={other.name} onReviewed={onReviewed} />
          ) : contract.myReview ? (
            <ReviewBlock title="Sua avaliação" review={contract.myReview} />
          ) : null}

          {contract.theirReview ? (
            <ReviewBlock title={`Avaliação de ${other.name}`} review={contract.theirReview} />
          ) : (
            <div className="flex items-start gap-3 rounded-2xl bg-nevoa-50 p-4 text-nevoa-700 text-sm">
              <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0 text-nevoa-500" />
              <div className="space-y-1 text-pretty">
                <p className="font-semibold text-nevoa-900">
                  {contract.myReview
                    ? `A avaliação de ${otherFirstName} ainda não está visível.`
                    : `Avaliações às cegas: você não vê a de ${otherFirstName} antes de enviar a sua.`}
                </p>
                <p>{DOUBLE_BLIND_NOTE}</p>
              </div>
            </div>
          )}
        </div>
      </Card>
    </section>
  );
}

function ReviewBlock({ title, review }: { title: string; review: ShownReview }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-nevoa-200 p-4 sm:p-5">
      <h3 id={titleId} className="font-bold text-nevoa-950">
        {title}
      </h3>
      <Stars value={review.rating} size="md" className="mt-2" />
      {review.comment ? (
        <p className="mt-2 whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">
          {review.comment}
        </p>
      ) : (
        <p className="mt-2 text-nevoa-500 text-sm italic">Sem comentário.</p>
      )}
    </article>
  );
}

interface ReviewFormProps {
  contractId: string;
  otherName: string;
  onReviewed: (contract: TContract) => void;
}

function ReviewForm({ contractId, otherName, onReviewed }: ReviewFormProps) {
  const titleId = useId();
  const createReview = useCreateReview({ onReviewed });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { comment: '' } });

  // The schema the server parses the request with; the first invalid field (the stars, then the comment) takes the focus.
  const submit = handleSubmit((review) => {
    // From the promise: once sent, this form gives way to the review it sent, so mutate's callbacks would be dropped.
    createReview.mutateAsync({ contractId, review }).then(
      (result) => toast.success(result.message),
      (error: unknown) =>
        toast.error(errorMessage(error, { fallback: REVIEW_FAILED_MESSAGE, network: NETWORK_MESSAGE })),
    );
  });

  return (
    <form aria-labelledby={titleId} onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h3 id={titleId} className="break-words font-bold text-lg text-nevoa-950">
          Avaliar {otherName}
        </h3>
        <p className="mt-1 text-pretty text-nevoa-600 text-sm">
          Sua nota entra na reputação de quem trabalhou com você. Só dá para avaliar uma vez.
        </p>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.rating?.message}
            disabled={createReview.isPending}
            firstRef={field.ref}
          />
        )}
      />
      <TextareaField
        label="Comentário (opcional)"
        rows={4}
        maxLength={REVIEW_LIMITS.commentMaxLength}
        hint={`Como foi trabalhar com ${otherName}? Até ${REVIEW_LIMITS.commentMaxLength.toLocaleString('pt-BR')} caracteres.`}
        error={errors.comment?.message}
        disabled={createReview.isPending}
        {...register('comment')}
      />
      <Button type="submit" size="md" loading={createReview.isPending} className="w-full sm:w-auto">
        {!createReview.isPending && <Send aria-hidden className="size-4" />}
        Enviar avaliação
      </Button>
    </form>
  );
}
