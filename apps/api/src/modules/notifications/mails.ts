import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

/** Where people switch these mails off (Configurações, at /customize-profile in the web app). */
export const SETTINGS_PATH = '/customize-profile';

/** One mail for everything one person has pending: a busy conversation is one line, not fifty mails. */
export function notificationsDigestMail(input: {
  to: string;
  firstName: string;
  items: readonly { text: string; link: string | null }[];
  publicUrl: string;
}): Mail {
  const url = (link: string | null) => `${input.publicUrl}${link ?? '/dashboard'}`;
  const settings = `${input.publicUrl}${SETTINGS_PATH}`;
  const single = input.items.length === 1 ? input.items[0] : undefined;
  const subject = single ? single.text : `Você tem ${input.items.length} novidades na Labora`;
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    'Aconteceu isto na sua conta da Labora:',
    '',
    ...input.items.flatMap((item) => [`• ${item.text}`, `  ${url(item.link)}`]),
    '',
    `Para escolher quais e-mails você recebe, acesse Configurações: ${settings}`,
    '',
    'Equipe Labora',
  ].join('\n');
  const list = input.items
    .map((item) => `<li><a href="${escapeHtml(url(item.link))}">${escapeHtml(item.text)}</a></li>`)
    .join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>Aconteceu isto na sua conta da Labora:</p>
<ul>
${list}
</ul>
<p style="font-size:12px;color:#64748b">Para escolher quais e-mails você recebe, acesse
<a href="${escapeHtml(settings)}">Configurações</a>.</p>
<p>Equipe Labora</p></body></html>`;
  return { to: input.to, subject, text, html };
}

/** Why a required mail goes out whatever the switches say, and where it sends the person, by kind. */
const REQUIRED_MAIL_REASONS = {
  deliveries: {
    why:
      'Este aviso é enviado sempre, mesmo com os outros e-mails desligados, porque trata de um pagamento que será ' +
      'liberado automaticamente.',
    open: 'Abrir o contrato para responder',
    openText: 'Abra o contrato para responder',
  },
  disputes: {
    why:
      'Este aviso é enviado sempre, mesmo com os outros e-mails desligados, porque trata de uma disputa com prazos: ' +
      'um prazo perdido decide o caso e move o pagamento em custódia.',
    open: 'Abrir a disputa',
    openText: 'Abra a disputa',
  },
} as const;

/**
 * A mail sent alone and at once, whatever the switches say: a delivery's payment that will be released by itself
 * (the delivery and the reminder before the release), or a dispute's step (its dates and its money). The
 * notification's text carries who, what and when.
 */
export function paymentClockMail(input: {
  to: string;
  firstName: string;
  subject: string;
  text: string;
  link: string | null;
  publicUrl: string;
  kind?: keyof typeof REQUIRED_MAIL_REASONS;
}): Mail {
  const url = `${input.publicUrl}${input.link ?? '/dashboard'}`;
  const reason = REQUIRED_MAIL_REASONS[input.kind ?? 'deliveries'];
  const why = reason.why;
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    input.text,
    '',
    `${reason.openText}: ${url}`,
    '',
    why,
    '',
    'Equipe Labora',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>${escapeHtml(input.text)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(reason.open)}</a><br>
<span style="font-size:12px;color:#64748b">${escapeHtml(url)}</span></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(why)}</p>
<p>Equipe Labora</p></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
