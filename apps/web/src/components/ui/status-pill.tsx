import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The colours a status can take. The outlined ones (a ring) are the records' statuses, by SPEC §4's colours:
 * waiting yellow, in progress blue, done green, stopped red, closed grey, asked-for-changes orange, and the brand's
 * open/accepted, pending (sol), refused (danger) and retired (nevoa). `soft-*` have no ring (the admin's account
 * status); `solid-*` are stronger and bold (the wallet's withdrawals).
 */
const TONES = {
  yellow: { classes: 'bg-yellow-50 text-yellow-800 ring-1 ring-inset ring-yellow-600/30', dot: 'bg-yellow-600' },
  blue: { classes: 'bg-blue-50 text-blue-800 ring-1 ring-inset ring-blue-600/25', dot: 'bg-blue-600' },
  green: { classes: 'bg-green-50 text-green-800 ring-1 ring-inset ring-green-600/25', dot: 'bg-green-600' },
  red: { classes: 'bg-red-50 text-red-700 ring-1 ring-inset ring-red-600/25', dot: 'bg-red-600' },
  gray: { classes: 'bg-gray-100 text-gray-700 ring-1 ring-inset ring-gray-500/25', dot: 'bg-gray-500' },
  orange: { classes: 'bg-orange-50 text-orange-800 ring-1 ring-inset ring-orange-600/25', dot: 'bg-orange-600' },
  brand: { classes: 'bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-300', dot: 'bg-brand-600' },
  sol: { classes: 'bg-sol-50 text-sol-800 ring-1 ring-inset ring-sol-300', dot: 'bg-sol-600' },
  danger: { classes: 'bg-danger-50 text-danger-700 ring-1 ring-inset ring-danger-600/30', dot: 'bg-danger-600' },
  nevoa: { classes: 'bg-nevoa-100 text-nevoa-700 ring-1 ring-inset ring-nevoa-300', dot: 'bg-nevoa-500' },
  'soft-brand': { classes: 'bg-brand-50 text-brand-800', dot: 'bg-brand-600' },
  'soft-danger': { classes: 'bg-danger-50 text-danger-700', dot: 'bg-danger-600' },
  'solid-brand': { classes: 'bg-brand-100 text-brand-800', dot: 'bg-brand-600' },
  'solid-sol': { classes: 'bg-sol-100 text-sol-900', dot: 'bg-sol-600' },
  'solid-danger': { classes: 'bg-danger-50 text-danger-700', dot: 'bg-danger-600' },
} as const;

export type StatusTone = keyof typeof TONES;

interface StatusPillProps {
  tone: StatusTone;
  children: ReactNode;
  /** An icon before the label (the records with a life cycle: contracts, deliveries, orders). */
  icon?: LucideIcon;
  /** A dot in the tone's colour before the label. */
  dot?: boolean;
  /** Read before the label by screen readers, e.g. 'Status: '. */
  srPrefix?: string;
  /** `md` (taller, never wrapping) sits beside titles; `sm` in lists and cards. */
  size?: 'sm' | 'md';
  className?: string;
}

/** A status as a rounded pill: every status of the app (contract, delivery, order, job, proposal, withdrawal, account). */
export function StatusPill({ tone, children, icon: Icon, dot, srPrefix, size = 'sm', className }: StatusPillProps) {
  const { classes, dot: dotColour } = TONES[tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 text-xs',
        size === 'md' ? 'whitespace-nowrap py-1' : 'py-0.5',
        tone.startsWith('solid-') ? 'font-bold' : 'font-semibold',
        classes,
        className,
      )}
    >
      {Icon && <Icon aria-hidden className="size-3.5" />}
      {dot && <span aria-hidden className={cn('size-1.5 rounded-full', dotColour)} />}
      {srPrefix && <span className="sr-only">{srPrefix}</span>}
      {children}
    </span>
  );
}
