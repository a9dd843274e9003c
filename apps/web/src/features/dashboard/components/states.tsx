import type { LucideIcon } from 'lucide-react';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export const NETWORK_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
export const BAR = 'animate-pulse rounded-lg bg-nevoa-200 motion-reduce:animate-none';

export function loadErrorDetail(error: unknown): string {
  return errorMessage(error, { fallback: 'Tente novamente em alguns instantes.', network: NETWORK_MESSAGE });
}

/** Row-shaped placeholders while a list loads. */
export function RowsSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-nevoa-100">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <div key={i} className="flex items-center gap-3 py-4 first:pt-0 last:pb-0">
          <div className="flex-1 space-y-2">
            <div className={`${BAR} h-4 w-3/4`} />
            <div className={`${BAR} h-3 w-1/2`} />
          </div>
          <div className={`${BAR} h-6 w-20 rounded-full`} />
        </div>
      ))}
    </div>
  );
}

interface SectionErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/** One section failed; the rest of the page stays. */
export function SectionError({ title, error, onRetry, retrying, className }: SectionErrorProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center rounded-2xl bg-danger-50/60 px-6 py-8 text-center', className)}
    >
      <CircleAlert aria-hidden className="size-6 text-danger-700" />
      <p className="mt-3 font-semibold text-nevoa-950">{title}</p>
      <p className="mt-1 text-nevoa-600 text-sm">{loadErrorDetail(error)}</p>
      <Button variant="secondary" size="md" onClick={onRetry} loading={retrying} className="mt-4">
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Tentar novamente
      </Button>
    </div>
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
        'flex flex-col items-center rounded-2xl border border-nevoa-300 border-dashed px-6 py-8 text-center',
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-5" />
      </span>
      <p className="mt-3 text-balance font-semibold text-nevoa-950">{title}</p>
      {children && <div className="mt-1 max-w-sm text-pretty text-nevoa-600 text-sm">{children}</div>}
    </div>
  );
}
