import type { TRecommendedJob } from '@labora/shared/jobs';
import { BriefcaseBusiness, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { EmptyState, SectionLoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { formatTimeAgo, plural } from '@/lib/format';
import type { SectionQuery } from '@/lib/section-query';
import { jobAmountOf } from '../lib/format-job';

// As the dashboard's other featured cards: a row that scrolls sideways on a phone, a grid from sm up.
const LIST =
  '-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-3';
const ITEM = 'flex w-[82%] shrink-0 snap-start sm:w-auto';

/** Placeholders while loading: as many as the dashboard recommends (DASHBOARD_LIMITS.recommendedJobs). */
const RECOMMENDED_JOBS_SHOWN = 6;

const PROJECTS_TAB = { pathname: paths.freelancersList, search: '?tab=projetos' };

/** A seller's featured content: open jobs matching their skills and categories (the page's query brings them). */
export function RecommendedJobsSection({ query }: { query: SectionQuery<TRecommendedJob[]> }) {
  const jobs = query.data ?? [];
  // Nothing matched at all: the list is simply the newest jobs, and a richer profile would make it better.
  const unmatched = jobs.length > 0 && jobs.every((job) => job.matchedSkills.length === 0 && !job.categoryMatch);
  return (
    <Section
      title="Projetos recomendados para você"
      description="Projetos abertos que pedem as suas habilidades ou são da sua área; os mais novos primeiro."
      action={
        <Link to={PROJECTS_TAB} className="font-semibold text-brand-700 text-sm hover:underline">
          Ver todos os projetos
        </Link>
      }
    >
      {query.isPending ? (
        <JobsSkeleton />
      ) : query.data === undefined ? (
        <Card className="p-4 shadow-sm sm:p-5">
          <SectionLoadError
            title="Não foi possível carregar os projetos recomendados."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : jobs.length === 0 ? (
        <EmptyState icon={BriefcaseBusiness} title="Nenhum projeto novo para você agora" size="sm">
          <p>Você já enviou proposta para os projetos abertos. Volte em breve: novos projetos chegam todo dia.</p>
        </EmptyState>
      ) : (
        <>
          {unmatched && (
            <p className="mb-4 rounded-2xl border border-sol-200 bg-sol-50 px-4 py-3 text-nevoa-800 text-sm">
              Nenhum projeto aberto pede as habilidades do seu perfil ainda; estes são os mais novos.{' '}
              <Link to={paths.editProfile} className="font-semibold text-brand-700 underline">
                Adicione habilidades ao seu perfil
              </Link>{' '}
              para recomendações mais certeiras.
            </p>
          )}
          <ul aria-label="Projetos recomendados" className={LIST}>
            {jobs.map((job) => (
              <li key={job.id} className={ITEM}>
                <RecommendedJobCard job={job} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** Why this job is here, in a few words. */
function MatchReason({ job }: { job: TRecommendedJob }) {
  if (job.matchedSkills.length > 0) {
    return (
      <p className="flex items-start gap-1.5 text-brand-800 text-sm">
        <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">
          <span className="font-semibold">Combina com: </span>
          {job.matchedSkills.join(', ')}
        </span>
      </p>
    );
  }
  if (job.categoryMatch) {
    return (
      <p className="flex items-start gap-1.5 text-brand-800 text-sm">
        <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="font-semibold">Da sua área</span>
      </p>
    );
  }
  return null;
}

function RecommendedJobCard({ job }: { job: TRecommendedJob }) {
  const titleId = useId();
  const amount = jobAmountOf(job);
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:p-5"
    >
      <div className="flex flex-col items-start gap-1.5">
        <span className="rounded-full bg-sol-100 px-2.5 py-1 font-semibold text-sol-800 text-xs">{job.category}</span>
        <time dateTime={job.createdAt} className="text-nevoa-500 text-xs">
          {`Publicado ${formatTimeAgo(job.createdAt)}`}
        </time>
      </div>
      <h3 id={titleId} className="mt-3 line-clamp-2 font-bold text-nevoa-950 leading-snug">
        {/* The whole card is the link's target area; its name stays the title. */}
        <Link to={paths.job(job.id)} className="outline-none after:absolute after:inset-0 group-hover:text-brand-700">
          {job.title}
        </Link>
      </h3>
      {amount && (
        <p className="mt-1 text-nevoa-600 text-sm">
          <span className="sr-only">{amount.label}: </span>
          <span className="font-extrabold text-base text-brand-800">{amount.value}</span>
        </p>
      )}
      <div className="mt-3">
        <MatchReason job={job} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-nevoa-600 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={job.client.name} url={job.client.avatarUrl} className="size-7 text-xs" />
          <span className="sr-only">Cliente: </span>
          <span className="truncate font-semibold text-nevoa-800">{job.client.name}</span>
        </span>
        <span className="shrink-0">{plural(job.proposalCount, 'proposta', 'propostas')}</span>
      </div>
    </Card>
  );
}

function JobsSkeleton() {
  return (
    <div role="status" aria-label="Carregando projetos recomendados" className={LIST}>
      {Array.from({ length: RECOMMENDED_JOBS_SHOWN }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <Card key={i} className={`${ITEM} flex-col space-y-3 p-4 shadow-sm sm:p-5`}>
          <div className={`${SKELETON_BAR} h-5 w-24`} />
          <div className={`${SKELETON_BAR} h-4 w-full`} />
          <div className={`${SKELETON_BAR} h-4 w-2/3`} />
          <div className={`${SKELETON_BAR} h-4 w-1/3`} />
        </Card>
      ))}
    </div>
  );
}
