import type { TContractStatus } from '@labora/shared/contract-labels';
import { useId } from 'react';
import { ProgressTrack } from '@/components/ui/progress-track';
import { cn } from '@/lib/cn';

const FILL: Partial<Record<TContractStatus, string>> = {
  concluido: 'bg-green-600',
  cancelado: 'bg-nevoa-400',
};

interface ProgressBarProps {
  value: number;
  status: TContractStatus;
  className?: string;
}

/** The freelancer's reported progress, 0 to 100 %, with its number written beside the bar. */
export function ProgressBar({ value, status, className }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-nevoa-600">
          Progresso
        </span>
        <span aria-hidden className="font-bold text-nevoa-900 tabular-nums">
          {percent}%
        </span>
      </div>
      <ProgressTrack
        percent={percent}
        labelId={labelId}
        valueText={`${percent}%`}
        fillClassName={cn(
          'transition-[width] duration-500 ease-out motion-reduce:transition-none',
          FILL[status] ?? 'bg-blue-600',
        )}
      />
    </div>
  );
}
