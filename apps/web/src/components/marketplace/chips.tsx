import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SkillChipsProps {
  skills: readonly string[];
  /** Past this many, a '+N' chip stands for the rest. */
  max?: number;
  label?: string;
  className?: string;
}

export function SkillChips({ skills, max, label = 'Habilidades', className }: SkillChipsProps) {
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((skill) => (
        <li
          key={skill}
          className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 font-semibold text-brand-800 text-xs"
        >
          {skill}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-full border border-nevoa-200 bg-nevoa-50 px-2.5 py-1 font-semibold text-nevoa-700 text-xs">
          +{hidden}
          <span className="sr-only">{hidden === 1 ? ' habilidade' : ' habilidades'}</span>
        </li>
      )}
    </ul>
  );
}

/** One neutral label: a category, a project type. */
export function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center rounded-full border border-nevoa-200 bg-nevoa-50 px-3 py-1 font-medium text-nevoa-800 text-sm',
        className,
      )}
    >
      <span className="truncate">{children}</span>
    </span>
  );
}
