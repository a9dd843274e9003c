import { z } from 'zod';

export const REVIEW_LIMITS = {
  commentMaxLength: 2000,
  /** Double-blind: a review shows when both sides wrote theirs, or this many days after the contract concluded. */
  blindDays: 14,
} as const;

export const REVIEW_MESSAGES = {
  ratingInvalid: 'Escolha de 1 a 5 estrelas.',
  commentTooLong: `O comentário deve ter no máximo ${REVIEW_LIMITS.commentMaxLength.toLocaleString('pt-BR')} caracteres.`,
  notConcluded: 'Só é possível avaliar depois que o contrato for concluído.',
  alreadyReviewed: 'Você já avaliou este contrato.',
  saved: 'Avaliação enviada! Ela aparece quando a outra parte também avaliar, ou em até 14 dias.',
} as const;

export const ZCreateReviewRequest = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingInvalid })
    .int(REVIEW_MESSAGES.ratingInvalid)
    .min(1, REVIEW_MESSAGES.ratingInvalid)
    .max(5, REVIEW_MESSAGES.ratingInvalid),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentTooLong })
    .trim()
    .max(REVIEW_LIMITS.commentMaxLength, REVIEW_MESSAGES.commentTooLong)
    .default(''),
});
export type TCreateReviewRequest = z.input<typeof ZCreateReviewRequest>;

export const ZReview = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  contractTitle: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  reviewer: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }),
});
export type TReview = z.infer<typeof ZReview>;

export const ZUserReviewsResponse = z.object({
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  items: z.array(ZReview),
});
export type TUserReviewsResponse = z.infer<typeof ZUserReviewsResponse>;
