/**
 * The event log (apps/api/src/lib/event-log.ts): what a service records, in its own transaction, when it changes
 * something other people or other modules care about. After the commit one dispatcher hands each event to its
 * consumers (the realtime hub, the contracts module's follow-ups); events are kept as each person's history.
 * Payloads carry ids and figures, never texts: a consumer reads what it shows.
 */
export interface EventData {
  'contract.created': { contractId: string };
  'contract.funded': { contractId: string; amountCents: number };
  'contract.started': { contractId: string };
  'contract.progress': { contractId: string; progress: number };
  'contract.delivered': { contractId: string };
  'contract.changes_requested': { contractId: string };
  /** Part of the escrow reached the freelancer (less the fee); `escrowCents` is what it still holds. */
  'contract.released': { contractId: string; releasedCents: number; escrowCents: number };
  /** Concluded by the client, or by itself after a delivery left unanswered (`automatic`). */
  'contract.concluded': { contractId: string; releasedCents: number; automatic: boolean };
  'contract.cancelled': { contractId: string; refundedCents: number };
  /** Two days before a delivery left unanswered releases the escrow by itself (the client is warned by e-mail). */
  'contract.release_reminder': { contractId: string; releaseAt: string };
  /** An hourly contract's week closed into a statement (modules/timesheets); `amountCents` is what it bills. */
  'timesheet.closed': { contractId: string; statementId: string; amountCents: number };
  /** A statement was approved (by the client, by itself after 5 days, or by the conclusion) and its amount released. */
  'timesheet.approved': {
    contractId: string;
    statementId: string;
    releasedCents: number;
    by: 'client' | 'automatic' | 'conclusion';
  };
  'timesheet.questioned': { contractId: string; statementId: string };
  'timesheet.answered': { contractId: string; statementId: string };
  'proposal.received': { proposalId: string; jobId: string };
  'proposal.accepted': { proposalId: string; jobId: string; contractId: string };
  'proposal.declined': { proposalId: string; jobId: string };
  'proposal.withdrawn': { proposalId: string; jobId: string };
  'job.invited': { jobId: string };
  'gig_order.placed': { orderId: string; gigId: string | null; amountCents: number };
  'gig_order.accepted': { orderId: string; gigId: string | null; contractId: string };
  'gig_order.declined': { orderId: string; gigId: string | null; refundedCents: number };
  'gig_order.cancelled': { orderId: string; gigId: string | null; refundedCents: number };
  'review.published': { contractId: string };
  /** Money came in; a deposit made to pay a contract carries it, and the contracts module pays it after the commit. */
  'deposit.confirmed': { depositId: string; amountCents: number; contractId: string | null };
  'withdrawal.requested': { withdrawalId: string; amountCents: number };
  'withdrawal.paid': { withdrawalId: string; amountCents: number };
  'withdrawal.failed': { withdrawalId: string; amountCents: number };
  'message.sent': { conversationId: string; messageId: number };
  /** Someone's delivered or read id moved: read receipts change (not kept once delivered). */
  'conversation.read': { conversationId: string };
  /** Who is in a conversation, or which conversations someone has, changed. */
  'conversations.changed': Record<string, never>;
  /** Notifications were created or read: the audience's bells change (not kept once delivered). */
  'notifications.changed': Record<string, never>;
  'connection.requested': { requestId: string };
  'connection.answered': { requestId: string; accepted: boolean };
  /** A side proposed ending the contract with a split of its escrow (the other answers). */
  'agreement.proposed': { contractId: string; agreementId: string; freelancerCents: number };
  'agreement.declined': { contractId: string; agreementId: string };
  /** Accepted: the money moved and the contract ended (an open dispute closes with it). */
  'agreement.accepted': {
    contractId: string;
    agreementId: string;
    freelancerCents: number;
    clientCents: number;
    disputeId: string | null;
  };
  /** Each step of a dispute (`entryId`: its line in the case's timeline); the escrow is frozen from 'opened'. */
  'dispute.opened': { disputeId: string; contractId: string; entryId: string };
  'dispute.answered': { disputeId: string; contractId: string; entryId: string };
  'dispute.evidence': { disputeId: string; contractId: string; entryId: string };
  'dispute.taken': { disputeId: string; contractId: string; entryId: string };
  /** Not taken in time (the moderators' queue), or not decided in time (the admins were called). */
  'dispute.flagged': { disputeId: string; contractId: string; entryId: string };
  'dispute.escalated': { disputeId: string; contractId: string; entryId: string };
  'dispute.decided': { disputeId: string; contractId: string; entryId: string; freelancerCents: number };
  'dispute.accepted': { disputeId: string; contractId: string; entryId: string };
  'dispute.appealed': { disputeId: string; contractId: string; entryId: string };
  /** The decision is final and the money moved: the case is closed for good. */
  'dispute.closed': {
    disputeId: string;
    contractId: string;
    entryId: string;
    freelancerCents: number;
    clientCents: number;
  };
  /** Sessions ended (logout, password change, 'Sair de todos os dispositivos'): their sockets close at once. */
  'sessions.ended': Record<string, never>;
  /** The person's time tracker or entries changed (start, pause, reset, a manual entry): their other tabs refetch. */
  'time_tracker.changed': Record<string, never>;
}

export type EventType = keyof EventData;

/** An event as a service records it: who it concerns (their screens and their history) and what happened. */
export type NewEvent = {
  [T in EventType]: { type: T; audience: readonly string[]; actorId?: string | null; data: EventData[T] };
}[EventType];

/** Signals, not history: deleted once delivered. */
export const TRANSIENT_EVENT_TYPES: ReadonlySet<EventType> = new Set([
  'conversation.read',
  'notifications.changed',
  'conversations.changed',
  'sessions.ended',
  'time_tracker.changed',
]);

/**
 * What a person's open screens refetch when an event about them happens (the realtime 'changed' signal): the web's
 * query-key branch of each feature (apps/web/src/lib/query-keys.ts).
 */
export const EVENT_TOPICS = [
  'contracts',
  'proposals',
  'jobs',
  'gigs',
  'wallet',
  'reviews',
  'disputes',
  'timeTracking',
] as const;
export type TEventTopic = (typeof EVENT_TOPICS)[number];

const TOPICS_BY_PREFIX: Record<string, readonly TEventTopic[]> = {
  contract: ['contracts', 'wallet'],
  timesheet: ['contracts', 'wallet'],
  proposal: ['proposals', 'jobs', 'contracts'],
  job: ['jobs'],
  gig_order: ['gigs', 'contracts', 'wallet'],
  review: ['reviews', 'contracts'],
  deposit: ['wallet', 'contracts'],
  withdrawal: ['wallet'],
  agreement: ['contracts', 'wallet', 'disputes'],
  dispute: ['disputes', 'contracts', 'wallet'],
  time_tracker: ['timeTracking'],
};

/** The screens an event refreshes for its audience; none for signals that have their own realtime event. */
export function topicsOf(type: EventType): readonly TEventTopic[] {
  return TOPICS_BY_PREFIX[type.slice(0, type.indexOf('.'))] ?? [];
}
