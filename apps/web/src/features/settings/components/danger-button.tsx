import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface DangerButtonProps extends ComponentProps<'button'> {
  /** Shows a spinner and blocks clicks while a request runs. */
  loading?: boolean;
}

/** The red button of an action that cannot be undone; otherwise it behaves as the app's Button. */
export function DangerButton({
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: DangerButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex h-11 select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-danger-600 px-4 font-semibold text-sm text-white shadow-danger-700/15 shadow-sm transition-colors hover:bg-danger-700 focus-visible:outline-danger-600',
        loading ? 'cursor-wait' : 'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
      {children}
    </button>
  );
}
