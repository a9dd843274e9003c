import { SearchX, Users } from 'lucide-react';
import { PagedResults } from '@/components/marketplace/paged-results';
import { EmptyState } from '@/components/ui/load-states';
import { useFreelancers } from '../api/get-freelancers';
import { FreelancerCard } from './freelancer-card';

/** The freelancers tab's results for the search in the address. */
export function FreelancersResults({ search }: { search: string }) {
  const query = useFreelancers(search);
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
            Tente outro nome, cidade, cargo ou habilidade.
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
