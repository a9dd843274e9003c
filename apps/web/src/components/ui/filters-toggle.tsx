import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';

/** On a phone, the button that folds a list's filters away (hidden from sm up, where they always show). */
export function FiltersToggle({
  open,
  onToggle,
  controls,
  label,
  active,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the filters it shows and hides. */
  controls: string;
  label: string;
  /** How many filters are set, shown beside the label. */
  active: number;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="flex h-11 w-full items-center justify-between rounded-xl border border-nevoa-300 bg-white px-4 font-semibold text-nevoa-800 text-sm sm:hidden"
    >
      <span className="inline-flex items-center gap-2">
        <SlidersHorizontal aria-hidden className="size-4 text-nevoa-600" />
        {label}
        {active > 0 && ` (${active})`}
      </span>
      <ChevronDown aria-hidden className={cn('size-5 text-nevoa-500 transition-transform', open && 'rotate-180')} />
    </button>
  );
}

/**
 * On a phone, last in the open filters: folds them away onto the results, saying how many there are (the filters
 * otherwise push the results off the screen). `count` is the list's count text ('12 resultados'); null while loading.
 */
export function ShowResultsButton({ count, onClick }: { count: string | null; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-11 w-full items-center justify-center rounded-xl bg-brand-700 px-4 font-semibold text-sm text-white hover:bg-brand-800 sm:hidden"
    >
      {count ? `Ver ${count}` : 'Ver resultados'}
    </button>
  );
}
