import { BriefcaseBusiness, SearchX } from 'lucide-react';
import { PagedResults } from '@/components/marketplace/paged-results';
import { EmptyState } from '@/components/ui/load-states';
import { type JobsFilters, useJobs } from '../api/get-jobs';
import { JobCard } from './job-card';
import { hasJobFilters } from './job-filters';

/** The projects tab's results: open jobs matching the search and filters in the address. */
export function JobsResults({ filters }: { filters: JobsFilters }) {
  const query = useJobs(filters);
  const narrowed = Boolean(filters.search) || hasJobFilters(filters);
  return (
    <PagedResults
      query={query}
      label="Projetos"
      loadErrorTitle="Não foi possível carregar os projetos."
      getKey={(job) => job.id}
      renderItem={(job) => <JobCard job={job} />}
      listClassName="lg:grid-cols-2"
      empty={
        narrowed ? (
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
  );
}
