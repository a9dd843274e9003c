import { EMAIL_CHANGE_LIMITS } from '@labora/shared/users';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';
import { oneTimeCodeMail } from '../auth/service.js';

const page = (paragraphs: string[]) =>
  `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">\n${paragraphs.join('\n')}</body></html>`;

/** To the new address: the code that proves it is the person's. The code stays out of the subject (subjects get logged). */
export function emailChangeCodeMail(input: { to: string; firstName: string; code: string }): Mail {
  return oneTimeCodeMail({
    ...input,
    subject: 'Confirme seu novo e-mail na Labora',
    request: 'usar este endereço como o novo e-mail da sua conta na Labora',
    codeName: 'confirmação',
    minutes: EMAIL_CHANGE_LIMITS.codeTtlMinutes,
    ifNotAsked: 'Se você não pediu a troca, ignore este e-mail: nada muda sem o código.',
  });
}

/** To the old address, once the change is done: the owner learns of it even when someone else made it. */
export function emailChangedNoticeMail(input: { to: string; firstName: string; newEmail: string; when: Date }): Mail {
  const when = input.when.toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const lines = [
    `O e-mail da sua conta na Labora foi alterado para ${input.newEmail} em ${when} (horário de Brasília).`,
    'A partir de agora, o login e os avisos da Labora usam o novo endereço, e as outras sessões abertas foram encerradas.',
    'Se não foi você, alguém conhece a sua senha: fale com a equipe da Labora o quanto antes para recuperar o acesso.',
  ];
  const text = [`Olá, ${input.firstName}!`, '', ...lines, '', 'Equipe Labora'].join('\n');
  const html = page([
    `<p>Olá, ${escapeHtml(input.firstName)}!</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>Equipe Labora</p>',
  ]);
  return { to: input.to, subject: 'O e-mail da sua conta Labora foi alterado', text, html };
}
