import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A list of labelled facts (dates, value) as term and description pairs. */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-3', className)}>{children}</dl>;
}

export function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // A grid, not a wrapper div: a <dl> allows one <div> level around its <dt>/<dd> (axe definition-list).
    <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2.5">
      <Icon aria-hidden className="row-span-2 mt-0.5 size-4 shrink-0 text-nevoa-500" />
      <dt className="min-w-0 text-nevoa-600 text-xs">{label}</dt>
      <dd className="min-w-0 font-semibold text-nevoa-900 text-sm">{children}</dd>
    </div>
  );
}
