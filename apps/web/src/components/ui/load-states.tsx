import type { LucideIcon } from 'lucide-react';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** What a screen says when the server cannot be reached. */
export const NETWORK_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

/** A list or page that failed to load, with a retry. */
interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
  /** What to say when the server cannot be reached, where a screen has its own words for it. */
  networkMessage?: string;
  /** 'h1' when the error takes the whole page's place, so the page keeps its heading. */
  titleAs?: 'p' | 'h1';
}

/** Why a load failed, in the reader's words (the server's message, or the network one). */
export function loadErrorDetail(error: unknown, network = NETWORK_MESSAGE): string {
  return errorMessage(error, { fallback: 'Tente novamente em alguns instantes.', network });
}

/** One grey placeholder bar of a skeleton; callers add its size. */
export const SKELETON_BAR = 'animate-pulse rounded-lg bg-nevoa-200 motion-reduce:animate-none';

export function LoadError({
  title,
  error,
  onRetry,
  retrying,
  className,
  networkMessage,
  titleAs: Title = 'p',
}: LoadErrorProps) {
  const detail = loadErrorDetail(error, networkMessage);
  return (
    <Card role="alert" className={cn('flex flex-col items-center p-8 text-center shadow-sm sm:p-12', className)}>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <Title className="mt-5 font-bold text-lg text-nevoa-950">{title}</Title>
      <p className="mt-1 text-nevoa-600">{detail}</p>
      <Button variant="secondary" size="md" onClick={onRetry} loading={retrying} className="mt-6">
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Tentar novamente
      </Button>
    </Card>
  );
}

/** Nothing to show yet: an icon, a title and what to do next. */
interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
  /** 'sm' inside a card or a section of a page; 'md' where it takes a page's place. */
  size?: 'sm' | 'md';
}

const EMPTY_STYLES = {
  md: {
    box: 'rounded-3xl bg-white/60 py-12',
    badge: 'size-12',
    icon: 'size-6',
    title: 'mt-4 font-bold text-lg',
    body: 'flex max-w-md flex-col items-center',
  },
  sm: {
    box: 'rounded-2xl py-8',
    badge: 'size-11',
    icon: 'size-5',
    title: 'mt-3 font-semibold',
    body: 'max-w-sm text-sm',
  },
};

export function EmptyState({ icon: Icon, title, children, className, size = 'md' }: EmptyStateProps) {
  const styles = EMPTY_STYLES[size];
  return (
    <div
      className={cn(
        'flex flex-col items-center border border-nevoa-300 border-dashed px-6 text-center',
        styles.box,
        className,
      )}
    >
      <span className={cn('flex items-center justify-center rounded-2xl bg-brand-50 text-brand-700', styles.badge)}>
        <Icon aria-hidden className={styles.icon} />
      </span>
      <p className={cn('text-balance text-nevoa-950', styles.title)}>{title}</p>
      {children && <div className={cn('mt-1 text-pretty text-nevoa-600', styles.body)}>{children}</div>}
    </div>
  );
}

/** One section of a page failed to load; the rest of the page stays. */
export function SectionLoadError({ title, error, onRetry, retrying, className, networkMessage }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center rounded-2xl bg-danger-50/60 px-6 py-8 text-center', className)}
    >
      <CircleAlert aria-hidden className="size-6 text-danger-700" />
      <p className="mt-3 font-semibold text-nevoa-950">{title}</p>
      <p className="mt-1 text-nevoa-600 text-sm">{loadErrorDetail(error, networkMessage)}</p>
      <Button variant="secondary" size="md" onClick={onRetry} loading={retrying} className="mt-4">
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Tentar novamente
      </Button>
    </div>
  );
}

/** Row-shaped placeholders while a short list loads. */
export function RowsSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-nevoa-100">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <div key={i} className="flex items-center gap-3 py-4 first:pt-0 last:pb-0">
          <div className="flex-1 space-y-2">
            <div className={`${SKELETON_BAR} h-4 w-3/4`} />
            <div className={`${SKELETON_BAR} h-3 w-1/2`} />
          </div>
          <div className={`${SKELETON_BAR} h-6 w-20 rounded-full`} />
        </div>
      ))}
    </div>
  );
}
