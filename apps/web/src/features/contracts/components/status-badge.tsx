import type { TContractStatus } from '@labora/shared/contracts';
import { CircleCheck, CircleHelp, CirclePlay, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type StatusVocabulary, statusLabel } from '../lib/status';

// SPEC §4 colours: em_andamento blue, concluido green, pendente yellow, cancelado red, anything else grey.
const STYLES: Record<TContractStatus, { tone: string; icon: LucideIcon }> = {
  aguardando_inicio: { tone: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30', icon: Hourglass },
  em_andamento: { tone: 'bg-blue-50 text-blue-800 ring-blue-600/25', icon: CirclePlay },
  concluido: { tone: 'bg-green-50 text-green-800 ring-green-600/25', icon: CircleCheck },
  cancelado: { tone: 'bg-red-50 text-red-700 ring-red-600/25', icon: CircleX },
};
const UNKNOWN = { tone: 'bg-gray-100 text-gray-700 ring-gray-500/25', icon: CircleHelp };

interface StatusBadgeProps {
  status: TContractStatus;
  vocabulary: StatusVocabulary;
  className?: string;
}

export function StatusBadge({ status, vocabulary, className }: StatusBadgeProps) {
  const { tone, icon: Icon } = STYLES[status] ?? UNKNOWN;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">Status: </span>
      {statusLabel(status, vocabulary)}
    </span>
  );
}
