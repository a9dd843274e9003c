import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A given rating, 1 to 5, read out as '4 de 5 estrelas'. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={`${value} de 5 estrelas`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-5', n <= value ? 'fill-sol-400 text-sol-500' : 'fill-nevoa-100 text-nevoa-300')}
        />
      ))}
    </span>
  );
}
