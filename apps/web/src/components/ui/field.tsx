import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** The input look shared by the form controls built on FieldShell (select, textarea, combobox). */
export const CONTROL_CLASSES = cn(
  'block w-full rounded-xl border border-nevoa-400 bg-white px-4 text-base text-nevoa-900 shadow-xs transition',
  'placeholder:text-nevoa-500 focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600',
  'disabled:border-nevoa-300 disabled:bg-nevoa-100 disabled:text-nevoa-700',
  'aria-invalid:border-danger-600 aria-invalid:focus:ring-danger-600',
);

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** What the control's aria-describedby should hold. */
  describedBy: string | undefined;
}

/** The ids tying a control to its label, hint and error. */
export function useFieldIds({ id, hint, error }: { id?: string; hint?: ReactNode; error?: string }): FieldIds {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: cn(hintId, errorId) || undefined };
}

interface FieldShellProps {
  label: string;
  ids: FieldIds;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A field's error under it, tied to the control by `id` (aria-describedby); nothing when there is none. */
export function FieldError({ id, message }: { id: string | undefined; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 font-medium text-danger-700 text-sm">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** Label above, hint and error below, as TextField lays them out. */
export function FieldShell({ label, ids, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="mb-1.5 block font-semibold text-nevoa-800 text-sm">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="mt-1.5 text-nevoa-600 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
