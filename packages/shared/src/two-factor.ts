import { z } from 'zod';
import { ZSignedInResponse } from './auth.js';

// Two-factor sign-in (Configurações → 'Verificação em duas etapas'): a TOTP authenticator app (RFC 6238, 30-second
// steps, 6 digits) or one of 10 single-use recovery codes. When on, every way in stops at a second step, and the
// sensitive moves (a withdrawal to a new account, an e-mail change, turning it off, deleting the account) ask for a
// code again in their `twoFactorCode` field.

export const TWO_FACTOR_LIMITS = {
  codeLength: 6,
  recoveryCodes: 10,
  /** How long the second step of a sign-in may take. */
  ticketTtlMinutes: 5,
  ticketMaxAttempts: 5,
  rememberDeviceDays: 30,
} as const;

export const TWO_FACTOR_MESSAGES = {
  required: 'Digite o código do seu aplicativo autenticador (ou um código de recuperação) para continuar.',
  invalid: 'Código inválido ou já usado. Confira o código do aplicativo e tente de novo.',
  codeMissing: 'Digite o código de 6 dígitos do aplicativo.',
  recoveryCodeMissing: 'Digite um código de recuperação.',
  ticketExpired: 'A verificação expirou ou teve tentativas demais. Entre com sua senha de novo.',
  rateLimited: 'Muitas tentativas de código. Aguarde alguns minutos e tente de novo.',
  passwordMissing: 'Digite sua senha.',
  passwordWrong: 'Senha incorreta.',
  alreadyOn: 'A verificação em duas etapas já está ativada.',
  notOn: 'A verificação em duas etapas não está ativada.',
  notSetUp: 'Comece a ativação de novo: o código QR expirou.',
  setupReady: 'Escaneie o código QR no seu aplicativo autenticador e digite o código que ele mostrar.',
  enabled: 'Verificação em duas etapas ativada. Guarde seus códigos de recuperação.',
  disabled: 'Verificação em duas etapas desativada.',
  recoveryCodesRegenerated: 'Novos códigos de recuperação gerados. Os anteriores não valem mais.',
  secondStep: 'Digite o código do seu aplicativo autenticador para entrar.',
} as const;

const codeText = z.string({ error: TWO_FACTOR_MESSAGES.invalid }).trim().max(40, TWO_FACTOR_MESSAGES.invalid);
const passwordText = z
  .string({ error: TWO_FACTOR_MESSAGES.passwordMissing })
  .min(1, TWO_FACTOR_MESSAGES.passwordMissing)
  .max(1000, TWO_FACTOR_MESSAGES.passwordWrong);

/** The field a sensitive move carries when the person has two-factor sign-in on: an app code or a recovery code. */
export const twoFactorCodeField = codeText.optional();

export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** The secret, shown only while setting up; afterwards it never leaves the server. */
export const ZTwoFactorSetupResponse = z.object({
  message: z.string(),
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG image of the otpauth URI, as a data URL. */
  qrCodeDataUrl: z.string(),
});
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTwoFactorEnableRequest = z.object({
  code: codeText.min(1, TWO_FACTOR_MESSAGES.codeMissing),
});
export type TTwoFactorEnableRequest = z.infer<typeof ZTwoFactorEnableRequest>;

/** The recovery codes in clear: answered once, at enabling or regenerating. */
export const ZTwoFactorRecoveryCodesResponse = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TTwoFactorRecoveryCodesResponse = z.infer<typeof ZTwoFactorRecoveryCodesResponse>;

/** Turning it off or regenerating recovery codes: the password and a code (app or recovery). */
export const ZTwoFactorConfirmRequest = z.object({
  password: passwordText,
  code: codeText.min(1, TWO_FACTOR_MESSAGES.codeMissing),
});
export type TTwoFactorConfirmRequest = z.infer<typeof ZTwoFactorConfirmRequest>;

/** The second step of a sign-in: the ticket and an app code or a recovery code. */
export const ZTwoFactorSignInRequest = z
  .object({
    ticket: z.string({ error: TWO_FACTOR_MESSAGES.ticketExpired }).max(200, TWO_FACTOR_MESSAGES.ticketExpired),
    code: codeText.optional(),
    recoveryCode: codeText.optional(),
    rememberDevice: z.boolean().optional(),
  })
  .refine((v) => Boolean(v.code || v.recoveryCode), { path: ['code'], message: TWO_FACTOR_MESSAGES.codeMissing });
export type TTwoFactorSignInRequest = z.input<typeof ZTwoFactorSignInRequest>;

/** The normal login answer, plus the token of a remembered device when asked for. */
export const ZTwoFactorSignInResponse = ZSignedInResponse.extend({ deviceToken: z.string().optional() });
export type TTwoFactorSignInResponse = z.infer<typeof ZTwoFactorSignInResponse>;

/** Recovery codes as a text file to keep ('Baixar códigos'). */
export const RECOVERY_CODES_FILE_NAME = 'labora-codigos-de-recuperacao.txt';
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Labora — códigos de recuperação da verificação em duas etapas',
    '',
    'Cada código vale uma vez. Use um deles para entrar se não tiver o aplicativo autenticador.',
    'Guarde este arquivo em um lugar seguro.',
    '',
    ...codes,
    '',
  ].join('\n');
}
