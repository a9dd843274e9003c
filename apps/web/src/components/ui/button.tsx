import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg';

const VARIANTS: Record<Variant, { idle: string; disabled: string }> = {
  primary: {
    idle: 'bg-brand-700 text-white shadow-sm shadow-brand-900/15 hover:bg-brand-800 active:bg-brand-900',
    disabled: 'disabled:bg-nevoa-200 disabled:text-nevoa-500 disabled:shadow-none',
  },
  secondary: {
    idle: 'border border-nevoa-300 bg-white text-nevoa-800 hover:border-nevoa-400 hover:bg-nevoa-50',
    disabled: 'disabled:opacity-60',
  },
  ghost: {
    idle: 'text-brand-700 hover:bg-brand-50',
    disabled: 'disabled:opacity-60',
  },
  /** An action that cannot be undone (deleting an account, a user). */
  danger: {
    idle: 'bg-danger-600 text-white shadow-danger-700/15 shadow-sm hover:bg-danger-700 focus-visible:outline-danger-600 active:bg-danger-700',
    disabled: 'disabled:opacity-60',
  },
};

const SIZES: Record<Size, string> = {
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

interface StyleOptions {
  variant?: Variant;
  size?: Size;
  fullWidth?: boolean;
}

export function buttonClasses({ variant = 'primary', size = 'lg', fullWidth = false }: StyleOptions = {}) {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-colors',
    VARIANTS[variant].idle,
    SIZES[size],
    fullWidth && 'w-full',
  );
}

/**
 * A file picker's visible button: a `<label>` for a hidden input (`peer sr-only`) placed just before it, which shows
 * the input's keyboard focus and disabled state as a button would.
 */
export const FILE_PICKER_BUTTON = cn(
  buttonClasses({ variant: 'secondary', size: 'md' }),
  'w-full cursor-pointer sm:w-auto',
  'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
);

interface ButtonProps extends ComponentProps<'button'>, StyleOptions {
  /** Shows a spinner and blocks clicks while a request runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        buttonClasses({ variant, size, fullWidth }),
        // A loading button keeps its colour: it is busy, not unavailable.
        loading ? 'cursor-wait' : cn('disabled:cursor-not-allowed', VARIANTS[variant].disabled),
        className,
      )}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends ComponentProps<typeof Link>, StyleOptions {}

export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses({ variant, size, fullWidth }), className)} {...props} />;
}
