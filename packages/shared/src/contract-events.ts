import { formatBRL } from './money.js';
import { WALLET_LIMITS } from './wallet.js';

/**
 * What Labora writes in a contract's conversation when something happens to the contract or its money, in the
 * same transaction as the event (so the message exists exactly when the event does).
 */
export type ContractEvent =
  | { kind: 'funded'; amountCents: number }
  | { kind: 'started' }
  | { kind: 'delivered' }
  | { kind: 'changesRequested' }
  /** The client released part of the escrow; `escrowCents` is what it still holds. */
  | { kind: 'releasedPartial'; releasedCents: number; escrowCents: number }
  /** The client concluded (or released everything): the rest went to the freelancer. */
  | { kind: 'releasedFull'; releasedCents: number }
  /** A delivery unanswered for WALLET_LIMITS.autoReleaseDays released the escrow by itself. */
  | { kind: 'autoReleased'; releasedCents: number }
  | { kind: 'cancelled'; refundedCents: number }
  | { kind: 'gigOrderAccepted'; title: string; valueCents: number; funded: boolean }
  /** A side opened a dispute: the escrow is frozen until it is decided. */
  | { kind: 'disputeOpened'; by: 'client' | 'freelancer' }
  /** Both sides agreed to end the contract with this split of the escrow; the money moved. */
  | { kind: 'agreementSettled'; freelancerCents: number; clientCents: number }
  /** A dispute's decision became final; the money moved as it said. */
  | { kind: 'disputeSettled'; freelancerCents: number; clientCents: number };

export function contractEventText(event: ContractEvent): string {
  switch (event.kind) {
    case 'funded':
      return `Pagamento de ${formatBRL(event.amountCents)} confirmado e guardado em custódia pela Labora. O trabalho já pode começar.`;
    case 'started':
      return 'O trabalho começou: o contrato está em andamento.';
    case 'delivered':
      return `Entrega enviada. O cliente pode liberar o pagamento ou pedir alterações; sem resposta em ${WALLET_LIMITS.autoReleaseDays} dias, o pagamento é liberado automaticamente.`;
    case 'changesRequested':
      return 'O cliente pediu alterações na entrega. Os detalhes estão na página do contrato.';
    case 'releasedPartial':
      return `Pagamento parcial de ${formatBRL(event.releasedCents)} liberado ao freelancer. Restam ${formatBRL(event.escrowCents)} em custódia.`;
    case 'releasedFull':
      return event.releasedCents > 0
        ? `Pagamento de ${formatBRL(event.releasedCents)} liberado ao freelancer. Contrato concluído.`
        : 'Contrato concluído.';
    case 'autoReleased':
      return `A entrega ficou ${WALLET_LIMITS.autoReleaseDays} dias sem resposta: o pagamento de ${formatBRL(event.releasedCents)} foi liberado automaticamente ao freelancer. Contrato concluído.`;
    case 'cancelled':
      return event.refundedCents > 0
        ? `Contrato cancelado. ${formatBRL(event.refundedCents)} voltaram para a carteira do cliente.`
        : 'Contrato cancelado.';
    case 'gigOrderAccepted':
      return `Pedido aceito: o serviço “${event.title}” virou um contrato de ${formatBRL(event.valueCents)}.${
        event.funded ? ' O pagamento já está em custódia.' : ''
      }`;
    case 'disputeOpened':
      return `${event.by === 'client' ? 'O cliente' : 'O freelancer'} abriu uma disputa. O pagamento em custódia fica congelado até a decisão.`;
    case 'agreementSettled':
      return `Acordo de encerramento aceito: ${formatBRL(event.freelancerCents)} para o freelancer e ${formatBRL(event.clientCents)} de volta ao cliente. Contrato encerrado.`;
    case 'disputeSettled':
      return `Decisão final da disputa: ${formatBRL(event.freelancerCents)} para o freelancer e ${formatBRL(event.clientCents)} de volta ao cliente. Contrato encerrado.`;
  }
}
