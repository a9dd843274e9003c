import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-rules.js';
import { COMMON_MESSAGES } from './errors.js';
import { meetsPasswordRules } from './password.js';

/** Account settings (/customize-profile): change password, sign out everywhere, delete the account. */
export const ACCOUNT_MESSAGES = {
  currentPasswordMissing: 'Informe sua senha atual.',
  currentPasswordWrong: 'Senha atual incorreta.',
  newPasswordWeak: AUTH_MESSAGES.resetWeakPassword,
  newPasswordTooLong: AUTH_MESSAGES.passwordTooLong,
  passwordsDiffer: AUTH_MESSAGES.passwordsDiffer,
  samePassword: 'A nova senha deve ser diferente da senha atual.',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordChangeFailed: 'Erro ao alterar a senha.',

  signedOutEverywhere: 'Você saiu de todos os dispositivos.',
  signOutEverywhereFailed: 'Erro ao sair de todos os dispositivos.',

  passwordMissing: 'Informe sua senha para confirmar.',
  passwordWrong: 'Senha incorreta.',
  lastAdmin:
    'Você é o único administrador ativo da Labora. Promova outra pessoa a administrador antes de excluir sua conta.',
  deleted: 'Sua conta foi excluída. Sentiremos sua falta!',
  deleteFailed: 'Erro ao excluir a conta.',

  passwordRateLimited: 'Muitas tentativas com a senha. Aguarde alguns minutos e tente novamente.',
  network: COMMON_MESSAGES.offline,
} as const;

// Generous bound: a password typed here is only ever compared, so its length tells a guesser nothing.
const TYPED_PASSWORD_MAX = 1000;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
  .min(1, ACCOUNT_MESSAGES.currentPasswordMissing)
  .max(TYPED_PASSWORD_MAX, ACCOUNT_MESSAGES.currentPasswordWrong);

/** The three fields of 'Alterar senha'; issues come in field order, then mismatch, then "same as now". */
export const ZChangePasswordRequest = z
  .object(
    {
      currentPassword,
      newPassword: z
        .string({ error: ACCOUNT_MESSAGES.newPasswordWeak })
        .max(AUTH_LIMITS.passwordMaxLength, ACCOUNT_MESSAGES.newPasswordTooLong)
        .refine(meetsPasswordRules, ACCOUNT_MESSAGES.newPasswordWeak),
      confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDiffer }),
    },
    { error: ACCOUNT_MESSAGES.currentPasswordMissing },
  )
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
  // Compared as the hash sees them (NFKC), so a look-alike spelling of the same password is refused too.
  .refine((v) => v.newPassword.normalize('NFKC') !== v.currentPassword.normalize('NFKC'), {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** LGPD erasure needs the password again: a stolen token alone cannot delete the account. */
export const ZDeleteAccountRequest = z.object(
  {
    password: z
      .string({ error: ACCOUNT_MESSAGES.passwordMissing })
      .min(1, ACCOUNT_MESSAGES.passwordMissing)
      .max(TYPED_PASSWORD_MAX, ACCOUNT_MESSAGES.passwordWrong),
  },
  { error: ACCOUNT_MESSAGES.passwordMissing },
);
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
