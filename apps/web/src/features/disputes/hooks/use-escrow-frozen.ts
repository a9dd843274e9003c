import { useContractResolution } from '../api/get-contract-resolution';

/** Why the contract's release and conclude buttons are off while a dispute is open (the API answers DISPUTE_OPEN). */
export const ESCROW_FROZEN_NOTE = 'Pagamento congelado: há uma disputa aberta.';

/** Whether the contract's escrow is frozen by an open dispute (the same query as 'Problemas com o contrato?'). */
export function useEscrowFrozen(contractId: string, { enabled }: { enabled: boolean }): boolean {
  const resolution = useContractResolution(contractId, { enabled });
  const dispute = resolution.data?.dispute;
  return dispute !== undefined && dispute !== null && dispute.status !== 'closed';
}
