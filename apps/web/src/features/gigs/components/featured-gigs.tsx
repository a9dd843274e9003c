import type { TGig } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { ImageIcon, Star, Store, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { EmptyState, SectionLoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { formatCount, formatRating } from '@/lib/format';
import type { SectionQuery } from '@/lib/section-query';

// On a phone the cards sit in a row that scrolls sideways, the next one peeking in; from sm up, a grid.
const LIST =
  '-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-4';
const ITEM = 'flex w-[78%] shrink-0 snap-start sm:w-auto';

/** Placeholders while loading: as many as the dashboard features (DASHBOARD_LIMITS.featuredGigs). */
const FEATURED_GIGS_COUNT = 8;

/** SPEC "featured freelancers/gigs to hire": the newest services, each opening its page (/gig/{id}). */
export function FeaturedGigs({ query }: { query: SectionQuery<TGig[]> }) {
  return (
    <Section
      title="Serviços para contratar"
      description="Os serviços publicados mais recentemente por freelancers da Labora."
      action={
        <Link to={paths.freelancersList} className="font-semibold text-brand-700 text-sm hover:underline">
          Ver freelancers
        </Link>
      }
    >
      {query.isPending ? (
        <GigsSkeleton />
      ) : query.data === undefined ? (
        <Card className="p-4 shadow-sm sm:p-5">
          <SectionLoadError
            title="Não foi possível carregar os serviços."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : query.data.length === 0 ? (
        <EmptyState icon={Store} title="Nenhum serviço publicado ainda" size="sm">
          <p>Quando freelancers publicarem serviços, eles aparecem aqui.</p>
        </EmptyState>
      ) : (
        <ul className={LIST}>
          {query.data.map((gig) => (
            <li key={gig.id} className={ITEM}>
              <GigCard gig={gig} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function GigCard({ gig }: { gig: TGig }) {
  const titleId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col overflow-hidden shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
    >
      <div className="relative aspect-video bg-linear-to-br from-brand-100 via-brand-50 to-sol-100">
        {gig.imageUrl ? (
          <img src={gig.imageUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden className="absolute inset-0 m-auto size-9 text-brand-700/50" />
        )}
        {gig.hasVideoCall && (
          <span
            title="Atende por videochamada"
            className="absolute top-2.5 left-2.5 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 font-semibold text-brand-800 text-xs shadow-sm"
          >
            <Video aria-hidden className="size-3.5" />
            <span className="sr-only">Atende por </span>
            <span>Videochamada</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center gap-2">
          <Avatar name={gig.seller.name} url={gig.seller.avatarUrl} className="size-7 text-xs" />
          <span className="min-w-0 truncate font-semibold text-nevoa-900 text-sm">{gig.seller.name}</span>
        </div>
        <h3 id={titleId} className="mt-3 line-clamp-2 font-bold text-nevoa-950 leading-snug">
          {/* The whole card is the link's target area; its name stays the title. */}
          <Link to={paths.gig(gig.id)} className="outline-none after:absolute after:inset-0 group-hover:text-brand-700">
            {gig.title}
            <span className="sr-only">, por {gig.seller.name}</span>
          </Link>
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="rounded-full bg-nevoa-100 px-2 py-0.5 font-semibold text-nevoa-700 text-xs">
            <span className="sr-only">Nível: </span>
            {gig.seller.level}
          </span>
          {gig.seller.rating === null || gig.seller.reviewCount === 0 ? (
            <span className="text-nevoa-500">Sem avaliações</span>
          ) : (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-sol-400 text-sol-500" />
              <span className="sr-only">Avaliação </span>
              <span className="font-bold text-nevoa-900">{formatRating(gig.seller.rating)}</span>
              <span className="sr-only"> de 5,</span>
              <span className="text-nevoa-600">
                ({formatCount(gig.seller.reviewCount)}
                <span className="sr-only">{gig.seller.reviewCount === 1 ? ' avaliação' : ' avaliações'}</span>)
              </span>
            </span>
          )}
        </div>
        <p className="mt-auto pt-3 text-nevoa-600 text-sm">
          A partir de <span className="font-extrabold text-base text-brand-800">{formatBRL(gig.priceCents)}</span>
        </p>
      </div>
    </Card>
  );
}

function GigsSkeleton() {
  return (
    <div role="status" aria-label="Carregando serviços" className={LIST}>
      {Array.from({ length: FEATURED_GIGS_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <Card key={i} className={`${ITEM} flex-col overflow-hidden shadow-sm`}>
          <div className={`${SKELETON_BAR} aspect-video rounded-none`} />
          <div className="space-y-3 p-4">
            <div className={`${SKELETON_BAR} h-4 w-1/2`} />
            <div className={`${SKELETON_BAR} h-4 w-full`} />
            <div className={`${SKELETON_BAR} h-4 w-1/3`} />
          </div>
        </Card>
      ))}
    </div>
  );
}
