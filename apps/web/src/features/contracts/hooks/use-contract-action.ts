import type { TContractAction, TContractActionRequest } from '@labora/shared/contracts';
import { useCallback } from 'react';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useActOnContract } from '../api/act-on-contract';
import { ACTION_FAILED_MESSAGE } from '../lib/messages';

const MONEY_ACTIONS: ReadonlySet<TContractAction> = new Set(['conclude', 'cancel']);

/** Runs one move of a contract and says how it went in a toast: the server's own words either way (403/409 too). */
export function useContractAction(contractId: string) {
  const mutation = useActOnContract();
  const { mutateAsync } = mutation;
  /**
   * `onDone` runs once the server has answered, yes or no: a refusal means the contract moved meanwhile and
   * the screen is being refreshed, so the dialog that asked has nothing left to offer. After a network
   * failure it stays, to try again. The toast is said from the promise, not from mutate's callbacks, which
   * are dropped when the card that asked leaves the list (a started project leaves the 'Pendente' filter).
   */
  const keys = useIdempotencyKey();
  const run = useCallback(
    (request: TContractActionRequest, { onDone }: { onDone?: () => void } = {}) => {
      // Concluding and cancelling move money: one Idempotency-Key per confirmation, the same one on a retry.
      const sent = MONEY_ACTIONS.has(request.action)
        ? keys.send({ contractId, ...request }, (idempotencyKey) =>
            mutateAsync({ id: contractId, request, idempotencyKey }),
          )
        : mutateAsync({ id: contractId, request });
      sent.then(
        (result) => {
          toast.success(result.message);
          onDone?.();
        },
        (error: unknown) => {
          toast.error(errorMessage(error, { fallback: ACTION_FAILED_MESSAGE, network: NETWORK_MESSAGE }));
          if (error instanceof ApiError) onDone?.();
        },
      );
    },
    [mutateAsync, contractId, keys],
  );
  const pendingAction: TContractAction | undefined = mutation.isPending
    ? mutation.variables?.request.action
    : undefined;
  return { run, pending: mutation.isPending, pendingAction };
}
