import { PASSWORD_RULES } from '@labora/shared/password';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/** The live list of password rules (SPEC §5); each rule ticks as it is met and is announced politely. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <ul id={id} aria-live="polite" aria-label="Requisitos da senha" className="grid gap-1.5 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            className={cn('flex items-center gap-2 transition-colors', met ? 'text-brand-700' : 'text-nevoa-600')}
          >
            {met ? (
              <span className="flex size-4 shrink-0 items-center justify-center rounded-full bg-brand-600">
                <Check aria-hidden strokeWidth={3.5} className="size-2.5 text-white" />
              </span>
            ) : (
              <Circle aria-hidden className="size-4 shrink-0 text-nevoa-400" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{met ? ': atendido' : ': pendente'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
