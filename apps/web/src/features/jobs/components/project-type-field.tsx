import type { TProjectType } from '@labora/shared/job-labels';
import { Clock, Wallet } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { PROJECT_TYPE_LABELS } from '../lib/format-job';

const OPTIONS: { value: TProjectType; icon: typeof Wallet; text: string }[] = [
  { value: 'fixed', icon: Wallet, text: 'Um valor pelo projeto inteiro.' },
  { value: 'hourly', icon: Clock, text: 'Pagamento pelas horas trabalhadas.' },
];

/** SPEC §3: fixed (the default) or hourly, as two radio cards. */
export function ProjectTypeField({ registration }: { registration: UseFormRegisterReturn<'projectType'> }) {
  return (
    <fieldset>
      <legend className="mb-1.5 font-semibold text-nevoa-800 text-sm">Tipo de projeto</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value, icon: Icon, text }) => (
          <label
            key={value}
            className={cn(
              'relative flex cursor-pointer items-start gap-3 rounded-2xl border border-nevoa-300 bg-white p-4 transition-colors hover:border-brand-400',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
              'has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-focus-visible:outline-offset-2',
            )}
          >
            {/* Invisible but covering the card, so a tap anywhere on it lands on the radio itself. */}
            <input
              type="radio"
              value={value}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
              {...registration}
            />
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-nevoa-100 text-nevoa-700 peer-checked:bg-brand-700 peer-checked:text-white">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-nevoa-950">{PROJECT_TYPE_LABELS[value]}</span>
              <span className="block text-nevoa-600 text-sm">{text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
