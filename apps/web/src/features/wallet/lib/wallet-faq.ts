import { WITHDRAWAL_RAILS } from '@labora/shared/business-days';
import { formatBRL } from '@labora/shared/money';
import { formatBps, LABORA_FEE_BPS, WALLET_LIMITS } from '@labora/shared/wallet';

export interface FaqItem {
  question: string;
  answer: string;
}

const { bank, card, pix } = WITHDRAWAL_RAILS;

/** The FAQ accordion of 'Pagamento' (SPEC §2). */
export const PAYMENT_FAQ: FaqItem[] = [
  {
    question: 'Para onde vai o meu pagamento?',
    answer:
      'O valor do contrato fica guardado em custódia pela Labora: não vai direto para o freelancer. Assim o trabalho só começa com o pagamento garantido, e o dinheiro só sai da custódia quando você libera.',
  },
  {
    question: 'Quando o freelancer recebe?',
    answer:
      'Quando você libera o pagamento na página do contrato: tudo de uma vez ao concluir, ou em partes, conforme as etapas são entregues.',
  },
  {
    question: 'Pago alguma taxa além do valor do contrato?',
    answer: `Não. Você paga exatamente o valor do contrato. A taxa da Labora, de ${formatBps(LABORA_FEE_BPS)}, é descontada do que o freelancer recebe.`,
  },
  {
    question: 'E se o contrato for cancelado?',
    answer:
      'Se o contrato for cancelado antes de o trabalho começar, o valor em custódia volta inteiro para a sua carteira. Você pode usá-lo em outro contrato ou sacá-lo.',
  },
  {
    question: 'O que é o modo de teste?',
    answer:
      'Enquanto a Labora usa o provedor de pagamentos de teste, nenhum dinheiro de verdade é movimentado. O PIX e a transferência são confirmados pelo botão “Simular confirmação” (ou sozinhos, em alguns segundos), e o cartão aceita números de teste como 4111 1111 1111 1111.',
  },
];

/** The FAQ accordion of 'Solicitar Saque' (SPEC §2); its minimum is enforced by the form and the API. */
export const WITHDRAWAL_FAQ: FaqItem[] = [
  {
    question: 'Qual é o valor mínimo para saque?',
    answer: `O valor mínimo para saque é ${formatBRL(WALLET_LIMITS.minWithdrawalCents)}.`,
  },
  {
    question: 'Quanto custa sacar?',
    answer: `A taxa depende do método: transferência bancária ${formatBps(bank.feeBasisPoints)}, cartão ${formatBps(card.feeBasisPoints)} e PIX ${formatBps(pix.feeBasisPoints)}. Ela sai do valor sacado: você recebe o valor menos a taxa, como o resumo mostra antes de confirmar.`,
  },
  {
    question: 'Quanto tempo demora?',
    answer: `PIX: ${pix.processingLabel.toLowerCase()}. Transferência bancária: ${bank.processingLabel}. Cartão: ${card.processingLabel}. Dias úteis não contam fins de semana nem feriados nacionais.`,
  },
  {
    question: 'Posso agendar um saque?',
    answer:
      'Sim: escolha uma data a partir de hoje. O valor sai da carteira na hora da solicitação e é enviado na data escolhida.',
  },
  {
    question: 'E se o saque falhar?',
    answer:
      'Se a conta de destino recusar a transferência, o saque aparece como “Falhou” no histórico e o valor inteiro, taxa incluída, volta para a sua carteira.',
  },
];
