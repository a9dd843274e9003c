import { COMMON_MESSAGES } from '@labora/shared/errors';
import { PROPOSAL_MESSAGES, type TCreateProposalRequest, ZCreateProposalRequest } from '@labora/shared/proposals';

/** The proposal as typed: the amount in centavos (null when empty) and the days as text. */
export interface ProposalFormValues {
  amount: number | null;
  deliveryDays: string;
  coverLetter: string;
}

export type ProposalField = keyof ProposalFormValues;
export type ProposalFormErrors = Partial<Record<ProposalField, string>>;

export const PROPOSAL_FORM_MESSAGES = {
  network: COMMON_MESSAGES.offline,
} as const;

export const EMPTY_PROPOSAL_FORM: ProposalFormValues = { amount: null, deliveryDays: '', coverLetter: '' };

const FIELD_OF_MESSAGE = new Map<string, ProposalField>([
  [PROPOSAL_MESSAGES.amountInvalid, 'amount'],
  [PROPOSAL_MESSAGES.amountTooHigh, 'amount'],
  [PROPOSAL_MESSAGES.deliveryDaysInvalid, 'deliveryDays'],
  [PROPOSAL_MESSAGES.coverLetterTooShort, 'coverLetter'],
  [PROPOSAL_MESSAGES.coverLetterTooLong, 'coverLetter'],
]);

export function proposalFieldOfMessage(message: string): ProposalField | undefined {
  return FIELD_OF_MESSAGE.get(message);
}

/** The request the form sends, checked by the schema the server applies (ZCreateProposalRequest). */
export function parseProposalForm(
  values: ProposalFormValues,
): { data: TCreateProposalRequest } | { errors: ProposalFormErrors } {
  const days = values.deliveryDays.trim();
  const result = ZCreateProposalRequest.safeParse({
    amountCents: values.amount ?? Number.NaN,
    deliveryDays: /^\d+$/.test(days) ? Number(days) : Number.NaN,
    coverLetter: values.coverLetter,
  });
  if (result.success) return { data: result.data };
  const errors: ProposalFormErrors = {};
  for (const issue of result.error.issues) {
    const field = proposalFieldOfMessage(issue.message);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
