import type { TJobStatus } from '@labora/shared/jobs';
import { cn } from '@/lib/cn';

const JOB_STATUS_LABELS: Record<TJobStatus, string> = { open: 'Aberto', closed: 'Encerrado' };

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        status === 'open' ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-nevoa-100 text-nevoa-700 ring-nevoa-300',
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', status === 'open' ? 'bg-brand-600' : 'bg-nevoa-500')} />
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
