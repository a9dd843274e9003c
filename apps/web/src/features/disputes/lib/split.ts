import { formatBRL } from '@labora/shared/money';
import { LABORA_FEE_BPS, netCents } from '@labora/shared/wallet';

/** A split of the escrow as shown while typed: the rest goes back to the client; the freelancer's part less the fee. */
export function splitOf(escrowCents: number, freelancerCents: number | null) {
  const toFreelancer = freelancerCents === null ? 0 : Math.min(Math.max(freelancerCents, 0), escrowCents);
  return {
    freelancerCents: toFreelancer,
    clientCents: escrowCents - toFreelancer,
    freelancerNetCents: netCents(toFreelancer, LABORA_FEE_BPS),
  };
}

/** 'R$ 600,00 para o freelancer · R$ 400,00 de volta ao cliente', for a timeline step. */
export function splitLine(escrowCents: number, freelancerCents: number): string {
  const clientCents = Math.max(escrowCents - freelancerCents, 0);
  return `${formatBRL(freelancerCents)} para o freelancer · ${formatBRL(clientCents)} de volta ao cliente`;
}
