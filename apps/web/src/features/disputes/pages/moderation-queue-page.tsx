import { Archive, CircleDot, Clock, Gavel, Inbox, UserRound } from 'lucide-react';
import { ListTabs, panelId, type TabItem, tabId } from '@/components/marketplace/list-tabs';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-states';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { MODERATION_PAGE_SIZE, useModerationQueue } from '../api/get-moderation-queue';
import { ModerationQueueCards } from '../components/moderation-queue-cards';
import { ModerationQueueTable } from '../components/moderation-queue-table';
import { QueuePagination } from '../components/queue-pagination';
import { type QueueStatus, useQueueSearchParams } from '../hooks/use-queue-search-params';

const ID_PREFIX = 'fila';

const TABS: readonly TabItem<QueueStatus>[] = [
  { value: 'open', label: 'Abertas', icon: Inbox },
  { value: 'awaiting_moderator', label: 'Aguardando moderação', icon: Clock },
  { value: 'in_review', label: 'Em análise', icon: CircleDot },
  { value: 'appealed', label: 'Em recurso', icon: Gavel },
  { value: 'closed', label: 'Encerradas', icon: Archive },
  { value: 'mine', label: 'Meus casos', icon: UserRound },
];

/** /moderacao: the disputes' queue, sorted by the next deadline (late and escalated cases first). */
export function ModerationQueuePage() {
  useDocumentTitle('Moderação');
  const { query, update } = useQueueSearchParams();
  const queue = useModerationQueue(query);
  // A table from tablets up; cards on a phone, where eight columns would scroll sideways.
  const QueueView = useMediaQuery('(min-width: 48rem)') ? ModerationQueueTable : ModerationQueueCards;
  const total = queue.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Moderação</h1>
      <p className="mt-2 text-pretty text-nevoa-600">
        Disputas entre clientes e freelancers, pelo próximo prazo. Casos atrasados e escalados aparecem primeiro.
      </p>

      {/* Six tabs do not fit a phone's width: the strip scrolls sideways instead of squeezing them. */}
      <div className="-mx-1 mt-8 overflow-x-auto px-1 pb-1">
        <ListTabs
          label="Filtrar disputas"
          tabs={TABS}
          value={query.status}
          onChange={(status) => update({ status, page: 1 })}
          idPrefix={ID_PREFIX}
          className="w-max! *:flex-none! max-sm:*:px-3"
        />
      </div>

      <div
        role="tabpanel"
        id={panelId(ID_PREFIX, query.status)}
        aria-labelledby={tabId(ID_PREFIX, query.status)}
        className="mt-6"
      >
        {queue.isPending ? (
          <p role="status" className="py-16 text-center font-semibold text-nevoa-600">
            Carregando disputas…
          </p>
        ) : queue.isError ? (
          <LoadError
            title="Não foi possível carregar a fila de disputas."
            error={queue.error}
            onRetry={() => void queue.refetch()}
            retrying={queue.isFetching}
          />
        ) : (
          <Card className="shadow-sm">
            <p className="px-5 pt-4 pb-3 text-nevoa-600 text-sm tabular-nums">
              {formatCount(total)} {total === 1 ? 'caso' : 'casos'}
            </p>
            <QueueView items={queue.data.items} stale={queue.isPlaceholderData} />
            {pageCount > 1 && (
              <div className="border-nevoa-200 border-t p-4">
                <QueuePagination page={query.page} pageCount={pageCount} onPage={(page) => update({ page })} />
              </div>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
