import type { TGig } from '@labora/shared/gigs';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={gig !== null}
      onOpenChange={(open) => !open && onClose()}
      pending={remove.isPending}
      icon={Trash2}
      tone="danger"
      title="Remover serviço?"
      description={<>“{shown?.title}” deixará de aparecer no seu perfil. Esta ação não pode ser desfeita.</>}
      confirmLabel="Remover serviço"
      onConfirm={confirm}
    />
  );
}
