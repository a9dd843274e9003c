import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Link, type To } from 'react-router';
import { Card } from '@/components/ui/card';
import { loadErrorDetail, SKELETON_BAR } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';

export type StatTone = 'brand' | 'sol' | 'nevoa';

const TONES: Record<StatTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  sol: 'bg-sol-50 text-sol-700',
  nevoa: 'bg-nevoa-100 text-nevoa-700',
};

export interface StatView {
  value: string;
  /** The top of the scale, for a rating: shown '/ 5', read 'de 5'. */
  outOf?: number;
  hint: string;
}

/** What a card reads of its query: the data, or why it is not there yet. */
export type StatQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'refetch'>;

interface StatCardProps<T> {
  label: string;
  icon: LucideIcon;
  tone: StatTone;
  query: StatQuery<T>;
  view: (data: T) => StatView;
  /** The page listing what the number counts: the whole card leads there, the label naming the link. */
  to?: To;
  className?: string;
}

/** A number the API counted, with its own loading and error states. */
export function StatCard<T>({ label, icon: Icon, tone, query, view, to, className }: StatCardProps<T>) {
  const labelId = useId();
  const { data, error, isFetching, refetch } = query;
  const shown = data === undefined ? null : view(data);
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      className={cn(
        'flex min-w-0 flex-col p-4 shadow-sm sm:p-5',
        className,
        to &&
          'relative transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p id={labelId} className="font-semibold text-nevoa-700 text-sm leading-snug">
          {to ? (
            // The link covers the card; 'Tentar novamente' sits above it (relative) and stays its own button.
            <Link
              to={to}
              className="outline-none after:absolute after:inset-0 after:rounded-[inherit] hover:text-brand-800"
            >
              {label}
            </Link>
          ) : (
            label
          )}
        </p>
        <span className={cn('hidden size-9 shrink-0 items-center justify-center rounded-xl sm:flex', TONES[tone])}>
          <Icon aria-hidden className="size-4.5" />
        </span>
      </div>
      {shown ? (
        <>
          <p className="mt-2 font-extrabold text-3xl text-nevoa-950 tabular-nums tracking-tight">
            <span>{shown.value}</span>
            {shown.outOf !== undefined && (
              <>
                <span aria-hidden className="ml-1 font-semibold text-base text-nevoa-500">
                  / {shown.outOf}
                </span>
                <span className="sr-only"> de {shown.outOf}</span>
              </>
            )}
          </p>
          <p className="mt-1 text-nevoa-600 text-xs">{shown.hint}</p>
        </>
      ) : error && !isFetching ? (
        <div role="alert" className="mt-2">
          <p className="font-semibold text-danger-700 text-sm">Não foi possível carregar.</p>
          <p className="sr-only">{loadErrorDetail(error)}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="relative mt-1 inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-xs hover:underline"
          >
            <RotateCw aria-hidden className="size-3.5" />
            Tentar novamente<span className="sr-only">: {label}</span>
          </button>
        </div>
      ) : (
        <div role="status" aria-label={`Carregando: ${label}`} className="mt-3 space-y-2">
          <div className={`${SKELETON_BAR} h-7 w-16`} />
          <div className={`${SKELETON_BAR} h-3 w-28`} />
        </div>
      )}
    </Card>
  );
}
