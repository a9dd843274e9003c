import { JOB_LIMITS } from '@labora/shared/job-labels';
import { FileText, Upload, X } from 'lucide-react';
import { type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT, addAttachments } from '@/lib/attachments';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format';
import { FieldError } from './ui/field';

interface AttachmentsInputProps {
  /** The field's title; a job's files by default. */
  label?: string;
  value: File[];
  onChange: (files: File[]) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const MAX_MB = JOB_LIMITS.attachmentMaxBytes / 1024 / 1024;

/**
 * Files to upload with a job (SPEC: attachments, multiple) or a contract's delivery, under the same limits:
 * picked or dropped, checked here, listed with a remove button.
 */
export function AttachmentsInput({ label = 'Anexos (opcional)', value, onChange, error, ref }: AttachmentsInputProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const shown = error ?? notice;

  const add = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const { files, problem } = addAttachments(value, incoming);
    setNotice(problem);
    if (files.length !== value.length) onChange(files);
  };

  const remove = (file: File) => {
    onChange(value.filter((f) => f !== file));
    setNotice(null);
    input.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <div>
      <p id={titleId} className="mb-1.5 font-semibold text-nevoa-800 text-sm">
        {label}
      </p>
      <input
        ref={(element) => {
          input.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-labelledby={titleId}
        aria-describedby={cn(hintId, shown && errorId)}
        aria-invalid={Boolean(shown) || undefined}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // Cleared so the same file can be picked again after being removed.
          event.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-nevoa-300 bg-nevoa-50 hover:border-brand-400',
          shown && 'border-danger-600/60',
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-xs">
          <Upload aria-hidden className="size-5" />
        </span>
        <span className="font-semibold text-brand-700">Escolher arquivos</span>
        <span className="text-nevoa-600 text-sm">ou arraste e solte aqui</span>
      </label>
      <p id={hintId} className="mt-1.5 text-nevoa-600 text-sm">
        PDF, imagens, documentos do Office ou LibreOffice e texto; até {MAX_MB} MB cada, no máximo{' '}
        {JOB_LIMITS.attachmentsMax} arquivos.
      </p>
      <FieldError id={errorId} message={shown} />
      {value.length > 0 && (
        <ul aria-label="Arquivos escolhidos" className="mt-3 space-y-2">
          {value.map((file) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-3 rounded-xl border border-nevoa-200 bg-white py-2 pr-2 pl-3"
            >
              <FileText aria-hidden className="size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-nevoa-900 text-sm">{file.name}</span>
                <span className="block text-nevoa-600 text-xs">{formatFileSize(file.size)}</span>
              </span>
              <button
                type="button"
                aria-label={`Remover ${file.name}`}
                title={`Remover ${file.name}`}
                onClick={() => remove(file)}
                className="flex size-9 shrink-0 items-center justify-center rounded-lg text-nevoa-600 transition-colors hover:bg-nevoa-100 hover:text-nevoa-950"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
