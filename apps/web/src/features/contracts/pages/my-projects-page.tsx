import { FolderKanban, Search } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContractFilters } from '../components/contract-filters';
import { ContractList } from '../components/contract-list';
import { ProjectCard } from '../components/project-card';
import { useContractSearchParams } from '../hooks/use-contract-search-params';
import { plural } from '../lib/format';
import { PROJECT_STATUS_OPTIONS } from '../lib/status';

/** /my-projects ('Meus Projetos'): the contracts the user works on as freelancer, shown as SPEC's projects. */
export function MyProjectsPage() {
  useDocumentTitle('Meus Projetos');
  const { query, update } = useContractSearchParams(PROJECT_STATUS_OPTIONS);
  const filtered = Boolean(query.search || query.status);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Meus Projetos</h1>
          <p className="mt-2 text-pretty text-nevoa-600">
            Os trabalhos em que você foi contratado: informe o início e o progresso de cada um.
          </p>
        </div>
        <ButtonLink
          to={paths.freelancersList}
          state={{ tab: 'projetos' }}
          variant="secondary"
          size="md"
          className="self-start sm:self-auto"
        >
          <Search aria-hidden className="size-4" />
          Encontrar projetos
        </ButtonLink>
      </div>

      <div className="mt-8">
        <ContractFilters
          value={query}
          onChange={update}
          placeholder="Buscar projetos..."
          searchLabel="Buscar projetos por título ou cliente"
          options={PROJECT_STATUS_OPTIONS}
          vocabulary="project"
        />
      </div>

      <div className="mt-6">
        <ContractList
          filters={{ as: 'freelancer', ...query }}
          label="Projetos"
          loadErrorTitle="Não foi possível carregar seus projetos."
          countText={(total) => plural(total, 'projeto', 'projetos')}
          renderItem={(contract) => <ProjectCard contract={contract} />}
          empty={
            <EmptyState icon={FolderKanban} title="Nenhum projeto encontrado.">
              {filtered ? (
                <p>Tente buscar por outro título ou cliente, ou escolha outro status.</p>
              ) : (
                <p>Quando um cliente aceitar uma proposta sua, o projeto aparece aqui.</p>
              )}
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}
