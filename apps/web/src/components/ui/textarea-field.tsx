import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL_CLASSES, FieldShell, useFieldIds } from './field';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error} className={className}>
      <textarea
        id={ids.controlId}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={ids.describedBy}
        className={cn(CONTROL_CLASSES, 'resize-y py-3 leading-relaxed disabled:resize-none')}
        {...props}
      />
    </FieldShell>
  );
}
