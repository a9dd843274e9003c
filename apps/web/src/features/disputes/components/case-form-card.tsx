import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface CaseFormCardProps {
  title: string;
  description: ReactNode;
  /** The card's border, e.g. 'border-sol-300'. */
  className?: string;
  /** The form. */
  children: ReactNode;
}

/** A form on the dispute's page: a card with its heading and a line on what it does. */
export function CaseFormCard({ title, description, className, children }: CaseFormCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn(className, 'p-5 shadow-sm sm:p-6')}>
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          {title}
        </h2>
        <p className="mt-1 text-pretty text-nevoa-600 text-sm">{description}</p>
        {children}
      </Card>
    </section>
  );
}
