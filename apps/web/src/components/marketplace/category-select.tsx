import { JOB_CATEGORIES } from '@labora/shared/job-labels';
import type { ComponentProps } from 'react';
import { OptionsSelect } from '@/components/ui/options-select';
import type { SelectField } from '@/components/ui/select-field';

type CategorySelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  /** The option with no category: 'Selecione uma categoria' in a form, 'Todas as categorias' as a filter. */
  emptyLabel: string;
};

/** 'Categoria': the marketplace's categories (jobs and gigs share one list) as a native select. */
export function CategorySelect({ emptyLabel, ...props }: CategorySelectProps) {
  return <OptionsSelect label="Categoria" emptyLabel={emptyLabel} options={JOB_CATEGORIES} {...props} />;
}
