import { Star } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { RATING_WORDS, starsLabel } from '../lib/rating-words';

interface StarRatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
  /** The first star, to focus when the form asks for a rating. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys choose, and each option is read
 * out as '4 estrelas'. Hovering previews a choice; each radio lies transparent over its star.
 */
export function StarRatingInput({ value, onChange, error, disabled = false, firstRef }: StarRatingInputProps) {
  const name = useId();
  const legendId = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend id={legendId} className="mb-1.5 font-semibold text-nevoa-800 text-sm">
        Nota
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div role="radiogroup" aria-labelledby={legendId} className="flex" onMouseLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHovered(n)}
              className={cn(
                'relative flex size-11 items-center justify-center rounded-xl transition-colors hover:bg-sol-50',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600 has-[input:focus-visible]:outline-offset-0',
                disabled && 'opacity-60',
              )}
            >
              <input
                ref={n === 1 ? firstRef : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={starsLabel(n)}
                aria-invalid={error ? true : undefined}
                // Invisible but covering the star: the click lands on the radio itself.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <Star
                aria-hidden
                className={cn(
                  'pointer-events-none size-8 transition-colors',
                  n <= shown ? 'fill-sol-400 text-sol-500' : 'fill-white text-nevoa-400',
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden className="min-w-20 font-semibold text-nevoa-700 text-sm">
          {shown ? RATING_WORDS[shown] : ''}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
