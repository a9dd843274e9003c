import { DATA_EXPORT_MESSAGES } from '@labora/shared/data-export';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

/** The link to the ready copy. Its secret stays out of the subject (subjects get logged). */
export function dataExportReadyMail(input: { to: string; firstName: string; link: string; expiresAt: Date }): Mail {
  const until = input.expiresAt.toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const lines = [
    'A cópia dos seus dados na Labora está pronta. Baixe o arquivo ZIP pelo link abaixo:',
    input.link,
    `O link vale por 24 horas, até ${until} (horário de Brasília). Depois disso, o arquivo é apagado e você pode pedir uma nova cópia em Configurações.`,
    'Não encaminhe este e-mail: quem tiver o link pode baixar seus dados. Se você não pediu esta cópia, troque sua senha.',
  ];
  const text = [`Olá, ${input.firstName}!`, '', ...lines, '', 'Equipe Labora'].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>${escapeHtml(lines[0] ?? '')}</p>
<p><a href="${escapeHtml(input.link)}">Baixar meus dados</a></p>
<p>${escapeHtml(lines[2] ?? '')}</p>
<p>${escapeHtml(lines[3] ?? '')}</p>
<p>Equipe Labora</p></body></html>`;
  return { to: input.to, subject: DATA_EXPORT_MESSAGES.mailSubject, text, html };
}
