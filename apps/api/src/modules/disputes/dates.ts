import { businessDaysAfter } from '@labora/shared/business-days';
import { DISPUTE_LIMITS } from '@labora/shared/disputes';
import type { DisputeRow } from '../../db/schema/disputes.js';

// The dates of a case: set when it opens, is answered, decided or appealed; the next one is what the job waits for.

const DAY_MS = 24 * 60 * 60 * 1000;

export type Dates = Pick<
  DisputeRow,
  | 'status'
  | 'answerBy'
  | 'takeBy'
  | 'decideBy'
  | 'defaultDecisionAt'
  | 'flaggedAt'
  | 'escalatedAt'
  | 'appealBy'
  | 'appealReviewBy'
>;

export const answerDeadline = (openedAt: Date) => businessDaysAfter(openedAt, DISPUTE_LIMITS.answerBusinessDays);

/** The dates a case gets when it is answered: taken by, decided by, decided by the default rule at. */
export function moderationDeadlines(answeredAt: Date) {
  return {
    takeBy: businessDaysAfter(answeredAt, DISPUTE_LIMITS.takeBusinessDays),
    decideBy: businessDaysAfter(answeredAt, DISPUTE_LIMITS.decideBusinessDays),
    defaultDecisionAt: businessDaysAfter(answeredAt, DISPUTE_LIMITS.defaultDecisionBusinessDays),
  };
}

/** Appeal until then (calendar days); with no appeal, the money moves then. */
export const appealDeadline = (decidedAt: Date) => new Date(decidedAt.getTime() + DISPUTE_LIMITS.appealDays * DAY_MS);
export const appealReviewDeadline = (appealedAt: Date) =>
  businessDaysAfter(appealedAt, DISPUTE_LIMITS.appealReviewBusinessDays);

const earliest = (...dates: (Date | null | false)[]) =>
  dates.filter((d): d is Date => d instanceof Date).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;

/** The earliest date still ahead of a case in its state (the job looks at it then; the queue sorts by it). */
export function nextDeadlineOf(d: Dates): Date | null {
  switch (d.status) {
    case 'awaiting_answer':
      return d.answerBy;
    case 'awaiting_moderator':
      return earliest(!d.flaggedAt && d.takeBy, !d.escalatedAt && d.decideBy, d.defaultDecisionAt);
    case 'in_review':
      return earliest(!d.escalatedAt && d.decideBy, d.defaultDecisionAt);
    case 'decided':
      return d.appealBy;
    case 'appealed':
      return d.appealReviewBy;
    case 'closed':
      return null;
  }
}

/** What happens at the case's next date, in Portuguese, for the contract page's panel. */
export function nextStepText(d: Dates): string | null {
  const next = nextDeadlineOf(d);
  switch (d.status) {
    case 'awaiting_answer':
      return 'Sem resposta até esta data, a disputa é decidida a favor de quem a abriu.';
    case 'awaiting_moderator':
    case 'in_review':
      if (next && d.defaultDecisionAt && next.getTime() === d.defaultDecisionAt.getTime()) {
        return 'Sem decisão até esta data, o valor em custódia é dividido ao meio entre as partes.';
      }
      return d.status === 'awaiting_moderator' && !d.flaggedAt
        ? 'Um moderador assume o caso até esta data.'
        : 'Um moderador decide o caso até esta data.';
    case 'decided':
      return 'Sem recurso até esta data, o pagamento é feito como decidido.';
    case 'appealed':
      return 'Um administrador revisa o recurso até esta data; sem revisão, a decisão fica mantida.';
    case 'closed':
      return null;
  }
}
