import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirm button's content: its words, and an icon where the screen shows one. */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  pending: boolean;
  /** `danger` for what cannot be undone and costs the other side something. */
  tone?: 'default' | 'danger';
  /** The way out; 'Voltar' where 'Cancelar' would read as the action itself (beside 'Cancelar contrato'). */
  cancelLabel?: string;
  /** A badge above the title (centred on a phone): amber, or red for the danger tone. */
  icon?: LucideIcon;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** What the step applies to (e.g. the user to delete), between the description and the buttons. */
  children?: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * Asks before a step that cannot be taken back (accepting a proposal, deleting an account...).
 * While the step runs the dialog stays: closing it would hide whether it happened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  tone = 'default',
  cancelLabel = 'Cancelar',
  icon: Icon,
  trigger,
  children,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={Icon && 'text-center sm:text-left'} onCloseAutoFocus={onCloseAutoFocus}>
        {Icon && (
          <span
            className={cn(
              'mx-auto flex size-12 items-center justify-center rounded-2xl sm:mx-0',
              tone === 'danger' ? 'bg-danger-50 text-danger-700' : 'bg-sol-50 text-sol-700',
            )}
          >
            <Icon aria-hidden className="size-6" />
          </span>
        )}
        <DialogHeading title={title} description={description} className={Icon ? 'mt-5' : undefined} />
        {children}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" size="md" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button size="md" variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
