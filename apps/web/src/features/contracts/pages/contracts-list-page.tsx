import type { TContract } from '@labora/shared/contracts';
import { ClipboardList, FolderKanban, Handshake, type LucideIcon, Plus, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { plural } from '@/lib/format';
import { intentOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ContractSide } from '../api/get-contracts';
import { ContractFilters } from '../components/contract-filters';
import { ContractList } from '../components/contract-list';
import { HiringCard } from '../components/hiring-card';
import { ProjectCard } from '../components/project-card';
import { useContractSearchParams } from '../hooks/use-contract-search-params';
import { HIRING_STATUS_OPTIONS, PROJECT_STATUS_OPTIONS, type StatusOption, type StatusVocabulary } from '../lib/status';

/** What sets one contracts list screen apart from the other: its side, words, filters and cards. */
interface ContractsListScreen {
  side: ContractSide;
  title: string;
  intro: string;
  /** The button beside the title. */
  action: ReactNode;
  /** A word before the list, for who is on the wrong screen. */
  notice?: ReactNode;
  search: { placeholder: string; label: string };
  statusOptions: readonly StatusOption[];
  vocabulary: StatusVocabulary;
  listLabel: string;
  loadErrorTitle: string;
  countText: (total: number) => string;
  Card: (props: { contract: TContract }) => ReactNode;
  empty: { icon: LucideIcon; title: string; filtered: string; unfiltered: string };
}

/** /hiring ('Contratações'): the contracts the user hired, searched by title or freelancer, filtered by status. */
const HIRING: ContractsListScreen = {
  side: 'client',
  title: 'Contratações',
  intro: 'Os freelancers que você contratou e como está cada trabalho.',
  action: (
    <ButtonLink to={paths.addJob} size="md" className="self-start sm:self-auto">
      <Plus aria-hidden className="size-4" />
      Publicar projeto
    </ButtonLink>
  ),
  search: { placeholder: 'Buscar contratações...', label: 'Buscar contratações por título ou freelancer' },
  statusOptions: HIRING_STATUS_OPTIONS,
  vocabulary: 'hiring',
  listLabel: 'Contratações',
  loadErrorTitle: 'Não foi possível carregar as contratações.',
  countText: (total) => plural(total, 'contratação', 'contratações'),
  Card: HiringCard,
  empty: {
    icon: Handshake,
    title: 'Nenhuma contratação encontrada.',
    filtered: 'Tente buscar por outro título ou nome, ou escolha outro status.',
    unfiltered: 'Quando você aceitar a proposta de um freelancer, a contratação aparece aqui.',
  },
};

/** /my-projects ('Meus Projetos'): the contracts the user works on as freelancer, shown as SPEC's projects. */
const MY_PROJECTS: ContractsListScreen = {
  side: 'freelancer',
  title: 'Meus Projetos',
  intro: 'Os trabalhos em que você foi contratado: informe o início e o progresso de cada um.',
  action: (
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
  ),
  search: { placeholder: 'Buscar projetos...', label: 'Buscar projetos por título ou cliente' },
  statusOptions: PROJECT_STATUS_OPTIONS,
  vocabulary: 'project',
  listLabel: 'Projetos',
  loadErrorTitle: 'Não foi possível carregar seus projetos.',
  countText: (total) => plural(total, 'projeto', 'projetos'),
  Card: ProjectCard,
  empty: {
    icon: FolderKanban,
    title: 'Nenhum projeto encontrado.',
    filtered: 'Tente buscar por outro título ou cliente, ou escolha outro status.',
    unfiltered: 'Quando um cliente aceitar uma proposta sua, o projeto aparece aqui.',
  },
};

/**
 * /my-projects for a buyer: SPEC's projects are the work a freelancer was hired for, so a client is pointed to
 * what they published and whom they hired; the list stays for work taken before switching intent.
 */
const MY_PROJECTS_FOR_BUYER: ContractsListScreen = {
  ...MY_PROJECTS,
  intro: 'Os trabalhos em que você foi contratado como freelancer aparecem aqui.',
  // The notice under the title leads on; a button beside it would say the same twice.
  action: null,
  notice: <BuyerNotice />,
  empty: {
    ...MY_PROJECTS.empty,
    title: 'Você não trabalha em nenhum projeto como freelancer.',
    unfiltered: 'Os projetos que você publicou e os freelancers que contratou estão nas telas indicadas acima.',
  },
};

function BuyerNotice() {
  return (
    <section
      aria-label="Seus projetos como cliente"
      className="rounded-3xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 className="font-bold text-brand-900 text-lg">Procurando os projetos que você publicou?</h2>
      <p className="mt-1 text-pretty text-nevoa-700">
        Você usa a Labora para contratar. Seus projetos publicados e as propostas recebidas estão em{' '}
        <strong>Meus trabalhos publicados</strong>; os freelancers que você contratou e o andamento de cada trabalho, em{' '}
        <strong>Contratações</strong>.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={paths.myJobs} size="md">
          <ClipboardList aria-hidden className="size-4" />
          Meus trabalhos publicados
        </ButtonLink>
        <ButtonLink to={paths.hiring} variant="secondary" size="md">
          <Handshake aria-hidden className="size-4" />
          Contratações
        </ButtonLink>
      </div>
    </section>
  );
}

/** One side's contracts: title, search and status filter (kept in the address), and the paged list. */
function ContractsListPage({ screen }: { screen: ContractsListScreen }) {
  useDocumentTitle(screen.title);
  const { query, update } = useContractSearchParams(screen.statusOptions);
  const filtered = Boolean(query.search || query.status);
  const { Card, empty } = screen;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">{screen.title}</h1>
          <p className="mt-2 text-pretty text-nevoa-600">{screen.intro}</p>
        </div>
        {screen.action}
      </div>

      {screen.notice && <div className="mt-8">{screen.notice}</div>}

      <div className="mt-8">
        <ContractFilters
          value={query}
          onChange={update}
          placeholder={screen.search.placeholder}
          searchLabel={screen.search.label}
          options={screen.statusOptions}
          vocabulary={screen.vocabulary}
        />
      </div>

      <div className="mt-6">
        <ContractList
          filters={{ as: screen.side, ...query }}
          label={screen.listLabel}
          loadErrorTitle={screen.loadErrorTitle}
          countText={screen.countText}
          renderItem={(contract) => <Card contract={contract} />}
          empty={
            <EmptyState icon={empty.icon} title={empty.title}>
              <p>{filtered ? empty.filtered : empty.unfiltered}</p>
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}

export function HiringPage() {
  return <ContractsListPage screen={HIRING} />;
}

export function MyProjectsPage() {
  const buyer = intentOf(useSessionUser()) === 'buyer';
  return <ContractsListPage screen={buyer ? MY_PROJECTS_FOR_BUYER : MY_PROJECTS} />;
}
