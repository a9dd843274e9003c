import { AUTH_LIMITS } from './auth-rules.js';

// Phone sign-in (/sms-verification) and the phone's verification in Configurações: a 6-digit code sent by SMS,
// as strict as the e-mailed ones (10 minutes, single use, 5 tries). Only a verified phone signs anyone in.
// Constants and messages without zod, so the guest screen stays light; the schemas are in phone-sign-in.ts.

export const PHONE_CODE_LIMITS = {
  codeLength: AUTH_LIMITS.otpLength,
  codeTtlMinutes: AUTH_LIMITS.otpTtlMinutes,
  /** Seconds before the screens offer 'Reenviar código'. */
  resendAfterSeconds: 60,
} as const;

export const PHONE_MESSAGES = {
  invalidPhone: 'Informe um celular válido com DDD, no formato (XX) XXXXX-XXXX.',
  challengeMissing: 'Confirme que você não é um robô antes de pedir o código.',
  // The same answer whether or not the phone belongs to someone: it reveals nothing.
  signInCodeSent:
    'Se este celular estiver verificado em uma conta Labora, você receberá um código por SMS em instantes.',
  codeInvalid: 'Código inválido ou expirado. Confira os 6 dígitos ou peça um novo código.',
  codeFormat: 'Digite os 6 dígitos do código.',
  requestRateLimited: 'Você pediu muitos códigos. Aguarde alguns minutos antes de pedir outro.',
  checkRateLimited: 'Muitas tentativas de verificação. Aguarde alguns minutos e peça um novo código.',
  verifyCodeSent: 'Enviamos um código por SMS para o seu celular. Ele vale por 10 minutos.',
  verified: 'Celular verificado com sucesso!',
  alreadyVerified: 'Seu celular já está verificado.',
  taken: 'Este celular já está verificado em outra conta Labora. Use outro número ou fale com o suporte.',
  changed: 'Celular alterado. Verifique o novo número para poder entrar com ele.',
  samePhone: 'Este já é o celular da sua conta.',
  passwordWrong: 'Senha atual incorreta.',
  passwordMissing: 'Digite sua senha atual.',
  changeNeedsPassword:
    'Para alterar o celular, use "Alterar celular" em Configurações: pedimos sua senha e o novo número precisa ser verificado.',
  changeFailed: 'Não foi possível alterar o celular. Tente novamente.',
  sendFailed: 'Não foi possível enviar o SMS agora. Tente novamente em alguns minutos.',
} as const;

/** The SMS text: the code first, so a phone's notification shows it. */
export function phoneCodeSms(input: { code: string; purpose: 'sign_in' | 'verify' }): string {
  const what = input.purpose === 'sign_in' ? 'entrar no Labora' : 'verificar seu celular no Labora';
  return `${input.code} é o seu código para ${what}. Vale por ${PHONE_CODE_LIMITS.codeTtlMinutes} minutos. Não o compartilhe com ninguém.`;
}
