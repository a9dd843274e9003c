import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface Sms {
  /** Brazilian phone digits: DDD + number (10 or 11 digits). */
  to: string;
  text: string;
}

/**
 * Where SMS go. Like the mailer: an HTTP provider when SMS_URL is set, otherwise each SMS becomes a text file in
 * DATA_DIR/outbox. A text holds a sign-in code, so no implementation logs it.
 */
export interface SmsProvider {
  send(sms: Sms): Promise<void>;
}

/** The number in E.164, as SMS gateways take it. */
export function toE164(digits: string): string {
  return `+55${digits}`;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * A generic JSON gateway: POST `url` with `Authorization: Bearer <token>` and `{ "to": "+55…", "text": "…",
 * "from"?: "…" }`; any 2xx is delivered. Gateways with another body sit behind a small adapter at that URL.
 */
export function httpSmsProvider(options: {
  url: string;
  token: string;
  from: string | undefined;
  log: Pick<FastifyBaseLogger, 'info'>;
  fetch?: typeof fetch;
}): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(sms) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: toE164(sms.to), text: sms.text, ...(options.from ? { from: options.from } : {}) }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // The body is drained, not logged: a gateway may echo the text back.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      options.log.info({ to: maskedPhone(sms.to) }, 'SMS sent by the gateway');
    },
  };
}

/** Each SMS as DATA_DIR/outbox/<stamp>-sms-<digits>.txt (development, tests, a demo). */
export function outboxSmsProvider(options: { dataDir: string; log: Pick<FastifyBaseLogger, 'info'> }): SmsProvider {
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(sms) {
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-sms-${sms.to.replace(/\D/g, '')}.txt`);
      await writeFile(file, `Para: ${toE164(sms.to)}\n\n${sms.text}\n`);
      // The file only: the text holds a code, and a secret never goes to a log.
      options.log.info({ file }, 'no SMS_URL: SMS written to the outbox');
    },
  };
}

export function createSmsProvider(options: {
  sms: { url: string; token: string; from: string | undefined } | undefined;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): SmsProvider {
  if (options.sms) return httpSmsProvider({ ...options.sms, log: options.log });
  return outboxSmsProvider(options);
}

/** Enough of a number to tell two apart in a log: DDD and the last two digits. */
function maskedPhone(digits: string): string {
  return `(${digits.slice(0, 2)}) ****-**${digits.slice(-2)}`;
}
