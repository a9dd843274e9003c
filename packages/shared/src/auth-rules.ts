import { isValidEmail } from './email.js';
import { normalizeName } from './names.js';
import { meetsPasswordRules } from './password.js';
import { isValidPhone } from './phone.js';

// Auth constants, messages and sign-up rules without zod, so the guest screens stay light.

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
  loginChallenge: 'Muitas tentativas de login. Confirme abaixo que você não é um robô e tente de novo.',
  registerChallenge: 'Muitos cadastros feitos desta rede. Confirme abaixo que você não é um robô e tente de novo.',
  challengeInvalid: 'A verificação expirou ou já foi usada. Confirme de novo que você não é um robô.',
  /** Said by the web app when the form is sent before the verification ends. */
  challengePending: 'Aguarde a verificação terminar e tente de novo.',

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

/** The SPEC's registration payload (field names as SPEC writes them). */
export interface TRegisterRequest {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
  confirm_password: string;
}

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

/**
 * True when a sign-in answer is a session, not the second step of two-factor sign-in (`{ twoFactorRequired, ticket }`).
 * Here, without zod, for the login screens.
 */
export function isSignedIn<T extends object>(response: T): response is Exclude<T, { twoFactorRequired: true }> {
  return !('twoFactorRequired' in response);
}
