import { LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL_CLASSES, FieldShell, useFieldIds } from './field';

interface ComboboxProps<T> {
  label: string;
  /** The text in the box. */
  value: string;
  /** The person typed: the text no longer names a picked option. */
  onValueChange: (value: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  onSelect: (option: T) => void;
  /** The list opens from this many typed characters. */
  minLength?: number;
  /** A search is under way: a spinner shows in the box. */
  loading?: boolean;
  /** Said in the popup when there is no option to show (searching, nothing found); null keeps it closed. */
  emptyMessage?: string | null;
  error?: string;
  hint?: string;
  placeholder?: string;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * A text box with a list of suggestions (WAI-ARIA combobox, list autocomplete): the arrows move
 * through the list while focus stays in the box, Enter picks, Escape closes.
 */
export function Combobox<T>({
  label,
  value,
  onValueChange,
  options,
  optionKey,
  optionLabel,
  onSelect,
  minLength = 1,
  loading = false,
  emptyMessage = null,
  error,
  hint,
  placeholder,
  name,
  id,
  className,
  ref,
  onBlur,
}: ComboboxProps<T>) {
  const ids = useFieldIds({ id, hint, error });
  const listboxId = `${ids.controlId}-listbox`;
  const [open, setOpen] = useState(false);
  // Kept by key rather than position, so a new answer to the search does not move the highlight.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const activeIndex = activeKey === null ? -1 : options.findIndex((option) => optionKey(option) === activeKey);
  const longEnough = value.trim().length >= minLength;
  const hasContent = options.length > 0 || emptyMessage !== null;
  const expanded = open && longEnough && hasContent;
  const optionId = (option: T) => `${listboxId}-${optionKey(option)}`;
  const active = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;

  useEffect(() => {
    if (active !== undefined) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const pick = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActiveKey(null);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : options.length) : activeIndex;
    const next = options[(from + step + options.length) % options.length];
    if (next !== undefined) setActiveKey(optionKey(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          if (event.altKey) return;
        }
        move(step);
        return;
      }
      case 'Enter':
        // Without a highlighted option Enter is the form's: it submits.
        if (active !== undefined) {
          event.preventDefault();
          pick(active);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveKey(null);
        }
        return;
    }
  };

  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.controlId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active !== undefined ? optionId(active) : undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={ids.describedBy}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActiveKey(null);
            onBlur?.();
          }}
          className={cn(CONTROL_CLASSES, 'h-12 pr-11')}
        />
        {loading && (
          <LoaderCircle
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 animate-spin text-nevoa-500"
          />
        )}
        <div
          className={cn(
            'absolute inset-x-0 top-full z-20 mt-1.5 overflow-hidden rounded-xl border border-nevoa-200 bg-white shadow-lg shadow-nevoa-900/10',
            !expanded && 'hidden',
          )}
        >
          <div
            id={listboxId}
            role="listbox"
            aria-label={label}
            className={cn('max-h-72 overflow-y-auto', expanded && options.length > 0 && 'p-1.5')}
          >
            {expanded &&
              options.map((option) => {
                const selected = option === active;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the combobox input, as the pattern requires.
                  <div
                    key={optionKey(option)}
                    id={optionId(option)}
                    role="option"
                    aria-selected={selected}
                    // Focus stays in the input (aria-activedescendant): options are out of the Tab order, and
                    // mousedown is cancelled so picking with the mouse does not blur the input and close the list first.
                    tabIndex={-1}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                    onPointerMove={() => setActiveKey(optionKey(option))}
                    className={cn(
                      'cursor-pointer rounded-lg px-3 py-2.5 text-nevoa-800',
                      selected && 'bg-brand-50 text-brand-900',
                    )}
                  >
                    {optionLabel(option)}
                  </div>
                );
              })}
          </div>
          {expanded && options.length === 0 && <p className="px-4 py-3.5 text-nevoa-600 text-sm">{emptyMessage}</p>}
        </div>
        <p aria-live="polite" className="sr-only">
          {expanded && options.length > 0
            ? `${options.length} ${options.length === 1 ? 'opção' : 'opções'}. Use as setas para escolher.`
            : ''}
        </p>
      </div>
    </FieldShell>
  );
}
