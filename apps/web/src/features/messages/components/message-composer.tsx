import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_LIMITS, ZSendMessageRequest, ZSendMessageWithFilesFields } from '@labora/shared/messages';
import { CircleAlert, FileText, Paperclip, SendHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ATTACHMENT_ACCEPT, addAttachments } from '@/lib/attachments';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format';

// The server's schemas: text alone must not be blank; with files it may be.
const picked = { files: z.custom<File[]>() };
const textOnly = zodResolver(ZSendMessageRequest.extend(picked));
const withFiles = zodResolver(ZSendMessageWithFilesFields.extend(picked));
interface ComposerValues {
  text: string;
  files: File[];
}
const resolver: Resolver<ComposerValues> = (values, context, options) =>
  (values.files.length ? withFiles : textOnly)(values, context, options as never) as ReturnType<
    Resolver<ComposerValues>
  >;
const EMPTY: ComposerValues = { text: '', files: [] };

interface MessageComposerProps {
  /**
   * Resolves once the server stored the message; the field clears only then, so a failure keeps the text and
   * the files. `files` is given only when some were attached.
   */
  onSend: (text: string, files?: File[]) => Promise<unknown>;
}

/**
 * 'Digite uma mensagem...': Enter sends, Shift+Enter breaks the line; blank or whitespace-only text is not sent
 * unless files go with it. Enter pressed
 * while a message is on its way sends after it (the sender's own message can show through the socket before the
 * server answers, and typing goes on at once); what is blank by then is not sent. The clip attaches images and documents (up to 10 MB each, checked here first).
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const { register, control, handleSubmit, reset, getValues, setValue } = useForm({
    resolver,
    defaultValues: EMPTY,
  });
  const [text, files] = useWatch({ control, name: ['text', 'files'] });
  const [problem, setProblem] = useState<string | null>(null);
  // Sends one after another, in the order Enter was pressed.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [queued, setQueued] = useState(0);
  const sending = queued > 0;
  const picker = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);
  const problemId = useId();
  const blank = text.trim() === '' && files.length === 0;
  const { ref: registerText, ...textField } = register('text');

  const submit = handleSubmit(async (message) => {
    const sent = getValues();
    try {
      await (message.files.length ? onSend(message.text, message.files) : onSend(message.text));
      // Only what was sent goes: the message may show (through the socket) before the server's answer, and what
      // was typed or attached meanwhile stays.
      const now = getValues();
      if (now.text === sent.text && now.files.length === sent.files.length) reset(EMPTY);
      else {
        setValue('text', now.text === sent.text ? '' : now.text);
        setValue(
          'files',
          now.files.filter((file) => !sent.files.includes(file)),
        );
      }
      setProblem(null);
    } catch {
      // The caller shows the error; the text and files stay so they can be sent again.
    }
  });

  function send() {
    if (blank) return;
    setQueued((n) => n + 1);
    queue.current = queue.current.then(() => submit()).finally(() => setQueued((n) => n - 1));
  }

  function attach(incoming: File[]) {
    if (!incoming.length) return;
    const added = addAttachments(getValues('files'), incoming);
    setValue('files', added.files);
    setProblem(added.problem);
  }

  function remove(file: File) {
    setValue(
      'files',
      files.filter((f) => f !== file),
    );
    setProblem(null);
    field.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="border-nevoa-200 border-t bg-white p-3"
    >
      {(files.length > 0 || problem) && (
        <div className="mb-2 space-y-2">
          {files.length > 0 && (
            <ul aria-label="Arquivos anexados" className="flex flex-wrap gap-2">
              {files.map((file) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}`}
                  className="flex max-w-full items-center gap-2 rounded-lg border border-nevoa-200 bg-nevoa-50 py-1 pr-1 pl-2 text-sm"
                >
                  <FileText aria-hidden className="size-4 shrink-0 text-brand-700" />
                  <span className="min-w-0 truncate text-nevoa-900">{file.name}</span>
                  <span className="shrink-0 text-nevoa-600 text-xs">{formatFileSize(file.size)}</span>
                  <button
                    type="button"
                    onClick={() => remove(file)}
                    aria-label={`Remover ${file.name}`}
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-nevoa-600 hover:bg-nevoa-200 hover:text-nevoa-900"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {problem && (
            <p id={problemId} role="alert" className="flex items-start gap-1.5 text-danger-700 text-sm">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {problem}
            </p>
          )}
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-label="Arquivos para anexar"
          hidden
          onChange={(event) => {
            attach(Array.from(event.target.files ?? []));
            // The same file may be picked again after it was removed.
            event.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          aria-label="Anexar arquivo"
          aria-describedby={problem ? problemId : undefined}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-nevoa-700 transition-colors hover:bg-nevoa-100 hover:text-brand-700"
        >
          <Paperclip aria-hidden className="size-5" />
        </button>
        <textarea
          ref={(element) => {
            registerText(element);
            field.current = element;
          }}
          {...textField}
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
      </div>
    </form>
  );
}
