import { ChevronDown, MessageSquareQuote } from 'lucide-react';
import { CardsSkeleton } from '@/components/marketplace/cards-skeleton';
import { ProfileSection } from '@/components/marketplace/profile-section';
import { Stars } from '@/components/marketplace/rating';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError } from '@/components/ui/load-states';
import { formatInstant, formatRating, plural } from '@/lib/format';
import { useUserReviews } from '../api/get-user-reviews';

/** Published reviews (double-blind: shown once both sides wrote theirs, or 14 days later), newest first. */
export function ReviewsSection({ userId, firstName }: { userId: string; firstName: string }) {
  const query = useUserReviews(userId);
  const first = query.data?.pages[0];

  return (
    <ProfileSection
      title="Avaliações"
      description={
        first && first.rating !== null && first.reviewCount > 0 ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-bold text-base text-nevoa-950">{formatRating(first.rating)}</span>
            <Stars value={Math.round(first.rating)} decorative />
            <span>média de {plural(first.reviewCount, 'avaliação', 'avaliações')}</span>
          </span>
        ) : (
          'O que clientes disseram depois de trabalhos concluídos.'
        )
      }
    >
      {query.isPending ? (
        <CardsSkeleton count={2} label="Carregando avaliações" />
      ) : query.isError && !query.data ? (
        <LoadError
          title="Não foi possível carregar as avaliações."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="shadow-none"
        />
      ) : query.data.pages[0]?.items.length === 0 ? (
        <EmptyState icon={MessageSquareQuote} title="Ainda não há avaliações.">
          As avaliações de {firstName} aparecem aqui depois dos primeiros trabalhos concluídos.
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Avaliações recebidas" className="divide-y divide-nevoa-200">
            {query.data.pages
              .flatMap((page) => page.items)
              .map((review) => (
                <li key={review.id} className="py-5 first:pt-0 last:pb-0">
                  <article aria-label={`Avaliação de ${review.reviewer.name}`} className="flex gap-3.5">
                    <Avatar name={review.reviewer.name} url={review.reviewer.avatarUrl} />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                        <p className="font-bold text-nevoa-950">{review.reviewer.name}</p>
                        <time dateTime={review.createdAt} className="text-nevoa-500 text-sm">
                          {formatInstant(review.createdAt, 'long')}
                        </time>
                      </div>
                      <Stars value={review.rating} className="mt-1" />
                      <p className="mt-1 text-nevoa-600 text-sm">
                        Projeto: <span className="font-semibold text-nevoa-800">{review.contractTitle}</span>
                      </p>
                      {review.comment && (
                        <p className="mt-2 whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">
                          {review.comment}
                        </p>
                      )}
                    </div>
                  </article>
                </li>
              ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              size="md"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              className="mt-6 w-full sm:w-auto"
            >
              {!query.isFetchingNextPage && <ChevronDown aria-hidden className="size-4" />}
              Ver mais avaliações
            </Button>
          )}
        </>
      )}
    </ProfileSection>
  );
}
