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

/** Nothing to show yet: an icon, a title and what to do next. */
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
