import { MESSAGE_LIMITS } from '@labora/shared/messages';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { cn } from '@/lib/cn';

interface MessageComposerProps {
  /** Resolves once the server stored the message; the field clears only then, so a failure keeps the text. */
  onSend: (text: string) => Promise<unknown>;
  sending?: boolean;
}

/** 'Digite uma mensagem...': Enter sends, Shift+Enter breaks the line; blank or whitespace-only text is not sent. */
export function MessageComposer({ onSend, sending = false }: MessageComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  async function send() {
    if (blank || sending) return;
    try {
      await onSend(text.trim());
      setText('');
    } catch {
      // The caller shows the error; the text stays so it can be sent again.
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-nevoa-200 border-t bg-white p-3">
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Digite uma mensagem..."
        aria-label="Mensagem"
        rows={1}
        maxLength={MESSAGE_LIMITS.textMaxLength}
        enterKeyHint="send"
        className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-xl border border-nevoa-400 bg-white px-4 py-2.5 text-base text-nevoa-900 shadow-xs transition placeholder:text-nevoa-500 focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600"
      />
      <button
        type="submit"
        aria-label="Enviar mensagem"
        disabled={blank}
        aria-busy={sending || undefined}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm transition-colors hover:bg-brand-800',
          'disabled:cursor-not-allowed disabled:bg-nevoa-200 disabled:text-nevoa-500 disabled:shadow-none',
          sending && 'cursor-wait',
        )}
      >
        <SendHorizontal aria-hidden className="size-5" />
      </button>
    </form>
  );
}
