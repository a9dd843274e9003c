import { FileText, Search, SearchX } from 'lucide-react';
import { PagedResults } from '@/components/marketplace/paged-results';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFilterParam } from '@/lib/use-filter-param';
import { useSentProposals } from '../api/get-sent-proposals';
import { SentProposalCard } from '../components/sent-proposal-card';
import { MY_PROPOSALS_FILTERS } from '../lib/my-proposals-filters';

const FIND_JOBS = { pathname: paths.freelancersList, search: '?tab=projetos' };

/** /my-proposals ('Minhas propostas'): every proposal the freelancer sent, newest first, filtered by status. */
export function MyProposalsPage() {
  useDocumentTitle('Minhas propostas');
  const { filter, setFilter } = useFilterParam(MY_PROPOSALS_FILTERS);
  const query = useSentProposals(filter.status);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Minhas propostas</h1>
          <p className="mt-2 text-pretty text-nevoa-600">
            As propostas que você enviou, das mais recentes para as mais antigas.
          </p>
        </div>
        <ButtonLink to={FIND_JOBS} variant="secondary" size="md" className="self-start sm:self-auto">
          <Search aria-hidden className="size-4" />
          Encontrar projetos
        </ButtonLink>
      </div>

      <SelectField
        label="Status"
        value={filter.param}
        onChange={(event) => setFilter(event.target.value)}
        className="mt-8 sm:w-56"
      >
        {MY_PROPOSALS_FILTERS.map((option) => (
          <option key={option.param} value={option.param}>
            {option.label}
          </option>
        ))}
      </SelectField>

      <div className="mt-6">
        <PagedResults
          query={query}
          label="Minhas propostas"
          loadErrorTitle="Não foi possível carregar suas propostas."
          getKey={(proposal) => proposal.id}
          renderItem={(proposal) => <SentProposalCard proposal={proposal} />}
          listClassName="grid-cols-1 lg:grid-cols-2"
          empty={
            filter.status ? (
              <EmptyState icon={SearchX} title="Nenhuma proposta com este status.">
                <p>Escolha “Todas” para ver as demais.</p>
              </EmptyState>
            ) : (
              <EmptyState icon={FileText} title="Você ainda não enviou propostas.">
                <p>Encontre um projeto que combine com você e conte ao cliente como faria o trabalho.</p>
                <ButtonLink to={FIND_JOBS} size="md" className="mt-4">
                  Ver projetos disponíveis
                </ButtonLink>
              </EmptyState>
            )
          }
        />
      </div>
    </div>
  );
}
