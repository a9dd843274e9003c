import type { LucideIcon } from 'lucide-react';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { NETWORK_MESSAGE } from '../lib/messages';

export const SKELETON_BAR = 'animate-pulse rounded-lg bg-nevoa-200 motion-reduce:animate-none';

/** Card-shaped placeholders while a list loads. */
export function CardsSkeleton({ count = 4, label, className }: { count?: number; label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('grid gap-4', className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <Card key={i} className="space-y-4 p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className={`${SKELETON_BAR} h-5 w-2/3`} />
            <div className={`${SKELETON_BAR} h-6 w-24 rounded-full`} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className={`${SKELETON_BAR} h-9`} />
            <div className={`${SKELETON_BAR} h-9`} />
          </div>
          <div className={`${SKELETON_BAR} h-2.5 w-full rounded-full`} />
          <div className={`${SKELETON_BAR} h-11 w-full rounded-xl`} />
        </Card>
      ))}
    </div>
  );
}

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

export function LoadError({ title, error, onRetry, retrying, className }: LoadErrorProps) {
  const detail = errorMessage(error, { fallback: 'Tente novamente em alguns instantes.', network: NETWORK_MESSAGE });
  return (
    <Card role="alert" className={cn('flex flex-col items-center p-8 text-center shadow-sm sm:p-12', className)}>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <p className="mt-5 font-bold text-lg text-nevoa-950">{title}</p>
      <p className="mt-1 text-nevoa-600">{detail}</p>
      <Button variant="secondary" size="md" onClick={onRetry} loading={retrying} className="mt-6">
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Tentar novamente
      </Button>
    </Card>
  );
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-3xl border border-nevoa-300 border-dashed bg-white/60 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="mt-4 text-balance font-bold text-lg text-nevoa-950">{title}</p>
      {children && (
        <div className="mt-1 flex max-w-md flex-col items-center text-pretty text-nevoa-600">{children}</div>
      )}
    </div>
  );
}
