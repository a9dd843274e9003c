import type { TMessage } from '@labora/shared/messages';
import { cn } from '@/lib/cn';
import type { MessageReceipt } from '../hooks/use-read-receipts';
import { formatMessageTime } from '../lib/message-time';
import { MessageAttachments } from './message-attachments';
import { MessageReceiptIcon } from './message-receipt';
import { ScamWarning } from './scam-warning';

/** A message: mine on the right, others' on the left (with the sender's name in groups), Labora's centred. */
export function MessageBubble({
  message,
  mine,
  showSender,
  receipt,
}: {
  message: TMessage;
  mine: boolean;
  showSender: boolean;
  /** My message's sent / delivered / read tick (none in a public channel). */
  receipt?: MessageReceipt;
}) {
  const time = (
    <time dateTime={message.createdAt} className="text-xs">
      {formatMessageTime(message.createdAt)}
    </time>
  );
  if (message.kind === 'system') {
    return (
      <div className="mx-auto max-w-md rounded-xl bg-nevoa-100 px-4 py-2 text-center text-nevoa-700 text-sm">
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
        <p className="mt-0.5 text-nevoa-500">{time}</p>
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 shadow-xs sm:max-w-[70%]',
          mine
            ? 'rounded-br-md bg-brand-700 text-white'
            : 'rounded-bl-md border border-nevoa-200 bg-white text-nevoa-900',
        )}
      >
        <p className="sr-only">{mine ? 'Você' : message.senderName}:</p>
        {showSender && !mine && (
          <p aria-hidden className="font-semibold text-brand-800 text-xs">
            {message.senderName}
          </p>
        )}
        {/* As typed: React writes it as text, never as HTML. */}
        {message.text && <p className="whitespace-pre-wrap break-words">{message.text}</p>}
        <MessageAttachments conversationId={message.conversationId} attachments={message.attachments} />
        <p className={cn('mt-0.5 text-right', mine ? 'text-brand-100' : 'text-nevoa-500')}>
          {time}
          {receipt && <MessageReceiptIcon receipt={receipt} />}
        </p>
      </div>
      <ScamWarning text={message.text} mine={mine} />
    </div>
  );
}
