import { JOB_LIMITS } from '@labora/shared/jobs';
import { BriefcaseBusiness, Plus, Users } from 'lucide-react';
import { useCallback } from 'react';
import { ListTabs, panelId, type TabItem, tabId } from '@/components/marketplace/list-tabs';
import { ButtonLink } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { FreelancersResults } from '@/features/freelancers/components/freelancers-results';
import { JobFilters } from '@/features/jobs/components/job-filters';
import { JobsResults } from '@/features/jobs/components/jobs-results';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type ListTab, useListSearchParams } from './use-list-search-params';

const TABS: readonly TabItem<ListTab>[] = [
  { value: 'freelancers', label: 'Freelancers', icon: Users },
  { value: 'projetos', label: 'Projetos', icon: BriefcaseBusiness },
];
const ID_PREFIX = 'lista';

const COPY: Record<ListTab, { title: string; subtitle: string; placeholder: string }> = {
  freelancers: {
    title: 'Lista de Freelancers',
    subtitle: 'Encontre profissionais por nome, cidade, cargo ou habilidade.',
    placeholder: 'Buscar freelancers...',
  },
  projetos: {
    title: 'Projetos Disponíveis',
    subtitle: 'Projetos abertos a propostas, dos mais recentes aos mais antigos.',
    placeholder: 'Buscar projetos...',
  },
};

/** /freelancers-list and /freelancerslist: freelancers (freelancers) and open projects (jobs), searched in the database. */
export function FreelancersListPage() {
  const { query, update } = useListSearchParams();
  const copy = COPY[query.tab];
  useDocumentTitle(copy.title);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const { tab, ...filters } = query;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 text-pretty text-nevoa-600">{copy.subtitle}</p>
        </div>
        <ButtonLink to={paths.addJob} size="md" className="self-start sm:self-auto">
          <Plus aria-hidden className="size-4" />
          Criar um novo projeto
        </ButtonLink>
      </div>

      <ListTabs
        label="Mostrar"
        tabs={TABS}
        value={tab}
        onChange={(next) => update({ tab: next })}
        idPrefix={ID_PREFIX}
        className="mt-8"
      />

      <div
        role="tabpanel"
        id={panelId(ID_PREFIX, tab)}
        aria-labelledby={tabId(ID_PREFIX, tab)}
        className="mt-6 space-y-6"
      >
        <div className="space-y-4">
          <SearchBox
            value={filters.search}
            onSearch={onSearch}
            placeholder={copy.placeholder}
            label={copy.placeholder.replace('...', '')}
            maxLength={JOB_LIMITS.searchMaxLength}
          />
          {tab === 'projetos' && <JobFilters value={filters} onChange={update} />}
        </div>
        {tab === 'freelancers' ? <FreelancersResults search={filters.search} /> : <JobsResults filters={filters} />}
      </div>
    </div>
  );
}
