import type { ComponentProps } from 'react';
import { SelectField } from './select-field';

type OptionsSelectProps<T extends string | number> = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  options: readonly T[];
  /** What each option reads as; the value itself when not given. */
  labelOf?: (option: T) => string;
  /** The first option, with no value ('Todos os níveis', 'Selecione'); none when not given. */
  emptyLabel?: string;
};

/** A SelectField whose options are a list of values, optionally after an empty 'all' or 'choose' option. */
export function OptionsSelect<T extends string | number>({
  options,
  labelOf = String,
  emptyLabel,
  ...props
}: OptionsSelectProps<T>) {
  return (
    <SelectField {...props}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}
