import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { Hand } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTakeDispute } from '../api/take-dispute';

const FAILED = 'Não foi possível assumir o caso. Tente novamente.';

/** 'Assumir caso': the moderator becomes responsible and evidence closes. */
export function TakeCaseButton({ disputeId }: { disputeId: string }) {
  const take = useTakeDispute();
  return (
    <Button
      size="md"
      loading={take.isPending}
      onClick={() =>
        take.mutate(disputeId, {
          onSuccess: () => toast.success(DISPUTE_MESSAGES.taken),
          onError: (error) => toast.error(errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE })),
        })
      }
    >
      {!take.isPending && <Hand aria-hidden className="size-4" />}
      Assumir caso
    </Button>
  );
}
