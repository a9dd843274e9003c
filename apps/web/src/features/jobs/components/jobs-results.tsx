import type { TListJobsResponse } from '@labora/shared/jobs';
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, PartyPopper, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PagedResults } from '@/components/marketplace/paged-results';
import { EmptyState } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { jobQueryOptions } from '../api/get-job';
import { type JobsFilters, jobsQueryOptions } from '../api/get-jobs';
import { JobCard } from './job-card';
import { hasJobFilters } from './job-filters';

interface JobsResultsProps {
  filters: JobsFilters;
  /** A job the viewer has just published: shown first, marked, and left out of the list below. */
  publishedId?: string;
}

/** The projects tab's results: open jobs matching the search and filters in the address. */
export function JobsResults({ filters, publishedId }: JobsResultsProps) {
  const published = useQuery({ ...jobQueryOptions(publishedId ?? ''), enabled: Boolean(publishedId) });
  const pinned = publishedId ? published.data : undefined;
  const pinnedId = pinned?.id;
  const select = useMemo(() => (pinnedId ? withoutJob(pinnedId) : undefined), [pinnedId]);
  const query = useInfiniteQuery({ ...jobsQueryOptions(filters), placeholderData: keepPreviousData, select });
  const narrowed = Boolean(filters.search) || hasJobFilters(filters);
  return (
    <div className="space-y-6">
      {pinned && (
        <section aria-labelledby="publicado-agora" className="space-y-3">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <h2
              id="publicado-agora"
              className="inline-flex items-center gap-1.5 self-start rounded-full bg-sol-100 px-3 py-1 font-bold text-sm text-sol-800"
            >
              <PartyPopper aria-hidden className="size-4" />
              Publicado agora
            </h2>
            <p className="text-nevoa-600 text-sm">
              Seu trabalho já aparece para os freelancers.{' '}
              <Link to={paths.myJobs} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                Ver meus trabalhos publicados
              </Link>
            </p>
          </div>
          <div className="flex rounded-3xl ring-2 ring-sol-300 ring-offset-2 ring-offset-nevoa-50 lg:w-1/2 lg:pr-2">
            <JobCard job={pinned} />
          </div>
        </section>
      )}
      <PagedResults
        query={query}
        label="Projetos"
        loadErrorTitle="Não foi possível carregar os projetos."
        getKey={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
        listClassName="lg:grid-cols-2"
        empty={
          // The one just published is shown above: no "nothing here" under it.
          pinned ? null : narrowed ? (
            <EmptyState icon={SearchX} title="Nenhum projeto encontrado.">
              Tente outras palavras ou limpe os filtros.
            </EmptyState>
          ) : (
            <EmptyState icon={BriefcaseBusiness} title="Nenhum projeto disponível no momento.">
              Publique o seu em “Criar um novo projeto” e receba propostas de freelancers.
            </EmptyState>
          )
        }
      />
    </div>
  );
}

/** The list's pages without one job (shown above them instead). */
function withoutJob(id: string) {
  return (data: InfiniteData<TListJobsResponse>) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((job) => job.id !== id) })),
  });
}
