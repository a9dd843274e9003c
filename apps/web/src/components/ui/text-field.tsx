import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string;
  /** Marks the field without a message of its own (the message is elsewhere, e.g. a toast). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Rendered inside the field's right edge, e.g. the show-password button. */
  trailing?: ReactNode;
}

export function TextField({
  label,
  error,
  invalid,
  hint,
  trailing,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const isInvalid = Boolean(error) || invalid;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block font-semibold text-nevoa-800 text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={isInvalid || undefined}
          aria-describedby={cn(describedBy, hintId, errorId) || undefined}
          className={cn(
            'block h-12 w-full rounded-xl border border-nevoa-400 bg-white px-4 text-base text-nevoa-900 shadow-xs transition',
            'placeholder:text-nevoa-500 focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600',
            'read-only:border-nevoa-300 read-only:bg-nevoa-100 read-only:text-nevoa-700',
            'aria-invalid:border-danger-600 aria-invalid:focus:ring-danger-600',
            trailing ? 'pr-12' : undefined,
          )}
          {...props}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-nevoa-600 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
