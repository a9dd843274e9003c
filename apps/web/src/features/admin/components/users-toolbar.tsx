import { Download, LoaderCircle, RefreshCw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useExportUsers } from '../api/export-users';
import { SECONDARY_SMALL_BUTTON } from './compact-button-classes';

const SEARCH_DELAY_MS = 300;
const EXPORT_FAILED = 'Não foi possível baixar o CSV. Tente novamente.';

interface UsersToolbarProps {
  /** The search in the address, which the table shows. */
  q: string;
  /** Must keep its identity between renders, or a pending search restarts its wait. */
  onSearch: (q: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

export function UsersToolbar({ q, onSearch, refreshing, onRefresh }: UsersToolbarProps) {
  const [text, setText] = useState(q);
  const exportUsers = useExportUsers();

  // The address can change the search too (the menu link, Back): the box shows what the table shows.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }

  // The table follows the box once typing pauses, not on every key (each search is a database query).
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  const download = () =>
    exportUsers.mutate(q, {
      onError: (error) => toast.error(errorMessage(error, { fallback: EXPORT_FAILED, network: EXPORT_FAILED })),
    });

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-nevoa-500"
        />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Pesquisar Usuários..."
          aria-label="Pesquisar Usuários"
          maxLength={100}
          className="block h-11 w-full rounded-xl border border-nevoa-400 bg-white pr-4 pl-11 text-base text-nevoa-900 shadow-xs transition placeholder:text-nevoa-500 focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600 sm:text-sm"
        />
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={download}
          disabled={exportUsers.isPending}
          aria-busy={exportUsers.isPending || undefined}
          className={cn(SECONDARY_SMALL_BUTTON, 'h-11 flex-1 rounded-xl sm:flex-none')}
        >
          {exportUsers.isPending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden className="size-4" />
          )}
          Baixar/Export CSV
        </button>
        <button
          type="button"
          onClick={onRefresh}
          aria-busy={refreshing || undefined}
          className={cn(SECONDARY_SMALL_BUTTON, 'h-11 flex-1 rounded-xl sm:flex-none')}
        >
          <RefreshCw aria-hidden className={cn('size-4', refreshing && 'animate-spin motion-reduce:animate-none')} />
          Atualizar
        </button>
      </div>
    </div>
  );
}
