import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

interface SettingsCardProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** `danger` marks an action that cannot be undone. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One section of the settings screen: a titled card, announced as a region by its heading. */
export function SettingsCard({ icon: Icon, title, description, tone = 'default', children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn('p-5 shadow-sm sm:p-8', tone === 'danger' && 'border-danger-600/30')}>
        {/* On a phone the description takes the full width under icon and title; beside them from 640 px. */}
        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 sm:items-start">
          <span
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-2xl sm:row-span-2',
              tone === 'danger' ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <h2 id={headingId} className="text-balance font-bold text-lg text-nevoa-950 sm:pt-0.5">
            {title}
          </h2>
          <div className="col-span-2 mt-3 text-pretty text-nevoa-600 text-sm leading-relaxed sm:col-span-1 sm:col-start-2 sm:mt-1">
            {description}
          </div>
        </div>
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}

/** A settings switch the server did not save: why, in a toast (the switch shows the saved state again). */
export function showChoiceNotSaved(error: unknown): void {
  toast.error(
    errorMessage(error, {
      fallback: 'Não foi possível salvar a sua escolha.',
      network: 'Sem conexão com o servidor. Tente novamente.',
    }),
  );
}
