import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** `danger` for what cannot be undone and costs the other side something. */
  tone?: 'default' | 'danger';
  /** The way out; 'Voltar' where 'Cancelar' would read as the action itself (beside 'Cancelar contrato'). */
  cancelLabel?: string;
}

/** Asks before a step that cannot be taken back (accepting a proposal, concluding a contract...). */
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
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-2 space-y-2 text-pretty">{description}</div>
        </DialogDescription>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" size="md" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            size="md"
            onClick={onConfirm}
            loading={pending}
            // No class merging in this app: `!` makes the red win over the primary green.
            className={tone === 'danger' ? 'bg-danger-600! hover:bg-danger-700! active:bg-danger-700!' : undefined}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
