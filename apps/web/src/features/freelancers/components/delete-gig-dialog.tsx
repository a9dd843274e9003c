import type { TGig } from '@labora/shared/gigs';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteGig } from '../api/delete-gig';

interface DeleteGigDialogProps {
  /** The gig to remove; null keeps the dialog closed. */
  gig: TGig | null;
  sellerId: string;
  onClose: () => void;
}

export function DeleteGigDialog({ gig, sellerId, onClose }: DeleteGigDialogProps) {
  const remove = useDeleteGig(sellerId);
  // The title stays in the dialog while it fades out after the gig is gone.
  const [shown, setShown] = useState(gig);
  if (gig && gig !== shown) setShown(gig);

  const confirm = () => {
    if (!gig) return;
    remove.mutate(gig.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) =>
        toast.error(errorMessage(error, { fallback: 'Não foi possível remover o serviço.', network: NETWORK_MESSAGE })),
    });
  };

  return (
    <Dialog open={gig !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent className="text-center sm:text-left">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-700 sm:mx-0">
          <Trash2 aria-hidden className="size-6" />
        </span>
        <DialogTitle className="mt-5">Remover serviço?</DialogTitle>
        <DialogDescription className="mt-2">
          “{shown?.title}” deixará de aparecer no seu perfil. Esta ação não pode ser desfeita.
        </DialogDescription>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" size="md" disabled={remove.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <button
            type="button"
            onClick={confirm}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            className="inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-danger-600 px-4 font-semibold text-sm text-white shadow-sm transition-colors hover:bg-danger-700 focus-visible:outline-danger-600 disabled:cursor-wait"
          >
            {remove.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
            Remover serviço
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
