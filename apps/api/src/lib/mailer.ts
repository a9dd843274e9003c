import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real SMTP when SMTP_URL is set; otherwise every mail becomes a .eml file in DATA_DIR/outbox. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to }, 'mail sent by SMTP');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${mail.to.replace(/[^\w.@+-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      // The file only: a subject or body can hold a secret (a recovery code), and a secret never goes to a log.
      log.info({ file }, 'no SMTP_URL: mail written to the outbox');
    },
  };
}
