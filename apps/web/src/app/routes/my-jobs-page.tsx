import { BriefcaseBusiness, CircleDot, Layers, Lock, Plus, SearchX } from 'lucide-react';
import { ListTabs, panelId, type TabItem, tabId } from '@/components/marketplace/list-tabs';
import { PagedResults } from '@/components/marketplace/paged-results';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { GigOrdersInbox } from '@/features/gigs/components/gig-orders-inbox';
import { useMyJobs } from '@/features/jobs/api/get-my-jobs';
import { MyJobCard } from '@/features/jobs/components/my-job-card';
import { MY_JOBS_FILTERS, type MyJobsFilter } from '@/features/jobs/lib/my-jobs-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFilterParam } from '@/lib/use-filter-param';

const ICONS = { todos: Layers, abertos: CircleDot, encerrados: Lock } as const;
const TABS: readonly TabItem<MyJobsFilter>[] = MY_JOBS_FILTERS.map((f) => ({
  value: f.param,
  label: f.label,
  icon: ICONS[f.param],
}));
const ID_PREFIX = 'meus-trabalhos';

/**
 * /my-jobs ('Meus trabalhos publicados'): every job the client posted, newest first, each leading to its inbox;
 * below them the gig orders they sent ('Pedidos enviados'), once they have sent one.
 */
export function MyJobsPage() {
  useDocumentTitle('Meus trabalhos publicados');
  const { filter, setFilter } = useFilterParam(MY_JOBS_FILTERS);
  const query = useMyJobs(filter.status);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">
            Meus trabalhos publicados
          </h1>
          <p className="mt-2 text-pretty text-nevoa-600">
            Acompanhe cada trabalho que você publicou e as propostas que chegaram.
          </p>
        </div>
        <ButtonLink to={paths.addJob} size="md" className="self-start sm:self-auto">
          <Plus aria-hidden className="size-4" />
          Publicar trabalho
        </ButtonLink>
      </div>

      <ListTabs
        label="Mostrar trabalhos"
        tabs={TABS}
        value={filter.param}
        onChange={setFilter}
        idPrefix={ID_PREFIX}
        // Three tabs with icons need a little less padding to share a 390 px screen.
        className="mt-8 max-sm:*:px-3"
      />

      <div
        role="tabpanel"
        id={panelId(ID_PREFIX, filter.param)}
        aria-labelledby={tabId(ID_PREFIX, filter.param)}
        className="mt-6"
      >
        <PagedResults
          query={query}
          label="Meus trabalhos"
          loadErrorTitle="Não foi possível carregar seus trabalhos."
          getKey={(job) => job.id}
          renderItem={(job) => <MyJobCard job={job} />}
          listClassName="grid-cols-1 lg:grid-cols-2"
          empty={
            filter.param === 'todos' ? (
              <EmptyState icon={BriefcaseBusiness} title="Você ainda não publicou nenhum trabalho.">
                <p>Descreva o que precisa e receba propostas de freelancers. Publicar é gratuito.</p>
                <ButtonLink to={paths.addJob} size="md" className="mt-4">
                  <Plus aria-hidden className="size-4" />
                  Publicar meu primeiro trabalho
                </ButtonLink>
              </EmptyState>
            ) : (
              <EmptyState
                icon={SearchX}
                title={filter.param === 'abertos' ? 'Nenhum trabalho aberto.' : 'Nenhum trabalho encerrado.'}
              >
                <p>Escolha “Todos” para ver os demais.</p>
              </EmptyState>
            )
          }
        />
      </div>

      {/* Empty (no margin left behind) for someone who never ordered a gig. */}
      <div className="mt-10 empty:hidden">
        <GigOrdersInbox as="buyer" hideWhenEmpty />
      </div>
    </div>
  );
}
