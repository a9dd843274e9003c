import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL_CLASSES, FieldShell, useFieldIds } from './field';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A native select (the phone's own picker on touch screens) dressed as the app's inputs. */
export function SelectField({ label, error, hint, id, className, children, ...props }: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={ids.controlId}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={ids.describedBy}
          className={cn(CONTROL_CLASSES, 'h-12 appearance-none pr-11')}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-nevoa-500"
        />
      </div>
    </FieldShell>
  );
}
