import { cleanSkills, PROFILE_LIMITS, PROFILE_MESSAGES } from '@labora/shared/users';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, FieldShell, useFieldIds } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { PROFILE_FORM_MESSAGES } from '../lib/messages';

interface SkillsFieldProps {
  value: string[];
  onChange: (skills: string[]) => void;
  /** What is typed but not added yet; the form adds it on save too, so nothing typed is lost. */
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** The skills as tags: typed one at a time, added by Enter or 'Adicionar', removed by their ✕. */
export function SkillsField({ value, onChange, draft, onDraftChange, error, ref, onBlur }: SkillsFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const full = value.length >= PROFILE_LIMITS.skillsMax;
  const hint = `Pressione Enter ou clique em Adicionar (${value.length} de ${PROFILE_LIMITS.skillsMax}).`;
  const ids = useFieldIds({ hint, error: error ?? notice ?? undefined });

  const add = () => {
    const next = cleanSkills([...value, draft]);
    if (draft.trim() === '') return;
    if (next.length === value.length) {
      setNotice(PROFILE_FORM_MESSAGES.skillRepeated);
      return;
    }
    if (full) {
      setNotice(PROFILE_MESSAGES.tooManySkills);
      return;
    }
    setNotice(null);
    onChange(next);
    onDraftChange('');
  };

  const removeAt = (skill: string) => {
    onChange(value.filter((s) => s !== skill));
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
      <FieldShell label="Habilidades" ids={ids} hint={hint} error={error ?? notice ?? undefined}>
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
            maxLength={PROFILE_LIMITS.skillMaxLength}
            placeholder="Ex.: Figma"
            enterKeyHint="enter"
            aria-invalid={Boolean(error ?? notice) || undefined}
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
        <ul aria-label="Habilidades adicionadas" className="mt-3 flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3.5 font-semibold text-brand-800 text-sm"
            >
              <span className="truncate">{skill}</span>
              <button
                type="button"
                aria-label={`Remover ${skill}`}
                title={`Remover ${skill}`}
                onClick={() => removeAt(skill)}
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
