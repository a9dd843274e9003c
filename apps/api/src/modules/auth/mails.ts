import { AUTH_LIMITS } from '@labora/shared/auth-rules';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

export function passwordResetMail(input: { to: string; firstName: string; code: string }): Mail {
  const minutes = AUTH_LIMITS.otpTtlMinutes;
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta na Labora.',
    `Seu código de verificação é: ${input.code}`,
    '',
    `O código vale por ${minutes} minutos e só pode ser usado uma vez.`,
    'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe Labora',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta na Labora.</p>
<p>Seu código de verificação é:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${input.code}</p>
<p>O código vale por ${minutes} minutos e só pode ser usado uma vez.</p>
<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Labora</p></body></html>`;
  return { to: input.to, subject: `Seu código de recuperação de senha Labora: ${input.code}`, text, html };
}
