import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { parseCpf } from '@brazilian-utils/brazilian-utils/parse-cpf';
import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-rules.js';
import { COMMON_MESSAGES } from './errors.js';
import { meetsPasswordRules } from './password.js';
import { twoFactorCodeField } from './two-factor.js';

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
    /** Asked for when two-factor sign-in is on (shared/two-factor.ts). */
    twoFactorCode: twoFactorCodeField,
  },
  { error: ACCOUNT_MESSAGES.passwordMissing },
);
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

// The CPF (Configurações → 'CPF'): set once by its owner, one account per CPF; a change goes through support, so a
// stolen session cannot swap it for the thief's CPF and then withdraw by PIX to it. Shown only to its owner, masked.

export const CPF_MESSAGES = {
  missing: 'Informe seu CPF.',
  invalid: 'CPF inválido.',
  taken: 'Este CPF já está em outra conta.',
  alreadySet: 'Seu CPF já está cadastrado. Para alterá-lo, fale com o suporte.',
  saved: 'CPF cadastrado. Seu perfil agora mostra o selo "CPF verificado".',
  saveFailed: 'Erro ao salvar o CPF.',
  rateLimited: 'Muitas tentativas de cadastrar um CPF. Aguarde um pouco e tente novamente.',
  network: COMMON_MESSAGES.offline,
} as const;

// Digits with or without the usual dots and dash; anything else is not a CPF as people write it.
const CPF_TEXT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** PUT /api/users/me/cpf: the CPF as typed; parses to its 11 digits. */
export const ZSetCpfRequest = z.object(
  {
    cpf: z
      .string({ error: (issue) => (issue.input === undefined ? CPF_MESSAGES.missing : CPF_MESSAGES.invalid) })
      .trim()
      .min(1, { error: CPF_MESSAGES.missing, abort: true })
      .refine((v) => CPF_TEXT.test(v) && isValidCpf(v), CPF_MESSAGES.invalid)
      .transform((v) => parseCpf(v)),
  },
  { error: CPF_MESSAGES.missing },
);
export type TSetCpfRequest = z.input<typeof ZSetCpfRequest>;

/** The owner's own view of their CPF: masked ('***.456.789-**'), or null when none is set. */
export const ZCpfStatus = z.object({
  cpf: z.string().nullable(),
  cpfVerified: z.boolean(),
});
export type TCpfStatus = z.infer<typeof ZCpfStatus>;

export const ZSetCpfResponse = ZCpfStatus.extend({ message: z.string() });
export type TSetCpfResponse = z.infer<typeof ZSetCpfResponse>;

/** The 11 digits as the owner sees them: the middle six, enough to recognise, not enough to copy. */
export function maskCpf(digits: string): string {
  return formatCpf(digits, { obfuscate: true });
}

export function cpfStatusOf(cpf: string | null): TCpfStatus {
  return { cpf: cpf === null ? null : maskCpf(cpf), cpfVerified: cpf !== null };
}
