import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface SectionProps {
  title: string;
  /** One line under the title. */
  description?: string;
  /** A link or buttons beside the title. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A named region of a page, so screen readers can jump between them. */
export function Section({ title, description, action, className, children }: SectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <div className="mb-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={titleId} className="font-bold text-nevoa-950 text-xl tracking-tight">
            {title}
          </h2>
          {action}
        </div>
        {description && <p className="mt-0.5 text-pretty text-nevoa-600 text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}
