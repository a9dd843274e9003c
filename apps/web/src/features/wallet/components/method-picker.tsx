import type { LucideIcon } from 'lucide-react';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface MethodOption<Method extends string> {
  value: Method;
  label: string;
  /** One line under the label: the fee and the processing time. */
  detail: string;
  icon: LucideIcon;
}

interface MethodPickerProps<Method extends string> {
  legend: string;
  options: MethodOption<Method>[];
  value: Method | '';
  onChange: (method: Method) => void;
  error?: string;
}

/** SPEC's method buttons: radio buttons dressed as cards (arrow keys move between them, as in any radio group). */
export function MethodPicker<Method extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: MethodPickerProps<Method>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold text-nevoa-800 text-sm">{legend}</legend>
      <div className={cn('grid gap-3', options.length === 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
        {options.map(({ value: option, label, detail, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'relative flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border bg-white px-4 py-3 transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              value === option
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : error
                  ? 'border-danger-600'
                  : 'border-nevoa-300 hover:border-nevoa-400 hover:bg-nevoa-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              // Invisible over the whole card: a click anywhere on it is a click on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-xl',
                value === option ? 'bg-brand-700 text-white' : 'bg-nevoa-100 text-nevoa-700',
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-nevoa-950 text-sm">{label}</span>
              <span className="block text-nevoa-600 text-xs">{detail}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 font-medium text-danger-700 text-sm">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
