import type { TConversationKind } from '@labora/shared/messages';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState, SectionLoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { SuggestionsPanel } from '@/features/connections/components/suggestions-panel';
import { useConversation } from '@/features/messages/api/get-conversation';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { ConversationView } from '@/features/messages/components/conversation-view';
import { MessagesNotificationsPanel } from '@/features/notifications/components/messages-notifications-panel';
import { hasErrorCode } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /dashboard/messages and /dashboard/messages/{id}: the list on the left, the open conversation in the centre, and
 * on wide screens SPEC's right column: 'Notificações' (mentions, group additions) and 'Sugestões'. The column shows
 * when the page itself is at least 64rem wide (a container query: 1440 px with the menu open, 1280 px with it
 * collapsed), so it never squeezes the conversation.
 * Narrow screens show one step at a time: the list, then the conversation (with its own back button).
 * The page is exactly the window's height (the lists scroll inside); every scroller is `relative` so the
 * screen-reader text in it (sr-only is absolutely placed) cannot stretch the page below it.
 */
export function MessagesPage() {
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  useDocumentTitle(conversation.data ? `${conversation.data.name} · Mensagens` : 'Mensagens');
  const [kind, setKind] = useState<TConversationKind>('direct');
  const [search, setSearch] = useState('');
  const open = id !== '';

  return (
    <div className="@container mx-auto flex max-w-7xl gap-4">
      <h1 className="sr-only">Mensagens</h1>
      <div className="relative flex h-[calc(100dvh-8rem)] min-h-[28rem] min-w-0 flex-1 overflow-hidden rounded-3xl border border-nevoa-200 bg-white shadow-sm lg:h-[calc(100dvh-6rem)]">
        <nav
          aria-label="Conversas"
          className={cn(
            'min-h-0 w-full flex-col border-nevoa-200 lg:flex lg:w-80 lg:shrink-0 lg:border-r',
            open ? 'hidden' : 'flex',
          )}
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-nevoa-200 border-b px-4">
            <Link
              to={paths.dashboard}
              aria-label="Voltar ao painel"
              className="-ml-2 inline-flex size-10 items-center justify-center rounded-xl text-nevoa-700 hover:bg-nevoa-100"
            >
              <ArrowLeft aria-hidden className="size-5" />
            </Link>
            <p className="font-bold text-lg text-nevoa-950">Mensagens</p>
          </div>
          <ConversationList
            kind={kind}
            onKindChange={setKind}
            search={search}
            onSearch={setSearch}
            selectedId={open ? id : null}
          />
        </nav>

        <div className={cn('min-h-0 min-w-0 flex-1 flex-col lg:flex', open ? 'flex' : 'hidden')}>
          {!open ? (
            <div className="flex flex-1 items-center justify-center p-6">
              <EmptyState icon={MessagesSquare} title="Selecione uma conversa para começar" size="sm" />
            </div>
          ) : conversation.isPending ? (
            <p role="status" className="p-8 text-center text-nevoa-500 text-sm">
              Carregando conversa…
            </p>
          ) : conversation.isError ? (
            <div className="p-6">
              <Link to={paths.messages} className="mb-4 inline-flex font-semibold text-brand-700 text-sm lg:hidden">
                Voltar às conversas
              </Link>
              {hasErrorCode(conversation.error, 'NOT_FOUND', 'INVALID_ID', 'FORBIDDEN') ? (
                <EmptyState icon={MessagesSquare} title="Conversa não encontrada." size="sm" />
              ) : (
                <SectionLoadError
                  title="Não foi possível carregar a conversa."
                  error={conversation.error}
                  onRetry={() => void conversation.refetch()}
                  retrying={conversation.isFetching}
                />
              )}
            </div>
          ) : (
            // A new key per conversation: its history, catch-up and scroll start afresh.
            <ConversationView key={conversation.data.id} conversation={conversation.data} />
          )}
        </div>
      </div>

      <aside
        aria-label="Notificações e sugestões"
        className="@5xl:flex relative hidden h-[calc(100dvh-6rem)] min-h-[28rem] w-80 shrink-0 flex-col gap-4 overflow-y-auto"
      >
        <MessagesNotificationsPanel />
        <SuggestionsPanel />
      </aside>
    </div>
  );
}
