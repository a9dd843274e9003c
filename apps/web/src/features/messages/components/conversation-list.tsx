import type { TConversationKind, TConversationSummary } from '@labora/shared/messages';
import { MessagesSquare } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useConversations } from '../api/get-conversations';
import { CONVERSATION_TABS } from '../lib/conversation-kinds';
import { formatListTime, formatUnread } from '../lib/message-time';
import { CreateGroupDialog } from './create-group-dialog';

interface ConversationListProps {
  kind: TConversationKind;
  onKindChange: (kind: TConversationKind) => void;
  search: string;
  onSearch: (search: string) => void;
  selectedId: string | null;
}

/** Left column: tabs DIRECT / GRUPOS / PÚBLICO (badge = conversations with unread), 'Pesquisar...' and the list. */
export function ConversationList({ kind, onKindChange, search, onSearch, selectedId }: ConversationListProps) {
  const list = useConversations({ kind, search });
  const label = CONVERSATION_TABS.find((tab) => tab.kind === kind)?.label ?? '';

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConversationTabs kind={kind} onKindChange={onKindChange} />
      <div id={`conversas-${kind}`} role="tabpanel" aria-label={label} className="flex min-h-0 flex-1 flex-col">
        <div className="px-4 pt-3 pb-2">
          <SearchBox
            value={search}
            onSearch={onSearch}
            placeholder="Pesquisar..."
            label="Pesquisar conversas"
            maxLength={100}
            searching={list.isFetching && list.isPlaceholderData}
          />
          {kind === 'group' && (
            <div className="mt-2">
              <CreateGroupDialog />
            </div>
          )}
        </div>
        {/* `relative` keeps the rows' screen-reader text (absolutely placed) inside this scroller, not below the page. */}
        <div className="relative min-h-0 flex-1 overflow-y-auto px-2 pb-3">
          {list.isPending ? (
            <div className="px-2">
              <RowsSkeleton rows={4} label="Carregando conversas" />
            </div>
          ) : list.isError ? (
            <SectionLoadError
              title="Não foi possível carregar as conversas."
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
              className="mx-2"
            />
          ) : list.data.length === 0 ? (
            <EmptyState icon={MessagesSquare} title="Nenhuma conversa encontrada." size="sm" className="mx-2">
              {search
                ? 'Tente outro nome.'
                : kind === 'group'
                  ? 'Use “Criar grupo” para conversar com várias pessoas.'
                  : 'Use “Enviar Mensagem” no perfil de alguém para começar.'}
            </EmptyState>
          ) : (
            <ul aria-label={`Conversas ${label}`} className="space-y-1">
              {list.data.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationRow conversation={conversation} selected={conversation.id === selectedId} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

function ConversationTabs({ kind, onKindChange }: Pick<ConversationListProps, 'kind' | 'onKindChange'>) {
  const direct = useConversations({ kind: 'direct' });
  const group = useConversations({ kind: 'group' });
  const open = useConversations({ kind: 'public' });
  const byKind = { direct: direct.data, group: group.data, public: open.data };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs (the ARIA tabs pattern); Tab goes on to the panel.
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + CONVERSATION_TABS.length) % CONVERSATION_TABS.length;
    const tab = CONVERSATION_TABS[next];
    if (!tab) return;
    onKindChange(tab.kind);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Tipos de conversa" className="flex border-nevoa-200 border-b px-2">
      {CONVERSATION_TABS.map((tab, index) => {
        const unread = byKind[tab.kind]?.filter((c) => c.unreadCount > 0).length ?? 0;
        const selected = tab.kind === kind;
        return (
          <button
            key={tab.kind}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`conversas-${tab.kind}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onKindChange(tab.kind)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              '-mb-px flex h-12 flex-1 items-center justify-center gap-1.5 border-b-2 font-bold text-xs tracking-wide transition-colors',
              selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-nevoa-600 hover:text-nevoa-900',
            )}
          >
            {tab.label}
            {unread > 0 && (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 font-bold text-[0.6875rem] text-white leading-none">
                {formatUnread(unread)}
                <span className="sr-only"> com mensagens não lidas</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

function ConversationRow({ conversation, selected }: { conversation: TConversationSummary; selected: boolean }) {
  const unread = conversation.unreadCount > 0;
  const last = conversation.lastMessage;
  return (
    <Link
      to={paths.conversation(conversation.id)}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors',
        selected ? 'bg-brand-50' : 'hover:bg-nevoa-50',
      )}
    >
      <Avatar name={conversation.name} url={conversation.avatarUrl} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-nevoa-950', unread ? 'font-bold' : 'font-semibold')}>
            {conversation.name}
          </span>
          {last && (
            <time dateTime={last.createdAt} className="shrink-0 text-nevoa-500 text-xs">
              {formatListTime(last.createdAt)}
            </time>
          )}
        </span>
        {conversation.contractTitle && (
          <span className="block truncate font-medium text-brand-700 text-xs">{conversation.contractTitle}</span>
        )}
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'text-nevoa-900' : 'text-nevoa-600')}>
            {/* A message of files alone has no text. */}
            {last ? last.text || 'Arquivo enviado' : 'Nenhuma mensagem ainda'}
          </span>
          {unread && (
            <span className="shrink-0">
              <span aria-hidden className="block size-2.5 rounded-full bg-brand-600" />
              <span className="sr-only">
                {`${formatUnread(conversation.unreadCount)} não ${conversation.unreadCount === 1 ? 'lida' : 'lidas'}`}
              </span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
