import { z } from 'zod';
import { isValidEmail } from './email.js';
import { normalizeName } from './names.js';
import { meetsPasswordRules } from './password.js';
import { isValidPhone } from './phone.js';

export const AUTH_LIMITS = {
  nameMaxLength: 60,
  passwordMaxLength: 128,
  otpLength: 6,
  otpTtlMinutes: 10,
  otpMaxAttempts: 5,
  sessionTtlDays: 30,
  /** Delay before leaving the sign-up and reset screens after success. */
  redirectDelayMs: 2000,
} as const;

export const AUTH_MESSAGES = {
  fillAll: 'Por favor, preencha todos os campos.',
  invalidPhone: 'Formato de telefone inválido.',
  invalidEmail: 'Formato de e-mail inválido.',
  weakPassword: 'A senha não atende a todos os requisitos.',
  passwordsDiffer: 'As senhas não coincidem.',
  nameTooLong: `Nome e sobrenome devem ter no máximo ${AUTH_LIMITS.nameMaxLength} caracteres.`,
  passwordTooLong: `A senha deve ter no máximo ${AUTH_LIMITS.passwordMaxLength} caracteres.`,
  emailTaken: 'Este e-mail já está cadastrado. Faça login ou recupere sua senha.',
  registered: 'Cadastro realizado com sucesso!',
  registerFailed: 'Erro ao criar conta.',
  registerNetwork: 'Erro de conexão. Tente novamente mais tarde.',

  loginMissing: 'Informe seu e-mail e sua senha.',
  loginWrong: 'E-mail ou senha incorretos.',
  loginInactive: 'Sua conta está desativada. Fale com o suporte da Labora.',
  loginOk: 'Login realizado com sucesso!',
  loginFailed: 'Erro ao fazer login.',
  loginNetwork: 'Erro ao tentar fazer login. Verifique sua conexão e tente novamente.',
  loginRateLimited: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',

  otpSent: 'Código OTP enviado para seu e-mail. Verifique e siga as instruções.',
  otpSendFailed: 'Erro ao enviar o código OTP.',
  otpSendNetwork: 'Erro ao tentar enviar o código. Tente novamente.',
  otpRequestRateLimited: 'Você pediu muitos códigos. Aguarde alguns minutos antes de pedir outro.',
  otpInvalid: 'Código inválido ou expirado.',
  otpCheckRateLimited: 'Muitas tentativas de verificação. Aguarde alguns minutos e peça um novo código.',
  resetWeakPassword: 'A nova senha não atende todos os requisitos.',
  resetOk: 'Senha redefinida com sucesso!',
  resetFailed: 'Erro ao verificar o código OTP.',
  resetNetwork: 'Erro ao tentar verificar o código. Tente novamente.',

  loggedOut: 'Você saiu da sua conta.',
} as const;

const text = z.string({ error: AUTH_MESSAGES.fillAll });

/** Field names as the SPEC's registration payload writes them. */
export const ZRegisterRequest = z.object({
  first_name: text,
  last_name: text,
  phone: text,
  email: text,
  password: text,
  confirm_password: text,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/**
 * The sign-up rules in the SPEC's order; the first failure is the one shown.
 * The browser runs it on submit and the API runs it again on the request body.
 */
export function signUpError(values: TRegisterRequest): string | null {
  const firstName = normalizeName(values.first_name);
  const lastName = normalizeName(values.last_name);
  const filled = [firstName, lastName, values.phone, values.email, values.password, values.confirm_password];
  if (filled.some((v) => v.trim() === '')) return AUTH_MESSAGES.fillAll;
  if (!isValidPhone(values.phone.trim())) return AUTH_MESSAGES.invalidPhone;
  if (!isValidEmail(values.email.trim())) return AUTH_MESSAGES.invalidEmail;
  if (!meetsPasswordRules(values.password)) return AUTH_MESSAGES.weakPassword;
  if (values.password !== values.confirm_password) return AUTH_MESSAGES.passwordsDiffer;
  if (firstName.length > AUTH_LIMITS.nameMaxLength || lastName.length > AUTH_LIMITS.nameMaxLength) {
    return AUTH_MESSAGES.nameTooLong;
  }
  if (values.password.length > AUTH_LIMITS.passwordMaxLength) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

export const ZRegisterResponse = z.object({ message: z.string() });

const loginText = z.string({ error: AUTH_MESSAGES.loginMissing }).max(1000, AUTH_MESSAGES.loginWrong);
export const ZLoginRequest = z.object({ email: loginText, password: loginText });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRole = z.enum(['user', 'admin', 'moderator']);
export type TRole = z.infer<typeof ZRole>;

/** The session user: SPEC's field names, both naming styles included, never a hash. */
export const ZSessionUser = z.object({
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  firstName: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  isFreelancer: z.boolean(),
  role: ZRole,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({
  user: ZSessionUser,
  token: z.string(),
  isFirstLogin: z.boolean(),
  message: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMeResponse = z.object({ user: ZSessionUser, isFirstLogin: z.boolean() });
export type TMeResponse = z.infer<typeof ZMeResponse>;

const emailText = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .refine(isValidEmail, AUTH_MESSAGES.invalidEmail);

export const ZRequestOtpRequest = z.object({ email: emailText });
export type TRequestOtpRequest = z.infer<typeof ZRequestOtpRequest>;

export const ZVerifyOtpRequest = z.object({
  email: emailText,
  otp: z.string({ error: AUTH_MESSAGES.otpInvalid }).trim().max(20, AUTH_MESSAGES.otpInvalid),
  newPassword: z
    .string({ error: AUTH_MESSAGES.resetWeakPassword })
    .max(AUTH_LIMITS.passwordMaxLength, AUTH_MESSAGES.passwordTooLong)
    .refine(meetsPasswordRules, AUTH_MESSAGES.resetWeakPassword),
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
