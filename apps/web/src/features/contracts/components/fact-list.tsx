import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A list of labelled facts (dates, value) as term and description pairs. */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-3', className)}>{children}</dl>;
}

export function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2.5">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-nevoa-500" />
      <div className="min-w-0">
        <dt className="text-nevoa-600 text-xs">{label}</dt>
        <dd className="font-semibold text-nevoa-900 text-sm">{children}</dd>
      </div>
    </div>
  );
}
