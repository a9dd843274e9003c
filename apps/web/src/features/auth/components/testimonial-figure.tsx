import { Quote, Star } from 'lucide-react';
import type { Testimonial } from './testimonials';

/** One testimonial card body: quote mark and rating, the words, then who said them. */
export function TestimonialFigure({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col">
      <div className="flex items-center justify-between">
        <Quote aria-hidden className="size-9 fill-sol-400 text-sol-400" />
        <span className="flex gap-0.5" role="img" aria-label="Avaliação 5 de 5">
          {[1, 2, 3, 4, 5].map((star) => (
            <Star key={star} aria-hidden className="size-4 fill-sol-300 text-sol-300" />
          ))}
        </span>
      </div>
      <blockquote className="mt-5 flex-1 text-pretty font-medium text-lg text-white leading-relaxed sm:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sol-400 font-bold text-brand-950 text-sm"
        >
          {initials(testimonial.name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-white">{testimonial.name}</span>
          <span className="block text-brand-100 text-sm">
            {testimonial.role} · {testimonial.city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

function initials(name: string): string {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}
