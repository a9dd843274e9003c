import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  /** A button beside the title (under it on a phone). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of the public profile, announced as a region by its heading. */
export function ProfileSection({ title, description, action, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="font-bold text-nevoa-950 text-xl">
              {title}
            </h2>
            {description && <div className="mt-1 text-pretty text-nevoa-600 text-sm">{description}</div>}
          </div>
          {action}
        </div>
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}
