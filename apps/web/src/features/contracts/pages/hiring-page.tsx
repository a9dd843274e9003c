import { Handshake, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContractFilters } from '../components/contract-filters';
import { ContractList } from '../components/contract-list';
import { HiringCard } from '../components/hiring-card';
import { useContractSearchParams } from '../hooks/use-contract-search-params';
import { plural } from '../lib/format';
import { HIRING_STATUS_OPTIONS } from '../lib/status';

/** /hiring ('Contratações'): the contracts the user hired, searched by title or freelancer, filtered by status. */
export function HiringPage() {
  useDocumentTitle('Contratações');
  const { query, update } = useContractSearchParams(HIRING_STATUS_OPTIONS);
  const filtered = Boolean(query.search || query.status);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Contratações</h1>
          <p className="mt-2 text-pretty text-nevoa-600">
            Os freelancers que você contratou e como está cada trabalho.
          </p>
        </div>
        <ButtonLink to={paths.addJob} size="md" className="self-start sm:self-auto">
          <Plus aria-hidden className="size-4" />
          Publicar projeto
        </ButtonLink>
      </div>

      <div className="mt-8">
        <ContractFilters
          value={query}
          onChange={update}
          placeholder="Buscar contratações..."
          searchLabel="Buscar contratações por título ou freelancer"
          options={HIRING_STATUS_OPTIONS}
          vocabulary="hiring"
        />
      </div>

      <div className="mt-6">
        <ContractList
          filters={{ as: 'client', ...query }}
          label="Contratações"
          loadErrorTitle="Não foi possível carregar as contratações."
          countText={(total) => plural(total, 'contratação', 'contratações')}
          renderItem={(contract) => <HiringCard contract={contract} />}
          empty={
            <EmptyState icon={Handshake} title="Nenhuma contratação encontrada.">
              {filtered ? (
                <p>Tente buscar por outro título ou nome, ou escolha outro status.</p>
              ) : (
                <p>Quando você aceitar a proposta de um freelancer, a contratação aparece aqui.</p>
              )}
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}
