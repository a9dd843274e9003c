import type { TSellerLevel } from '@labora/shared/freelancer-labels';
import { Award, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

const LEVEL_STYLES: Record<TSellerLevel, string> = {
  Novo: 'bg-sol-100 text-sol-800',
  'Nível 1': 'bg-nevoa-100 text-nevoa-800',
  'Nível 2': 'bg-brand-100 text-brand-800',
  'Top Rated': 'bg-brand-700 text-white',
};

/** The seller level (README: from completed contracts and the average rating). */
export function LevelBadge({ level, className }: { level: TSellerLevel; className?: string }) {
  const Icon = level === 'Novo' ? Sparkles : Award;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs',
        LEVEL_STYLES[level],
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">Nível do freelancer: </span>
      {level}
    </span>
  );
}
