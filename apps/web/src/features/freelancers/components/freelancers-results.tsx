import { SearchX, Users } from 'lucide-react';
import { PagedResults } from '@/components/marketplace/paged-results';
import { EmptyState } from '@/components/ui/load-states';
import { type FreelancersFilters, useFreelancers } from '../api/get-freelancers';
import { countFreelancerFilters } from '../lib/freelancer-filters-params';
import { FreelancerCard } from './freelancer-card';

/** The freelancers tab's results for the search, filters and order in the address. */
export function FreelancersResults({ filters }: { filters: FreelancersFilters }) {
  const query = useFreelancers(filters);
  const { search } = filters;
  const filtered = countFreelancerFilters(filters) > 0;
  return (
    <PagedResults
      query={query}
      label="Freelancers"
      loadErrorTitle="Não foi possível carregar os freelancers."
      getKey={(freelancer) => freelancer.id}
      renderItem={(freelancer) => <FreelancerCard freelancer={freelancer} />}
      listClassName="sm:grid-cols-2 xl:grid-cols-3"
      empty={
        search ? (
          <EmptyState icon={SearchX} title={`Nenhum freelancer encontrado para “${search}”.`}>
            {filtered ? 'Tente outras palavras ou limpe os filtros.' : 'Tente outro nome, cidade, cargo ou habilidade.'}
          </EmptyState>
        ) : filtered ? (
          <EmptyState icon={SearchX} title="Nenhum freelancer encontrado com estes filtros.">
            Tente outros filtros ou limpe os filtros.
          </EmptyState>
        ) : (
          <EmptyState icon={Users} title="Ainda não há freelancers por aqui.">
            Assim que alguém escolher “Ser um Freelancer”, o perfil aparece nesta lista.
          </EmptyState>
        )
      }
    />
  );
}
