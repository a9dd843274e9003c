import type { TContractStatus } from '@labora/shared/contract-labels';
import { CircleCheck, CircleHelp, CirclePlay, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { cn } from '@/lib/cn';
import { type StatusVocabulary, statusLabel } from '../lib/status';

// SPEC §4 colours: em_andamento blue, concluido green, pendente yellow, cancelado red, anything else grey.
const STYLES: Record<TContractStatus, { tone: StatusTone; icon: LucideIcon }> = {
  aguardando_inicio: { tone: 'yellow', icon: Hourglass },
  em_andamento: { tone: 'blue', icon: CirclePlay },
  concluido: { tone: 'green', icon: CircleCheck },
  cancelado: { tone: 'red', icon: CircleX },
};
const UNKNOWN = { tone: 'gray', icon: CircleHelp } as const;

interface StatusBadgeProps {
  status: TContractStatus;
  vocabulary: StatusVocabulary;
  className?: string;
}

export function StatusBadge({ status, vocabulary, className }: StatusBadgeProps) {
  const { tone, icon } = STYLES[status] ?? UNKNOWN;
  return (
    <StatusPill tone={tone} icon={icon} srPrefix="Status: " size="md" className={cn('shrink-0', className)}>
      {statusLabel(status, vocabulary)}
    </StatusPill>
  );
}
