import { ZContractActionRequest } from '@labora/shared/contracts';
import { CircleAlert, TrendingUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ProgressFormProps {
  /** The progress the server holds now. */
  initial: number;
  pending: boolean;
  onSubmit: (progress: number) => void;
  className?: string;
}

/** The freelancer's progress report: a slider for the thumb, a number box for the keyboard, kept in step. */
export function ProgressForm({ initial, pending, onSubmit, className }: ProgressFormProps) {
  const [text, setText] = useState(String(initial));
  const [error, setError] = useState<string>();
  const numberRef = useRef<HTMLInputElement>(null);
  const ids = { slider: useId(), number: useId(), error: useId(), hint: useId() };
  const asNumber = Number(text);
  const sliderValue = text.trim() !== '' && Number.isFinite(asNumber) ? Math.min(100, Math.max(0, asNumber)) : initial;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema the server parses the request with; an empty box is not 0.
    const parsed = ZContractActionRequest.safeParse({
      action: 'progress',
      progress: text.trim() === '' ? undefined : asNumber,
    });
    if (!parsed.success || parsed.data.action !== 'progress') {
      setError(parsed.error?.issues[0]?.message);
      numberRef.current?.focus();
      return;
    }
    setError(undefined);
    onSubmit(parsed.data.progress);
  };

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
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          aria-describedby={ids.hint}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-700"
        />
        <div className="relative w-24 shrink-0">
          <input
            ref={numberRef}
            id={ids.number}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            aria-label="Progresso em porcentagem"
            aria-invalid={error ? true : undefined}
            aria-describedby={cn(ids.hint, error && ids.error) || undefined}
            className={cn(
              'block h-11 w-full rounded-xl border border-nevoa-400 bg-white pr-8 pl-3 text-base text-nevoa-900 tabular-nums shadow-xs transition',
              'focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600',
              'aria-invalid:border-danger-600 aria-invalid:focus:ring-danger-600',
            )}
          />
          <span aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-nevoa-500">
            %
          </span>
        </div>
      </div>
      <p id={ids.hint} className="mt-2 text-nevoa-600 text-sm">
        De 0 a 100. Quem contratou vê o progresso na hora.
      </p>
      {error && (
        <p id={ids.error} className="mt-1.5 flex items-start gap-1.5 font-medium text-danger-700 text-sm">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <Button type="submit" size="md" loading={pending} className="mt-4 w-full">
        {!pending && <TrendingUp aria-hidden className="size-4" />}
        Salvar progresso
      </Button>
    </form>
  );
}
