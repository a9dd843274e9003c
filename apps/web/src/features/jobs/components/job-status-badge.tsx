import type { TJobStatus } from '@labora/shared/jobs';
import { StatusPill } from '@/components/ui/status-pill';

const JOB_STATUS_LABELS: Record<TJobStatus, string> = { open: 'Aberto', closed: 'Encerrado' };

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  return (
    <StatusPill tone={status === 'open' ? 'brand' : 'nevoa'} dot>
      {JOB_STATUS_LABELS[status]}
    </StatusPill>
  );
}
