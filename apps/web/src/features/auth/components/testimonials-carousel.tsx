import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { TESTIMONIALS } from './testimonials';

const AUTOPLAY_MS = 7000;

const controlClasses =
  'flex size-10 items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:bg-white/10 focus-visible:outline-sol-300';

/**
 * Rotating testimonials (SPEC §2). Autoplay pauses while the pointer or focus is inside, can be
 * stopped with its own button (WCAG 2.2.2), and never starts for people who ask for reduced motion.
 */
export function TestimonialsCarousel() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 1 : 30 });
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [interacting, setInteracting] = useState(false);

  const playing = !reducedMotion && !stopped;
  const advancing = playing && !interacting;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  // Each slide, reached by autoplay or by hand, gets the full interval before the next one.
  useEffect(() => {
    if (!emblaApi || !advancing) return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => emblaApi.scrollNext(), AUTOPLAY_MS);
    };
    schedule();
    emblaApi.on('select', schedule);
    return () => {
      window.clearTimeout(timer);
      emblaApi.off('select', schedule);
    };
  }, [emblaApi, advancing]);

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
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={advancing ? 'off' : 'polite'}>
          {TESTIMONIALS.map((testimonial, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group (APG carousel pattern), not a form fieldset.
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="depoimento"
              aria-label={`${index + 1} de ${TESTIMONIALS.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full pr-1"
            >
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
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => emblaApi?.scrollPrev()}
            aria-label="Depoimento anterior"
            className={controlClasses}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => emblaApi?.scrollNext()}
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
          {selected + 1} / {TESTIMONIALS.length}
        </p>
        {/* Ten 24 px targets do not fit beside the arrows on a phone, so the counter stands in for them. */}
        <div className="hidden sm:flex">
          {TESTIMONIALS.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              onClick={() => emblaApi?.scrollTo(index)}
              aria-label={`Mostrar depoimento ${index + 1} de ${TESTIMONIALS.length}`}
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

function initials(name: string): string {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}
