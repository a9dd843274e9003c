import { cn } from '@/lib/cn';

interface LogoMarkProps {
  className?: string;
}

/**
 * Labora's mark: an "L" drawn as a single stroke (the work) meeting a sun-coloured dot (the person
 * doing it), on the brand green. Same drawing as public/favicon.svg.
 */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
      <path
        d="M10.5 7.5v12a4.5 4.5 0 0 0 4.5 4.5h8"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="21.75" cy="11.25" r="3.75" fill="var(--color-sol-400)" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** `light` for use on the green brand panel. */
  tone?: 'dark' | 'light';
}

export function Logo({ className, tone = 'dark' }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('font-extrabold text-2xl tracking-tight', tone === 'dark' ? 'text-brand-900' : 'text-white')}>
        Labora
      </span>
    </span>
  );
}
