import type { TTimeEntry } from '@labora/shared/time-tracking';
import { formatClock } from '@labora/shared/time-tracking-rules';
import { Clock, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/components/ui/deferred-dialog';
import { EmptyState, LoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { deferredComponent } from '@/lib/deferred-component';
import { formatDay } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useTimeEntries } from '../api/get-time-entries';
import { saoPauloClock } from '../lib/sao-paulo-time';

// Loaded when a deletion is first asked for: the list paints without Radix's dialog.
const ConfirmDialog = deferredComponent(async () => (await import('@/components/ui/confirm-dialog')).ConfirmDialog);

/** Consecutive entries of one São Paulo day (the list is newest first). */
function byDay(entries: readonly TTimeEntry[]): [string, TTimeEntry[]][] {
  const days: [string, TTimeEntry[]][] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last && last[0] === entry.day) last[1].push(entry);
    else days.push([entry.day, [entry]]);
  }
  return days;
}

/**
 * The recent entries, grouped by day, manual ones marked; an entry the server still takes (ended, its contract in
 * progress, its week not closed) may be corrected or deleted.
 */
export function TimeEntriesList({ onCorrect }: { onCorrect: (entry: TTimeEntry) => void }) {
  const query = useTimeEntries();
  const remove = useDeleteTimeEntry();
  const [deleting, setDeleting] = useState<TTimeEntry | null>(null);
  const deleteOpened = useOpenedOnce(deleting !== null);

  if (query.isPending)
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">Carregando os registros…</span>
        <div className={`${SKELETON_BAR} h-12`} />
        <div className={`${SKELETON_BAR} h-12`} />
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        title="Não foi possível carregar os registros."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  const entries = query.data.pages.flatMap((page) => page.items);
  if (!entries.length)
    return (
      <EmptyState icon={Clock} title="Nenhum registro ainda." size="sm">
        Inicie o cronômetro ou adicione um registro manual.
      </EmptyState>
    );

  return (
    <div className="space-y-5">
      {byDay(entries).map(([day, items]) => (
        <section key={day} aria-label={formatDay(day)}>
          <h4 className="flex justify-between font-semibold text-nevoa-700 text-sm">
            <span>{formatDay(day)}</span>
            <span className="tabular-nums">{formatClock(items.reduce((sum, e) => sum + e.seconds, 0))}</span>
          </h4>
          <ul className="mt-2 divide-y divide-nevoa-200 rounded-xl border border-nevoa-200">
            {items.map((entry) => (
              <li key={entry.id} className="px-3 py-2.5 text-sm">
                <div className="flex items-center gap-3">
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-semibold text-nevoa-900">
                        {entry.contractTitle ?? 'Tempo geral'}
                      </span>
                      {entry.manual && (
                        <span className="shrink-0 rounded-full bg-sol-100 px-2 py-0.5 font-semibold text-sol-800 text-xs">
                          Manual
                        </span>
                      )}
                    </span>
                    <span className="block text-nevoa-600">
                      {saoPauloClock(entry.startedAt)} – {entry.endedAt ? saoPauloClock(entry.endedAt) : 'em andamento'}
                    </span>
                  </span>
                  <span className="font-semibold text-nevoa-900 tabular-nums">{formatClock(entry.seconds)}</span>
                  {entry.editable && (
                    <span className="flex">
                      <Button
                        variant="ghost"
                        size="md"
                        className="size-11 px-0"
                        aria-label={`Corrigir registro de ${saoPauloClock(entry.startedAt)}`}
                        onClick={() => onCorrect(entry)}
                      >
                        <Pencil aria-hidden className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="md"
                        className="size-11 px-0 text-danger-700 hover:bg-danger-50"
                        aria-label={`Excluir registro de ${saoPauloClock(entry.startedAt)}`}
                        onClick={() => setDeleting(entry)}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </span>
                  )}
                </div>
                {entry.note && <p className="mt-1 break-words text-nevoa-600">{entry.note}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="md"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Ver registros anteriores
        </Button>
      )}
      {deleteOpened && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Excluir registro?"
            description="As horas deste registro deixam de contar, inclusive no contrato."
            confirmLabel="Excluir"
            tone="danger"
            pending={remove.isPending}
            onConfirm={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  toast.success('Registro removido.');
                  setDeleting(null);
                },
                onError: (error) =>
                  toast.error(
                    errorMessage(error, {
                      fallback: 'Não foi possível excluir o registro.',
                      network: 'Erro de conexão. Verifique sua internet e tente novamente.',
                    }),
                  ),
              })
            }
          />
        </Suspense>
      )}
    </div>
  );
}
