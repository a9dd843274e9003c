import { cleanJobSkills, JOB_LIMITS, JOB_MESSAGES } from '@labora/shared/jobs';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, FieldShell, useFieldIds } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { JOB_FORM_MESSAGES } from '../lib/job-form';

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  /** What is typed but not added yet; the form adds it on submit too, so nothing typed is lost. */
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** The job's skills as tags (SPEC §5): trimmed, empty and repeated ones ignored; added by Enter or 'Adicionar'. */
export function SkillsInput({ value, onChange, draft, onDraftChange, error, ref, onBlur }: SkillsInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = error ?? notice ?? undefined;
  const hint = `Pressione Enter ou clique em Adicionar (${value.length} de ${JOB_LIMITS.skillsMax}).`;
  const ids = useFieldIds({ hint, error: shown });

  const add = () => {
    if (draft.trim() === '') return;
    const next = cleanJobSkills([...value, draft]);
    if (next.length === value.length) {
      setNotice(JOB_FORM_MESSAGES.skillRepeated);
      return;
    }
    if (value.length >= JOB_LIMITS.skillsMax) {
      setNotice(JOB_MESSAGES.tooManySkills);
      return;
    }
    setNotice(null);
    onChange(next);
    onDraftChange('');
  };

  const remove = (skill: string) => {
    onChange(value.filter((s) => s !== skill));
    setNotice(null);
    // The button that had focus is gone; the typing box is the natural next stop.
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
      <FieldShell label="Habilidades (opcional)" ids={ids} hint={hint} error={shown}>
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
            maxLength={JOB_LIMITS.skillMaxLength}
            placeholder="Ex.: React"
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
                onClick={() => remove(skill)}
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
