import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { intentOf, useSessionUser } from '@/lib/session';
import { DASHBOARD_CATEGORIES } from '../lib/categories';

const ARROW =
  'flex size-10 items-center justify-center rounded-full border border-nevoa-300 bg-white text-nevoa-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800';

// SPEC §9: 6 per page with a 1rem gap where there is room (measured on the carousel, not the window,
// since the side menu takes part of it); fewer on narrower screens.
const SLIDE =
  'shrink-0 snap-start basis-[calc((100%-1rem)/2)] @md:basis-[calc((100%-2rem)/3)] @2xl:basis-[calc((100%-3rem)/4)] @4xl:basis-[calc((100%-5rem)/6)]';

/** Quiet time after the last 'scroll' event that counts as the track at rest. */
const SETTLE_MS = 150;

/**
 * A client (buyer) hires: the category opens its freelancers (the freelancers tab's category filter). Anyone else
 * looks for work: it opens its projects (the projects tab searched by the category's name, which the API reads
 * through the shared category table).
 */
function linkFor(name: string, hires: boolean) {
  const params: Record<string, string> = hires ? { categoria: name } : { tab: 'projetos', q: name };
  return { pathname: paths.freelancersList, search: `?${new URLSearchParams(params)}` };
}

/**
 * SPEC's 12 categories: loop, move 1, arrows, no autoplay, no pagination. Native scrolling with snap points
 * does the moving (touch, trackpad and keyboard focus included); the arrows step one slide and wrap around.
 */
export function CategoryCarousel() {
  const hires = intentOf(useSessionUser()) === 'buyer';
  const titleId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  // Where the arrows last sent the track; clicks during a smooth scroll count from there, not from mid-way.
  const targetRef = useRef<number | null>(null);
  // Once the track rests, the arrows count from where it is (a swipe may have moved it). 'scrollend' says so where
  // the browser has it; a pause in 'scroll' events says so everywhere (Safari has no 'scrollend'): without it, a
  // stale target made 'previous' at the first category step to the first again instead of looping to the last.
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settle = () => {
    clearTimeout(settleTimer.current);
    targetRef.current = null;
  };
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    const [first, second] = Array.from(track?.children ?? []) as HTMLElement[];
    if (!track || !first || !second) return;
    const step = second.offsetLeft - first.offsetLeft;
    const maxScroll = track.scrollWidth - track.clientWidth;
    const lastIndex = Math.ceil(maxScroll / step - 0.01);
    // At the end the track may rest short of a whole step: that is the last position all the same.
    const current =
      targetRef.current ?? (track.scrollLeft >= maxScroll - 1 ? lastIndex : Math.round(track.scrollLeft / step));
    let next = current + direction;
    if (next > lastIndex) next = 0;
    if (next < 0) next = lastIndex;
    targetRef.current = next;
    // Smooth unless the user asked for reduced motion (the track's motion-safe:scroll-smooth).
    track.scrollTo({ left: Math.min(next * step, maxScroll) });
  };

  return (
    <section aria-labelledby={titleId} aria-roledescription="carrossel" className="@container min-w-0">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-bold text-nevoa-950 text-xl tracking-tight">
            Explore por categoria
          </h2>
          <p className="mt-0.5 text-nevoa-600 text-sm">
            {hires ? 'Encontre freelancers para o seu projeto.' : 'Encontre projetos abertos na sua área.'}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            aria-controls={trackId}
            aria-label="Categoria anterior"
            onClick={() => move(-1)}
            className={ARROW}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-controls={trackId}
            aria-label="Próxima categoria"
            onClick={() => move(1)}
            className={ARROW}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <div
        ref={trackRef}
        id={trackId}
        onScrollEnd={settle}
        onScroll={() => {
          clearTimeout(settleTimer.current);
          settleTimer.current = setTimeout(settle, SETTLE_MS);
        }}
        // Room for the focus ring and the hover shadow, which the scroller would otherwise clip.
        className="-m-2 flex snap-x snap-mandatory scroll-px-2 gap-4 overflow-x-auto p-2 [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
      >
        {DASHBOARD_CATEGORIES.map(({ name, icon: Icon }, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group (APG carousel pattern), not a form fieldset.
          <div
            key={name}
            role="group"
            aria-roledescription="categoria"
            aria-label={`${i + 1} de ${DASHBOARD_CATEGORIES.length}`}
            className={cn(SLIDE, 'flex')}
          >
            <Link
              to={linkFor(name, hires)}
              className="flex w-full flex-col items-center gap-3 rounded-2xl border border-nevoa-200 bg-white px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <span className="text-balance font-semibold text-nevoa-900 text-sm leading-snug">{name}</span>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
