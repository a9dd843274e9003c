import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { SKELETON_BAR } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';

interface DetailPageSkeletonProps {
  /** Read out while loading: 'Carregando trabalho'. */
  label: string;
  /** The header card's bars, top to bottom (their sizes). */
  headerBars: readonly string[];
  /** The body's lines, as widths in percent. */
  bodyWidths: readonly number[];
  /** The grid of body and side column (a static Tailwind class, so the build keeps it). */
  columnsClassName: string;
}

/** The shape of a one-item page (a job, a contract) while it loads: a header card, a body and a side card. */
export function DetailPageSkeleton({ label, headerBars, bodyWidths, columnsClassName }: DetailPageSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <Card className="space-y-4 p-5 shadow-sm sm:p-8">
        {headerBars.map((size) => (
          <div key={size} className={cn(SKELETON_BAR, size)} />
        ))}
      </Card>
      <div className={cn('grid gap-6', columnsClassName)}>
        <Card className="space-y-3 p-5 shadow-sm sm:p-8">
          {bodyWidths.map((width) => (
            <div key={width} className={`${SKELETON_BAR} h-4`} style={{ width: `${width}%` }} />
          ))}
        </Card>
        <Card className="space-y-4 p-5 shadow-sm sm:p-6">
          <div className={`${SKELETON_BAR} h-8 w-32`} />
          <div className={`${SKELETON_BAR} h-4 w-full`} />
          <div className={`${SKELETON_BAR} h-4 w-2/3`} />
        </Card>
      </div>
    </div>
  );
}

interface PageUnavailableProps {
  icon: LucideIcon;
  /** The page's heading in its place: 'Trabalho não encontrado.' */
  title: string;
  /** Why, in one sentence. */
  children: ReactNode;
  /** Where to go instead (buttons and links). */
  actions: ReactNode;
}

/** A one-item page that cannot be shown to this reader: missing, or not theirs. */
export function PageUnavailable({ icon: Icon, title, children, actions }: PageUnavailableProps) {
  return (
    <Card role="alert" className="flex flex-col items-center p-8 text-center shadow-sm sm:p-12">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-nevoa-100 text-nevoa-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 className="mt-5 font-bold text-nevoa-950 text-xl">{title}</h1>
      <p className="mt-1 max-w-md text-pretty text-nevoa-600">{children}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </Card>
  );
}
