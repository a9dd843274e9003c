import { zodResolver } from '@hookform/resolvers/zod';
import { ZContractProgressRequest } from '@labora/shared/contracts';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';

const resolver = zodResolver(ZContractProgressRequest);

interface ProgressFormProps {
  /** The progress the server holds now. */
  initial: number;
  pending: boolean;
  onSubmit: (progress: number) => void;
  className?: string;
}

/** The freelancer's progress report: a slider for the thumb, a number box for the keyboard, kept in step. */
export function ProgressForm({ initial, pending, onSubmit, className }: ProgressFormProps) {
  const ids = { slider: useId(), number: useId(), error: useId(), hint: useId() };
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm({ resolver, defaultValues: { action: 'progress' as const, progress: initial } });
  const progress = useWatch({ control, name: 'progress' });
  const sliderValue = Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : initial;
  const error = errors.progress?.message;

  // The same schema the server parses the request with.
  const submit = handleSubmit((parsed) => onSubmit(parsed.progress));

  return (
    <form onSubmit={submit} noValidate className={className}>
      <label htmlFor={ids.slider} className="block font-semibold text-nevoa-800 text-sm">
        Progresso
      </label>
      <div className="mt-2 flex items-center gap-4">
        <input
          id={ids.slider}
          type="range"
          min={0}
          max={100}
          step={5}
          value={sliderValue}
          onChange={(event) => setValue('progress', Number(event.target.value), { shouldValidate: isSubmitted })}
          aria-describedby={ids.hint}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-700"
        />
        <div className="relative w-24 shrink-0">
          <input
            id={ids.number}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            aria-label="Progresso em porcentagem"
            aria-invalid={error ? true : undefined}
            aria-describedby={cn(ids.hint, error && ids.error) || undefined}
            className={cn(
              'block h-11 w-full rounded-xl border border-nevoa-400 bg-white pr-8 pl-3 text-base text-nevoa-900 tabular-nums shadow-xs transition',
              'focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600',
              'aria-invalid:border-danger-600 aria-invalid:focus:ring-danger-600',
            )}
            // An empty box is no number (not 0): the schema refuses it.
            {...register('progress', {
              setValueAs: (value: unknown) => (String(value).trim() === '' ? Number.NaN : Number(value)),
            })}
          />
          <span aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-nevoa-500">
            %
          </span>
        </div>
      </div>
      <p id={ids.hint} className="mt-2 text-nevoa-600 text-sm">
        De 0 a 100. Quem contratou vê o progresso na hora.
      </p>
      <FieldError id={ids.error} message={error} />
      <Button type="submit" size="md" loading={pending} className="mt-4 w-full">
        {!pending && <TrendingUp aria-hidden className="size-4" />}
        Salvar progresso
      </Button>
    </form>
  );
}
