import type { TProfile } from '@labora/shared/users';

// Apart from profile-form.ts so the read-only screen does not load the form's schema (zod) for it.
/** How each gender value reads on screen; '' is "not told". */
export const GENDER_LABELS: Record<TProfile['gender'], string> = {
  masculino: 'Masculino',
  feminino: 'Feminino',
  nao_identificar: 'Prefiro não me identificar',
  '': '',
};
