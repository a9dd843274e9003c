import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled part of a form or a page, on its own card, announced as a region by its heading. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          {title}
        </h2>
        {description && <p className="mt-1 text-pretty text-nevoa-600 text-sm">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}
