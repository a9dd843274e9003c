import type { ContractEvent } from '@labora/shared/contract-events';
import { splitText } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import type { TNotificationMailKind, TNotificationType } from '@labora/shared/notifications';

/** The app paths notifications open (apps/web/src/config/paths.ts spells the same routes). */
export const notificationLinks = {
  job: (id: string) => `/job/${id}`,
  jobProposals: (jobId: string) => `/my-jobs/${jobId}/proposals`,
  myProposals: '/my-proposals',
  contract: (id: string) => `/contracts/${id}`,
  conversation: (id: string) => `/dashboard/messages/${id}`,
  withdraw: '/withdraw',
  dispute: (id: string) => `/disputas/${id}`,
  moderation: '/moderacao',
} as const;

/** One notification to create, in pt-BR. */
export interface NotificationItem {
  userId: string;
  type: TNotificationType;
  text: string;
  /** The app path it opens (paths of apps/web/src/config/paths.ts). */
  link?: string;
  /** What it is about; unread 'message' notifications collapse per subject (the conversation). */
  subjectId?: string;
  /**
   * A 'message' notification's text when it stands for several messages: '{n}' becomes the count (e.g. '{n} novas
   * mensagens de Ana'). Without it the newest text stays.
   */
  collapsedText?: string;
  /**
   * The e-mail it goes out as: a switch of Configurações (the mail worker batches it) or a required kind (sent alone,
   * at once, with `mailSubject`); omitted: in the app only.
   */
  mail?: TNotificationMailKind;
  /** The subject of a mail sent alone; without it the text is the subject. */
  mailSubject?: string;
}

type Item = NotificationItem;

/** A moment as a person in Brazil reads it: '17 de março de 2030 às 10:30' (São Paulo time). */
export function saoPauloDateTime(at: Date): string {
  return at.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long', timeStyle: 'short' });
}

const DISPUTE_MAIL_SUBJECTS: Record<string, string> = {
  opened: 'Uma disputa foi aberta no seu contrato',
  answered: 'A disputa do seu contrato foi respondida',
  decided: 'A disputa do seu contrato foi decidida',
  appealed: 'Houve recurso na disputa do seu contrato',
  final: 'A disputa do seu contrato foi encerrada',
};

