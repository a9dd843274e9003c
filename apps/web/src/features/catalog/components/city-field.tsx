import { CITIES_LIMITS } from '@labora/shared/catalog';
import type { TCity } from '@labora/shared/cities';
import type { Ref } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCitySearch } from '../api/search-cities';

const SEARCH_DELAY_MS = 200;

/** Where the picked city is: what a profile keeps beside its 'Cidade, UF' text. */
export type CityPlace = Pick<TCity, 'placeId' | 'latitude' | 'longitude'>;

interface CityFieldProps {
  value: string;
  details: CityPlace | null;
  /** Typing sends details null: the text no longer names a city from the list. */
  onChange: (location: string, details: CityPlace | null) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** The profile's words unless given (a filter asks for any city, not 'sua cidade'). */
  placeholder?: string;
  hint?: string;
}

/** The profile's city (SPEC: "cities only"): Brazilian municipalities searched as the person types. */
export function CityField({
  value,
  details,
  onChange,
  error,
  ref,
  onBlur,
  placeholder = 'Digite o nome da sua cidade',
  hint = 'Digite ao menos 2 letras e escolha sua cidade na lista.',
}: CityFieldProps) {
  // A picked city is not searched again; only what is being typed is.
  const term = useDebouncedValue(details ? '' : value.trim(), SEARCH_DELAY_MS);
  const search = useCitySearch(term);
  const settled = term === value.trim() && !search.isPlaceholderData && !search.isFetching;
  const cities = search.data ?? [];

  let emptyMessage: string | null = null;
  if (search.isError) emptyMessage = 'Não foi possível buscar as cidades. Tente de novo.';
  else if (settled && search.isSuccess) emptyMessage = 'Nenhuma cidade encontrada.';
  else emptyMessage = 'Buscando cidades...';

  return (
    <Combobox<TCity>
      ref={ref}
      label="Cidade"
      name="location"
      placeholder={placeholder}
      hint={details ? undefined : hint}
      error={error}
      value={value}
      onValueChange={(text) => onChange(text, null)}
      options={cities}
      optionKey={(city) => city.placeId}
      optionLabel={(city) => city.label}
      onSelect={(city) =>
        onChange(city.label, { placeId: city.placeId, latitude: city.latitude, longitude: city.longitude })
      }
      minLength={CITIES_LIMITS.queryMinLength}
      loading={search.isFetching}
      emptyMessage={emptyMessage}
      onBlur={onBlur}
    />
  );
}
