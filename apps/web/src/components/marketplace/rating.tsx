import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount, formatRating } from '@/lib/format';

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
  /** md where the stars are the point (a review), sm in lists. */
  size?: 'sm' | 'md';
  className?: string;
}

/** 1 to 5 stars, read out as '4 de 5 estrelas'. */
export function Stars({ value, decorative = false, size = 'sm', className }: StarsProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${value} de 5 estrelas` };
  return (
    <span {...a11y} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            size === 'md' ? 'size-5' : 'size-4',
            n <= value ? 'fill-sol-400 text-sol-500' : 'fill-nevoa-100 text-nevoa-300',
          )}
        />
      ))}
    </span>
  );
}
