import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

/** A dialog form's buttons: 'Voltar' and the submit (its icon hidden while it sends). */
export function DialogFormActions({
  pending,
  icon: Icon,
  children,
}: {
  pending: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary" size="md" disabled={pending}>
          Voltar
        </Button>
      </DialogClose>
      <Button type="submit" size="md" loading={pending}>
        {!pending && <Icon aria-hidden className="size-4" />}
        {children}
      </Button>
    </div>
  );
}
