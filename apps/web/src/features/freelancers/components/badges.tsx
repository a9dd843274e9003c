import type { TSellerLevel } from '@labora/shared/freelancers';
import { Award, Sparkles, Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount, formatRating } from '../lib/format';

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

interface RatingProps {
  rating: number | null;
  reviewCount: number;
  /** Said when there is no review yet; nothing is shown when omitted. */
  emptyLabel?: string;
  className?: string;
}

/** '★ 4,8 (12)', read out as 'Avaliação 4,8 de 5, 12 avaliações'. */
export function Rating({ rating, reviewCount, emptyLabel, className }: RatingProps) {
  if (rating === null || reviewCount === 0) {
    return emptyLabel ? <span className={cn('text-nevoa-600 text-sm', className)}>{emptyLabel}</span> : null;
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star aria-hidden className="size-4 fill-sol-400 text-sol-500" />
      <span className="sr-only">Avaliação </span>
      <span className="font-bold text-nevoa-900">{formatRating(rating)}</span>
      <span className="sr-only"> de 5,</span>
      <span className="text-nevoa-600">
        ({formatCount(reviewCount)}
        <span className="sr-only">{reviewCount === 1 ? ' avaliação' : ' avaliações'}</span>)
      </span>
    </span>
  );
}

interface StarsProps {
  value: number;
  /** The number is written beside the stars: they are then hidden from screen readers. */
  decorative?: boolean;
  className?: string;
}

/** 1 to 5 stars. */
export function Stars({ value, decorative = false, className }: StarsProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${value} de 5 estrelas` };
  return (
    <span {...a11y} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-4', n <= value ? 'fill-sol-400 text-sol-500' : 'fill-nevoa-100 text-nevoa-300')}
        />
      ))}
    </span>
  );
}

interface SkillChipsProps {
  skills: readonly string[];
  /** Past this many, a '+N' chip stands for the rest. */
  max?: number;
  label?: string;
  className?: string;
}

export function SkillChips({ skills, max, label = 'Habilidades', className }: SkillChipsProps) {
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((skill) => (
        <li
          key={skill}
          className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 font-semibold text-brand-800 text-xs"
        >
          {skill}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-full border border-nevoa-200 bg-nevoa-50 px-2.5 py-1 font-semibold text-nevoa-700 text-xs">
          +{hidden}
          <span className="sr-only">{hidden === 1 ? ' habilidade' : ' habilidades'}</span>
        </li>
      )}
    </ul>
  );
}
