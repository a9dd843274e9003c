export const REVIEW_FAILED_MESSAGE = 'Não foi possível enviar a avaliação. Tente novamente.';
/** SPEC-free wording of the double-blind rule (REVIEW_LIMITS.blindDays). */
export const DOUBLE_BLIND_NOTE = 'A avaliação da outra parte aparece quando vocês dois avaliarem, ou em até 14 dias.';
