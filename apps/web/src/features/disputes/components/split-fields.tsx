import { formatBRL } from '@labora/shared/money';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { MoneyField } from '@/components/ui/money-field';
import type { SplitFormValues } from '../lib/split-form';
import { SplitSummary } from './split-summary';

interface SplitFieldsProps<TOutput> {
  control: Control<SplitFormValues, unknown, TOutput>;
  escrowCents: number;
  placeholder: string;
}

/** What goes to the freelancer, from nothing to the whole escrow, and the split it makes as it is typed. */
export function SplitFields<TOutput>({ control, escrowCents, placeholder }: SplitFieldsProps<TOutput>) {
  const typed = useWatch({ control, name: 'freelancerCents' });
  return (
    <>
      <Controller
        control={control}
        name="freelancerCents"
        render={({ field, fieldState }) => (
          <MoneyField
            label="Para o freelancer"
            placeholder={placeholder}
            hint={`De R$ 0,00 até ${formatBRL(escrowCents)}.`}
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <SplitSummary escrowCents={escrowCents} freelancerCents={typed} />
    </>
  );
}