/** Every notification Labora sends, in pt-BR: one builder per event, so the texts stay consistent. */
export const notificationTexts = {
  newProposal: (p: {
    clientId: string;
    freelancerName: string;
    jobId: string;
    jobTitle: string;
    proposalId: string;
  }): Item => ({
    userId: p.clientId,
    type: 'proposal',
    text: `${p.freelancerName} enviou uma proposta para "${p.jobTitle}".`,
    link: notificationLinks.jobProposals(p.jobId),
    subjectId: p.proposalId,
  }),
  proposalAccepted: (p: { freelancerId: string; jobTitle: string; contractId: string }): Item => ({
    userId: p.freelancerId,
    type: 'proposal',
    text: `Sua proposta para "${p.jobTitle}" foi aceita. O contrato foi criado e começa quando o cliente pagar o valor, que fica guardado pela Labora.`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
    mail: 'proposalAccepted',
  }),
  proposalDeclined: (p: { freelancerId: string; jobTitle: string; proposalId: string }): Item => ({
    userId: p.freelancerId,
    type: 'proposal',
    text: `Sua proposta para "${p.jobTitle}" não foi aceita.`,
    link: notificationLinks.myProposals,
    subjectId: p.proposalId,
  }),
  /**
   * An hourly contract's weekly statement (modules/timesheets): closed (both sides; the client has the days to
   * approve), approved by itself (the client), asked about (the freelancer) or answered (the client).
   */
  timesheetStatement: (p: {
    userId: string;
    step: 'closed' | 'autoApproved' | 'questioned' | 'answered';
    title: string;
    contractId: string;
    weekLabel: string;
    amountCents: number;
  }): Item => ({
    userId: p.userId,
    type: p.step === 'autoApproved' || p.step === 'closed' ? 'payment' : 'contract',
    text: {
      closed: `O extrato da semana de ${p.weekLabel} de "${p.title}" fechou: ${formatBRL(p.amountCents)} a aprovar.`,
      autoApproved: `O extrato da semana de ${p.weekLabel} de "${p.title}" foi aprovado automaticamente: ${formatBRL(p.amountCents)} liberados.`,
      questioned: `O cliente fez uma pergunta sobre o extrato da semana de ${p.weekLabel} de "${p.title}".`,
      answered: `O freelancer respondeu à sua pergunta sobre o extrato da semana de ${p.weekLabel} de "${p.title}".`,
    }[p.step],
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  contractFunded: (p: { freelancerId: string; title: string; contractId: string }): Item => ({
    userId: p.freelancerId,
    type: 'contract',
    text: `O pagamento de "${p.title}" está garantido na Labora. Você já pode começar.`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  contractStarted: (p: { clientId: string; title: string; contractId: string }): Item => ({
    userId: p.clientId,
    type: 'contract',
    text: `O trabalho de "${p.title}" começou.`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  gigOrderAccepted: (p: { clientId: string; title: string; contractId: string }): Item => ({
    userId: p.clientId,
    type: 'contract',
    text: `Seu pedido "${p.title}" foi aceito e virou um contrato.`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  /** Starts the client's clock: mailed at once, always, with the moment the payment releases itself. */
  contractDelivered: (p: {
    clientId: string;
    freelancerName: string;
    title: string;
    contractId: string;
    autoReleaseAt: Date;
  }): Item => ({
    userId: p.clientId,
    type: 'contract',
    text:
      `${p.freelancerName} entregou o trabalho de "${p.title}". Na página do contrato, você pode liberar o ` +
      'pagamento ou pedir alterações. Se não responder, o pagamento será liberado automaticamente ao freelancer em ' +
      `${saoPauloDateTime(p.autoReleaseAt)} (horário de Brasília).`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
    mail: 'deliveries',
    mailSubject: `${p.freelancerName} entregou o trabalho de "${p.title}"`,
  }),
  /** The warning the Terms promise before a delivery's payment releases itself; mailed at once, always. */
  deliveryReminder: (p: {
    clientId: string;
    freelancerName: string;
    title: string;
    contractId: string;
    autoReleaseAt: Date;
  }): Item => {
    const when = saoPauloDateTime(p.autoReleaseAt);
    return {
      userId: p.clientId,
      type: 'contract',
      text:
        `A entrega de ${p.freelancerName} em "${p.title}" ainda espera a sua resposta. Se você não liberar o ` +
        `pagamento nem pedir alterações, ele será liberado automaticamente ao freelancer em ${when} (horário de ` +
        'Brasília).',
      link: notificationLinks.contract(p.contractId),
      subjectId: p.contractId,
      mail: 'deliveries',
      mailSubject: `Lembrete: o pagamento de "${p.title}" será liberado automaticamente em ${when}`,
    };
  },
  changesRequested: (p: { freelancerId: string; title: string; contractId: string }): Item => ({
    userId: p.freelancerId,
    type: 'contract',
    text: `O cliente pediu alterações na entrega de "${p.title}".`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  contractConcluded: (p: { userId: string; title: string; contractId: string }): Item => ({
    userId: p.userId,
    type: 'contract',
    text: `O contrato "${p.title}" foi concluído.`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  contractCancelled: (p: { userId: string; title: string; contractId: string }): Item => ({
    userId: p.userId,
    type: 'contract',
    text: `O contrato "${p.title}" foi cancelado.`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  paymentReleased: (p: { freelancerId: string; amountCents: number; title: string; contractId: string }): Item => ({
    userId: p.freelancerId,
    type: 'payment',
    text: `Você recebeu ${formatBRL(p.amountCents)} por "${p.title}".`,
    link: notificationLinks.withdraw,
    subjectId: p.contractId,
    mail: 'paymentReceived',
  }),
  /** `what` says what was refunded, as the statement does ('Reembolso do contrato “Logo”'). */
  refunded: (p: { clientId: string; amountCents: number; what: string; subjectId: string }): Item => ({
    userId: p.clientId,
    type: 'payment',
    text: `${p.what}: ${formatBRL(p.amountCents)} voltaram para a sua carteira.`,
    link: notificationLinks.withdraw,
    subjectId: p.subjectId,
  }),
  withdrawalSettled: (p: { userId: string; amountCents: number; withdrawalId: string }): Item => ({
    userId: p.userId,
    type: 'withdrawal',
    text: `Seu saque de ${formatBRL(p.amountCents)} foi concluído.`,
    link: notificationLinks.withdraw,
    subjectId: p.withdrawalId,
    mail: 'withdrawalSettled',
  }),
  withdrawalFailed: (p: { userId: string; amountCents: number; withdrawalId: string }): Item => ({
    userId: p.userId,
    type: 'withdrawal',
    text: `Seu saque de ${formatBRL(p.amountCents)} não foi concluído; o valor voltou para a sua carteira.`,
    link: notificationLinks.withdraw,
    subjectId: p.withdrawalId,
  }),
  reviewReceived: (p: { userId: string; reviewerName: string; title: string; contractId: string }): Item => ({
    userId: p.userId,
    type: 'review',
    text: `${p.reviewerName} avaliou você em "${p.title}".`,
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
  invitation: (p: { freelancerId: string; clientName: string; jobTitle: string; jobId: string }): Item => ({
    userId: p.freelancerId,
    type: 'invitation',
    text: `${p.clientName} convidou você para o trabalho "${p.jobTitle}".`,
    link: notificationLinks.job(p.jobId),
    subjectId: p.jobId,
  }),
  addedToGroup: (p: { userId: string; adderName: string; groupName: string; conversationId: string }): Item => ({
    userId: p.userId,
    type: 'group',
    text: `${p.adderName} adicionou você ao grupo "${p.groupName}".`,
    link: notificationLinks.conversation(p.conversationId),
    subjectId: p.conversationId,
  }),
  mention: (p: { userId: string; senderName: string; where: string | null; conversationId: string }): Item => ({
    userId: p.userId,
    type: 'mention',
    text: p.where ? `${p.senderName} mencionou você em "${p.where}".` : `${p.senderName} mencionou você.`,
    link: notificationLinks.conversation(p.conversationId),
    subjectId: p.conversationId,
  }),
  /** Collapses per conversation while unread: '3 novas mensagens de Ana Souza'. Mailed after 15 minutes unread. */
  message: (p: { userId: string; senderName: string; where: string | null; conversationId: string }): Item => ({
    userId: p.userId,
    type: 'message',
    text: p.where ? `Nova mensagem de ${p.senderName} em "${p.where}".` : `Nova mensagem de ${p.senderName}.`,
    collapsedText: p.where ? `{n} novas mensagens em "${p.where}".` : `{n} novas mensagens de ${p.senderName}.`,
    link: notificationLinks.conversation(p.conversationId),
    subjectId: p.conversationId,
    mail: 'unreadMessages',
  }),
  /**
   * A step of a dispute, to one side (its page). The steps that change what happens to the money (opening, answer,
   * decision, appeal, final) go out by e-mail too, at once and whatever the switches say.
   */
  disputeStep: (p: {
    userId: string;
    step: 'opened' | 'answered' | 'evidence' | 'taken' | 'decided' | 'accepted' | 'appealed' | 'final';
    title: string;
    disputeId: string;
    /** The next date of the case (the answer's, the appeal's), when the step has one. */
    until?: Date;
    split?: { freelancerCents: number; clientCents: number };
  }): Item => {
    const until = p.until ? saoPauloDateTime(p.until) : '';
    const split = p.split ? splitText(p.split) : '';
    const texts = {
      opened: `Uma disputa foi aberta no contrato "${p.title}": o pagamento em custódia está congelado. Responda até ${until}.`,
      answered: `A disputa de "${p.title}" foi respondida. Um moderador vai analisar o caso.`,
      evidence: `Nova evidência na disputa de "${p.title}".`,
      taken: `Um moderador assumiu a disputa de "${p.title}".`,
      decided: `A disputa de "${p.title}" foi decidida: ${split}. Aceite ou recorra até ${until}.`,
      accepted: `A outra parte aceitou a decisão da disputa de "${p.title}".`,
      appealed: `Houve recurso na disputa de "${p.title}". Um administrador revisa a decisão até ${until}.`,
      final: `A disputa de "${p.title}" foi encerrada: ${split}. O pagamento foi feito.`,
    } as const;
    const mailed = ['opened', 'answered', 'decided', 'appealed', 'final'].includes(p.step);
    return {
      userId: p.userId,
      type: 'contract',
      text: texts[p.step],
      link: notificationLinks.dispute(p.disputeId),
      subjectId: p.disputeId,
      ...(mailed ? { mail: 'disputes' as const, mailSubject: `${DISPUTE_MAIL_SUBJECTS[p.step]}: "${p.title}"` } : {}),
    };
  },
  /** Labora's staff: a case waits for a moderator past its date, or undecided past its date (admins). */
  disputeForStaff: (p: { userId: string; step: 'flagged' | 'escalated'; title: string; disputeId: string }): Item => ({
    userId: p.userId,
    type: 'system',
    text:
      p.step === 'flagged'
        ? `A disputa de "${p.title}" espera um moderador além do prazo.`
        : `A disputa de "${p.title}" não foi decidida no prazo e precisa de um administrador.`,
    link: notificationLinks.moderation,
    subjectId: p.disputeId,
  }),
  /** 'Propor encerramento': the other side answers; declined or accepted: the side who proposed hears. */
  agreementStep: (p: {
    userId: string;
    step: 'proposed' | 'declined' | 'accepted';
    title: string;
    contractId: string;
    split: { freelancerCents: number; clientCents: number };
  }): Item => ({
    userId: p.userId,
    type: 'contract',
    text: {
      proposed: `Proposta de encerramento de "${p.title}": ${splitText(p.split)}. Responda na página do contrato.`,
      declined: `Sua proposta de encerramento de "${p.title}" foi recusada.`,
      accepted: `Acordo aceito: "${p.title}" foi encerrado com ${splitText(p.split)}.`,
    }[p.step],
    link: notificationLinks.contract(p.contractId),
    subjectId: p.contractId,
  }),
};

/**
 * Who hears of a contract's event (packages/shared/src/contract-events.ts) besides its conversation: the side that
 * did not act. Money has its own notifications where it moves (the wallet's release and refund).
 */
export function contractEventNotifications(
  contract: { id: string; clientId: string; freelancerId: string; title: string },
  event: ContractEvent,
  actorId?: string,
): Item[] {
  const base = { title: contract.title, contractId: contract.id };
  switch (event.kind) {
    case 'started':
      return [notificationTexts.contractStarted({ ...base, clientId: contract.clientId })];
    case 'delivered':
      // createDelivery notifies the client itself: who delivered, and when the payment releases itself.
      return [];
    case 'changesRequested':
      return [notificationTexts.changesRequested({ ...base, freelancerId: contract.freelancerId })];
    case 'releasedFull':
      return [notificationTexts.contractConcluded({ ...base, userId: contract.freelancerId })];
    case 'autoReleased':
      return [contract.clientId, contract.freelancerId].map((userId) =>
        notificationTexts.contractConcluded({ ...base, userId }),
      );
    case 'cancelled':
      return [contract.clientId, contract.freelancerId]
        .filter((userId) => userId !== actorId)
        .map((userId) => notificationTexts.contractCancelled({ ...base, userId }));
    case 'gigOrderAccepted':
      return [notificationTexts.gigOrderAccepted({ ...base, clientId: contract.clientId })];
    case 'funded':
      return [notificationTexts.contractFunded({ ...base, freelancerId: contract.freelancerId })];
    case 'releasedPartial':
      return [];
    // The disputes module notifies both sides of its steps itself (with the case's link and dates).
    case 'disputeOpened':
    case 'agreementSettled':
    case 'disputeSettled':
      return [];
  }
}
