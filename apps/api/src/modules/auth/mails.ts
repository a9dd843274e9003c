import { AUTH_LIMITS } from '@labora/shared/auth-rules';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

/**
 * The one template of a mail that carries a one-time code (password recovery here, the e-mail change in users):
 * why it came, the code, how long it lasts, and what to do when it was not asked for.
 */
export function oneTimeCodeMail(input: {
  to: string;
  firstName: string;
  code: string;
  subject: string;
  /** "Recebemos um pedido para …" */
  request: string;
  /** "Seu código de … é" */
  codeName: string;
  minutes: number;
  ifNotAsked: string;
}): Mail {
  const paragraphs = [
    `Recebemos um pedido para ${input.request}.`,
    `Seu código de ${input.codeName} é:`,
    `O código vale por ${input.minutes} minutos e só pode ser usado uma vez.`,
    input.ifNotAsked,
  ];
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    paragraphs[0],
    `${paragraphs[1]} ${input.code}`,
    '',
    paragraphs[2],
    paragraphs[3],
    '',
    'Equipe Labora',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>${paragraphs[0]}</p>
<p>${paragraphs[1]}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>
<p>${paragraphs[2]}</p>
<p>${paragraphs[3]}</p>
<p>Equipe Labora</p></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

export function passwordResetMail(input: { to: string; firstName: string; code: string }): Mail {
  return oneTimeCodeMail({
    ...input,
    subject: `Seu código de recuperação de senha Labora: ${input.code}`,
    request: 'redefinir a senha da sua conta na Labora',
    codeName: 'verificação',
    minutes: AUTH_LIMITS.otpTtlMinutes,
    ifNotAsked: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  });
}
