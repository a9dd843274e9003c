import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Página X de Y' between previous and next. */
export function QueuePagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-3 sm:justify-end">
      <Button variant="secondary" size="md" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden className="size-4" />
        Anterior
      </Button>
      <p aria-live="polite" className="min-w-28 text-center font-semibold text-nevoa-700 text-sm tabular-nums">
        Página {page} de {pageCount}
      </p>
      <Button variant="secondary" size="md" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Próxima
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
