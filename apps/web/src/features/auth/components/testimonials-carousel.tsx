import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSwipe } from '@/lib/use-swipe';
import { TestimonialFigure } from './testimonial-figure';
import { TESTIMONIALS } from './testimonials';

const AUTOPLAY_MS = 7000;
const COUNT = TESTIMONIALS.length;

const controlClasses =
  'flex size-10 items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:bg-white/10 focus-visible:outline-sol-300';

/**
 * Rotating testimonials (SPEC §2). Autoplay pauses while the pointer or focus is inside, can be
 * stopped with its own button (WCAG 2.2.2), and never starts for people who ask for reduced motion.
 * Plain React and CSS: one slide shown at a time with a cross-fade, which needs no carousel library
 * on the login screen.
 */
export function TestimonialsCarousel() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [interacting, setInteracting] = useState(false);

  const playing = !reducedMotion && !stopped;
  const advancing = playing && !interacting;

  // Wraps around both ways, as a loop.
  const show = (index: number) => setSelected(((index % COUNT) + COUNT) % COUNT);
  const swipe = useSwipe((direction) => show(selected + (direction === 'left' ? 1 : -1)));

  // Each slide, reached by autoplay or by hand, gets the full interval before the next one.
  useEffect(() => {
    if (!advancing) return;
    const next = (selected + 1) % COUNT;
    const timer = window.setTimeout(() => setSelected(next), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, selected]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
  };

  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Depoimentos de quem usa a Labora"
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={onBlur}
      className="rounded-3xl border border-white/10 bg-white/[0.06] p-6 backdrop-blur-sm sm:p-8"
    >
      {/* Every slide sits in the same grid cell, so the card keeps the tallest one's height and does not jump. */}
      <div className="grid touch-pan-y" aria-live={advancing ? 'off' : 'polite'} {...swipe}>
        {TESTIMONIALS.map((testimonial, index) => {
          const current = index === selected;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group (APG carousel pattern), not a form fieldset.
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="depoimento"
              aria-label={`${index + 1} de ${COUNT}`}
              aria-hidden={!current}
              className={cn(
                'min-w-0 pr-1 transition-[opacity,translate,visibility] ease-out [grid-area:1/1] motion-reduce:transition-none',
                // The outgoing slide is nearly gone before the next fades in, so the two texts never read as one.
                current
                  ? 'visible opacity-100 delay-150 duration-500'
                  : 'invisible translate-y-2 opacity-0 duration-200',
              )}
            >
              <TestimonialFigure testimonial={testimonial} />
            </div>
          );
        })}
      </div>

      <div className="mt-8 flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => show(selected - 1)}
            aria-label="Depoimento anterior"
            className={controlClasses}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => show(selected + 1)}
            aria-label="Próximo depoimento"
            className={controlClasses}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setStopped((value) => !value)}
              aria-label={
                playing ? 'Pausar a troca automática de depoimentos' : 'Retomar a troca automática de depoimentos'
              }
              className={controlClasses}
            >
              {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
            </button>
          )}
        </div>

        <p aria-hidden className="font-semibold text-brand-100 text-sm tabular-nums sm:hidden">
          {selected + 1} / {COUNT}
        </p>
        {/* Ten 24 px targets do not fit beside the arrows on a phone, so the counter stands in for them. */}
        <div className="hidden sm:flex">
          {TESTIMONIALS.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              onClick={() => show(index)}
              aria-label={`Mostrar depoimento ${index + 1} de ${COUNT}`}
              aria-current={index === selected || undefined}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-sol-300"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  index === selected ? 'w-5 bg-sol-400' : 'w-2 bg-white/35 group-hover:bg-white/70',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
