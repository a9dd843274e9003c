import type { TConversationSummary } from '@labora/shared/messages';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { NETWORK_MESSAGE, SectionLoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { useConversationMessages } from '../hooks/use-conversation-messages';
import { useOtherOnline } from '../hooks/use-other-online';
import { useReadReceipts } from '../hooks/use-read-receipts';
import { GroupMembersDialog } from './group-members-dialog';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

/** Older pages load when the reader scrolls this close to the top. */
const LOAD_OLDER_AT_PX = 80;
/** Within this distance of the bottom, a new message keeps the view at the bottom. */
const STICK_TO_BOTTOM_PX = 120;

/** The open conversation: header, history (older pages on scroll up), the catch-up, read marks and the composer. */
export function ConversationView({ conversation }: { conversation: TConversationSummary }) {
  const me = useSessionUser();
  const { history, messages, lastId, add, incoming } = useConversationMessages(conversation);
  const receiptOf = useReadReceipts(conversation);
  const online = useOtherOnline(conversation);
  const send = useSendMessage(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const showSender = conversation.kind !== 'direct';

  // Read as messages show: the newest one on screen moves my last-read mark forward (never back).
  const lastMarked = useRef(conversation.lastReadMessageId);
  const { mutate: mark } = markRead;
  useEffect(() => {
    const markShown = () => {
      if (lastId === undefined || lastId <= lastMarked.current || document.visibilityState === 'hidden') return;
      lastMarked.current = lastId;
      mark(lastId);
    };
    markShown();
    // What arrived while the tab was in the background is read when the reader comes back to it.
    document.addEventListener('visibilitychange', markShown);
    return () => document.removeEventListener('visibilitychange', markShown);
  }, [lastId, mark]);

  // Keep the reader where they were: at the bottom as messages arrive, on the same message as older pages load.
  const firstId = messages[0]?.id;
  const previous = useRef({ firstId, lastId, scrollHeight: 0 });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    if (before.firstId === undefined || lastId !== before.lastId) {
      // Measured against the height before the new messages, where the reader was looking.
      const nearBottom = before.scrollHeight - box.clientHeight - box.scrollTop < STICK_TO_BOTTOM_PX;
      if (before.firstId === undefined || nearBottom) box.scrollTop = box.scrollHeight;
    } else if (firstId !== before.firstId) {
      box.scrollTop += box.scrollHeight - before.scrollHeight;
    }
    previous.current = { firstId, lastId, scrollHeight: box.scrollHeight };
  }, [firstId, lastId]);

  function onScroll() {
    const box = scroller.current;
    if (box && box.scrollTop < LOAD_OLDER_AT_PX && history.hasNextPage && !history.isFetchingNextPage) {
      void history.fetchNextPage();
    }
  }

  async function onSend(text: string, files?: File[]) {
    try {
      add(await send.mutateAsync({ text, files }));
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'Não foi possível enviar a mensagem.', network: NETWORK_MESSAGE }));
      throw error;
    }
  }

  const incomingFromOthers = incoming && incoming.senderId !== me?._id ? incoming : null;

  return (
    <section aria-labelledby="conversa-titulo" className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-16 shrink-0 items-center gap-3 border-nevoa-200 border-b px-4">
        <Link
          to={paths.messages}
          aria-label="Voltar às conversas"
          className="-ml-2 inline-flex size-10 items-center justify-center rounded-xl text-nevoa-700 hover:bg-nevoa-100 lg:hidden"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
        <Avatar name={conversation.name} url={conversation.avatarUrl} />
        <div className="min-w-0">
          <h2 id="conversa-titulo" className="truncate font-bold text-nevoa-950">
            {conversation.name}
          </h2>
          {conversation.contractTitle && (
            <p className="truncate font-medium text-brand-700 text-xs">{conversation.contractTitle}</p>
          )}
          {/* Only while the other person has the app open (presence from the WebSocket). */}
          {online && (
            <p className="flex items-center gap-1.5 font-semibold text-brand-700 text-xs">
              <span aria-hidden className="size-2 rounded-full bg-brand-500" />
              Online
            </p>
          )}
        </div>
        {conversation.kind === 'group' && <GroupMembersDialog group={conversation} />}
        {conversation.contractId && (
          <Link
            to={paths.contract(conversation.contractId)}
            className="ml-auto shrink-0 rounded-lg px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50"
          >
            Ver contrato
          </Link>
        )}
      </header>

      {/* `relative`: the bubbles' screen-reader labels ('Você:', absolutely placed) are clipped here; without it they
          stretched the page thousands of pixels below the conversation. */}
      <div
        ref={scroller}
        onScroll={onScroll}
        className="relative min-h-0 flex-1 overflow-y-auto bg-nevoa-50/60 px-4 py-4"
      >
        {history.isPending ? (
          <p role="status" className="py-8 text-center text-nevoa-500 text-sm">
            Carregando mensagens…
          </p>
        ) : history.isError ? (
          <SectionLoadError
            title="Não foi possível carregar as mensagens."
            error={history.error}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <>
            {history.hasNextPage && (
              <div className="mb-4 flex justify-center">
                <Button
                  variant="secondary"
                  size="md"
                  loading={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  Carregar anteriores
                </Button>
              </div>
            )}
            {messages.length === 0 ? (
              <p className="py-8 text-center text-nevoa-500 text-sm">Nenhuma mensagem ainda. Diga olá!</p>
            ) : (
              <ol aria-label={`Mensagens com ${conversation.name}`} className="space-y-2">
                {messages.map((message) => (
                  <li key={message.id}>
                    <MessageBubble
                      message={message}
                      mine={message.senderId !== null && message.senderId === me?._id}
                      showSender={showSender}
                      receipt={message.senderId === me?._id ? receiptOf(message.id) : undefined}
                    />
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      {/* Only what others send while the conversation is open is announced, not older pages loading. */}
      <p aria-live="polite" className="sr-only">
        {incomingFromOthers ? `Nova mensagem de ${incomingFromOthers.senderName}: ${incomingFromOthers.text}` : ''}
      </p>

      <MessageComposer onSend={onSend} />
    </section>
  );
}
