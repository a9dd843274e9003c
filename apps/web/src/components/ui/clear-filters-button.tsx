import { X } from 'lucide-react';
import { Button } from './button';

/** 'Limpar filtros' under a list's filters, shown while any is set. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="md" onClick={onClick} className="h-9 px-3">
      <X aria-hidden className="size-4" />
      Limpar filtros
    </Button>
  );
}
