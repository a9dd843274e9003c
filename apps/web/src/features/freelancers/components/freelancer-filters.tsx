import { BRAZILIAN_STATES, DASHBOARD_CATEGORY_NAMES } from '@labora/shared/catalog';
import {
  FREELANCER_MIN_RATINGS,
  FREELANCER_ORDER_LABELS,
  FREELANCER_ORDERS,
  SELLER_LEVELS,
  type TFreelancerOrder,
  type TSellerLevel,
} from '@labora/shared/freelancer-labels';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { FiltersToggle, ShowResultsButton } from '@/components/ui/filters-toggle';
import { MoneyField } from '@/components/ui/money-field';
import { OptionsSelect } from '@/components/ui/options-select';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  countFreelancerFilters,
  type FreelancerFilterValues,
  NO_FREELANCER_FILTERS,
} from '../lib/freelancer-filters-params';

interface FreelancerFiltersProps {
  value: FreelancerFilterValues;
  onChange: (patch: Partial<FreelancerFilterValues>) => void;
  /** The city picker (the catalog's autocomplete), composed in by the screen. */
  cityField: ReactNode;
  /** The results' count text for the phone's 'Ver N resultados' (null while loading). */
  resultCount?: string | null;
}

const RATE_DELAY_MS = 500;

/**
 * Category, city and state, hourly rate range, minimum rating and level, and the order, as native selects and
 * boxes; on a phone they fold behind a 'Filtros' button, so the results are not pushed a screen down.
 */
export function FreelancerFilters({ value, onChange, cityField, resultCount = null }: FreelancerFiltersProps) {
  const fieldsId = useId();
  const active = countFreelancerFilters(value);
  const [open, setOpen] = useState(active > 0 || value.order !== 'relevance');
  // A job category from a job's link is not among the 12: it gets its own option so the select shows it.
  const categories: readonly string[] =
    value.category && !(DASHBOARD_CATEGORY_NAMES as readonly string[]).includes(value.category)
      ? [...DASHBOARD_CATEGORY_NAMES, value.category]
      : DASHBOARD_CATEGORY_NAMES;

  return (
    <div>
      <FiltersToggle
        open={open}
        onToggle={() => setOpen(!open)}
        controls={fieldsId}
        label="Filtros e ordem"
        active={active}
      />
      <fieldset
        id={fieldsId}
        className={cn(
          'gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4 lg:items-start',
          open ? 'mt-3 grid sm:mt-0' : 'hidden',
        )}
      >
        <legend className="sr-only">Filtrar e ordenar freelancers</legend>
        <OptionsSelect
          label="Categoria"
          value={value.category}
          onChange={(event) => onChange({ category: event.target.value })}
          emptyLabel="Todas as categorias"
          options={categories}
        />
        {cityField}
        <OptionsSelect
          label="Estado"
          value={value.state}
          onChange={(event) => onChange({ state: event.target.value })}
          emptyLabel="Todos os estados"
          options={BRAZILIAN_STATES}
        />
        <OptionsSelect
          label="Nível"
          value={value.level}
          onChange={(event) => onChange({ level: event.target.value as TSellerLevel | '' })}
          emptyLabel="Todos os níveis"
          options={SELLER_LEVELS}
        />
        <RateField
          label="Valor por hora mínimo (R$)"
          cents={value.minRateCents}
          onCommit={(minRateCents) => onChange({ minRateCents })}
        />
        <RateField
          label="Valor por hora máximo (R$)"
          cents={value.maxRateCents}
          onCommit={(maxRateCents) => onChange({ maxRateCents })}
        />
        <OptionsSelect
          label="Avaliação mínima"
          value={value.minRating === null ? '' : String(value.minRating)}
          onChange={(event) => onChange({ minRating: event.target.value ? Number(event.target.value) : null })}
          emptyLabel="Qualquer avaliação"
          options={FREELANCER_MIN_RATINGS}
          labelOf={(rating) => `${formatRating(rating)} ou mais`}
        />
        <OptionsSelect
          label="Ordenar por"
          value={value.order}
          onChange={(event) => onChange({ order: event.target.value as TFreelancerOrder })}
          options={FREELANCER_ORDERS}
          labelOf={(order) => FREELANCER_ORDER_LABELS[order]}
        />
        {active > 0 && (
          <div className="sm:col-span-2 lg:col-span-4">
            <ClearFiltersButton onClick={() => onChange({ ...NO_FREELANCER_FILTERS, order: value.order })} />
          </div>
        )}
        <ShowResultsButton count={resultCount} onClick={() => setOpen(false)} />
      </fieldset>
    </div>
  );
}

/** An amount in reais, applied once typing stops. */
function RateField({
  label,
  cents,
  onCommit,
}: {
  label: string;
  cents: number | null;
  onCommit: (cents: number | null) => void;
}) {
  const [typed, setTyped] = useState(cents);
  const settled = useDebouncedValue(typed, RATE_DELAY_MS);

  // The address changed elsewhere (Limpar filtros, Back): the box follows.
  useEffect(() => setTyped(cents), [cents]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled new amount commits; `cents` catching up must not.
  useEffect(() => {
    if (settled !== cents) onCommit(settled);
  }, [settled]);

  return <MoneyField label={label} placeholder="Ex.: 80" value={typed} onChange={setTyped} />;
}
