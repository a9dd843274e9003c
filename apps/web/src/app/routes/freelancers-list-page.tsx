import { JOB_LIMITS } from '@labora/shared/job-labels';
import { BriefcaseBusiness, Plus, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListTabs, panelId, type TabItem, tabId } from '@/components/marketplace/list-tabs';
import { ButtonLink } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { CityField } from '@/features/catalog/components/city-field';
import { useFreelancersCount } from '@/features/freelancers/api/get-freelancers';
import { FreelancerFilters } from '@/features/freelancers/components/freelancer-filters';
import { FreelancersResults } from '@/features/freelancers/components/freelancers-results';
import { useJobsCount } from '@/features/jobs/api/get-jobs';
import { JobFilters } from '@/features/jobs/components/job-filters';
import { JobsResults } from '@/features/jobs/components/jobs-results';
import { PUBLISHED_PARAM } from '@/features/jobs/lib/published-job';
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
    subtitle: 'Encontre profissionais por nome, cidade, cargo, habilidade ou categoria.',
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
  const { query, update, updatePeople: onPeopleChange } = useListSearchParams();
  const copy = COPY[query.tab];
  useDocumentTitle(copy.title);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const { tab, people, ...filters } = query;
  // The phone filters' 'Ver N resultados': the count of the list below (the same cached query).
  const jobsCount = useJobsCount(filters, tab === 'projetos');
  const freelancersCount = useFreelancersCount({ search: filters.search, ...people }, tab === 'freelancers');
  // Create Job lands here with the new job's id; a new search or filter drops it from the address.
  const publishedId = useSearchParams()[0].get(PUBLISHED_PARAM) ?? undefined;

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
          {tab === 'projetos' ? (
            <JobFilters value={filters} onChange={update} resultCount={jobsCount} />
          ) : (
            <FreelancerFilters
              value={people}
              onChange={onPeopleChange}
              cityField={<CityFilter city={people.city} onChange={(city) => onPeopleChange({ city })} />}
              resultCount={freelancersCount}
            />
          )}
        </div>
        {/* The cards' h3 need an h2 above them (heading order): one for the results, for screen readers. */}
        <h2 className="sr-only">{tab === 'freelancers' ? 'Freelancers encontrados' : 'Projetos encontrados'}</h2>
        {tab === 'freelancers' ? (
          <FreelancersResults filters={{ search: filters.search, ...people }} />
        ) : (
          <JobsResults filters={filters} publishedId={publishedId} />
        )}
      </div>
    </div>
  );
}

/** The city filter: the catalog's autocomplete; a city picked from the list filters, clearing the box unfilters. */
function CityFilter({ city, onChange }: { city: string; onChange: (city: string) => void }) {
  const [text, setText] = useState(city);
  const [shown, setShown] = useState(city);
  // The address changed elsewhere (Limpar filtros, Back): the box follows.
  if (shown !== city) {
    setShown(city);
    setText(city);
  }
  const picked = city !== '' && text === city;
  return (
    <CityField
      value={text}
      details={picked ? { placeId: '', latitude: 0, longitude: 0 } : null}
      placeholder="Digite uma cidade"
      hint=""
      onChange={(location, details) => {
        setText(location);
        if (details) onChange(location);
        else if (!location.trim() && city) onChange('');
      }}
    />
  );
}
