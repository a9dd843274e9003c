import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, FieldShell, useFieldIds } from '@/components/ui/field';
import { cn } from '@/lib/cn';

export interface TagsInputProps {
  label: string;
  /** The accessible name of the list of tags already added (e.g. 'Habilidades adicionadas'). */
  listLabel: string;
  placeholder?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** What is typed but not added yet; the form adds it on submit too, so nothing typed is lost. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** The most tags allowed and the longest tag, from the form's schema. */
  maxTags: number;
  maxTagLength: number;
  /** The schema's own cleaner (trims, drops empty and repeated tags), so the field agrees with validation. */
  clean: (tags: readonly string[]) => string[];
  messages: { repeated: string; tooMany: string };
  error?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** A list of tags typed one at a time, added by Enter or 'Adicionar', removed by their ✕. */
export function TagsInput({
  label,
  listLabel,
  placeholder,
  value,
  onChange,
  draft,
  onDraftChange,
  maxTags,
  maxTagLength,
  clean,
  messages,
  error,
  ref,
  onBlur,
}: TagsInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = error ?? notice ?? undefined;
  const hint = `Pressione Enter ou clique em Adicionar (${value.length} de ${maxTags}).`;
  const ids = useFieldIds({ hint, error: shown });

  const add = () => {
    if (draft.trim() === '') return;
    const next = clean([...value, draft]);
    if (next.length === value.length) {
      setNotice(messages.repeated);
      return;
    }
    if (value.length >= maxTags) {
      setNotice(messages.tooMany);
      return;
    }
    setNotice(null);
    onChange(next);
    onDraftChange('');
  };

  const remove = (tag: string) => {
    onChange(value.filter((t) => t !== tag));
    setNotice(null);
    // The button under the pointer or the keyboard is gone; the typing box is the natural next stop.
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag here instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <div>
      <FieldShell label={label} ids={ids} hint={hint} error={shown}>
        <div className="flex gap-2">
          <input
            ref={(element) => {
              input.current = element;
              if (typeof ref === 'function') ref(element);
              else if (ref) ref.current = element;
            }}
            id={ids.controlId}
            type="text"
            value={draft}
            maxLength={maxTagLength}
            placeholder={placeholder}
            enterKeyHint="enter"
            aria-invalid={Boolean(shown) || undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              onDraftChange(event.target.value);
              if (notice) setNotice(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            className={cn(CONTROL_CLASSES, 'h-12 min-w-0 flex-1')}
          />
          {/* As tall as the input beside it. */}
          <Button variant="secondary" size="md" onClick={add} className="h-12! shrink-0">
            <Plus aria-hidden className="size-4" />
            Adicionar
          </Button>
        </div>
      </FieldShell>
      {value.length > 0 && (
        <ul aria-label={listLabel} className="mt-3 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3.5 font-semibold text-brand-800 text-sm"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                aria-label={`Remover ${tag}`}
                title={`Remover ${tag}`}
                onClick={() => remove(tag)}
                className="flex size-7 shrink-0 items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-100 hover:text-brand-950"
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
