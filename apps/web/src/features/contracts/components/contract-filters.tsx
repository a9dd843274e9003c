import { useCallback } from 'react';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { type ContractsQuery, SEARCH_MAX_LENGTH } from '../hooks/use-contract-search-params';
import { type StatusOption, type StatusVocabulary, statusLabel } from '../lib/status';

interface ContractFiltersProps {
  value: ContractsQuery;
  onChange: (patch: Partial<ContractsQuery>) => void;
  placeholder: string;
  searchLabel: string;
  options: readonly StatusOption[];
  vocabulary: StatusVocabulary;
}

/** Search box and status filter, side by side from 640 px; both apply together, on the server. */
export function ContractFilters({
  value,
  onChange,
  placeholder,
  searchLabel,
  options,
  vocabulary,
}: ContractFiltersProps) {
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <SearchBox
          value={value.search}
          onSearch={onSearch}
          placeholder={placeholder}
          label={searchLabel}
          maxLength={SEARCH_MAX_LENGTH}
        />
      </div>
      <SelectField
        label="Status"
        value={options.find((o) => o.status === value.status)?.param ?? 'todos'}
        onChange={(event) => onChange({ status: options.find((o) => o.param === event.target.value)?.status ?? '' })}
        className="sm:w-56"
      >
        <option value="todos">Todos</option>
        {options.map((option) => (
          <option key={option.param} value={option.param}>
            {statusLabel(option.status, vocabulary)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
