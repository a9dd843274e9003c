import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SECONDARY_SMALL_BUTTON } from './compact-button-classes';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** 'Page X of Y' between previous and next. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-3 sm:justify-end">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={SECONDARY_SMALL_BUTTON}>
        <ChevronLeft aria-hidden className="size-4" />
        Anterior
      </button>
      <p aria-live="polite" className="min-w-28 text-center font-semibold text-nevoa-700 text-sm tabular-nums">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        className={SECONDARY_SMALL_BUTTON}
      >
        Próxima
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
