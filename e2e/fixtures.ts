import { test as base, expect, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { startBuiltServer } from '../scripts/built-server.mjs';

export interface Mail {
  to: string;
  raw: string;
}

interface LaboraServer {
  url: string;
  mails: Mail[];
  /** The server's DATA_DIR: its outbox holds the SMS (no SMS gateway in tests). */
  dataDir: string;
}

/** Quoted-printable bodies as nodemailer writes them, decoded to text. */
export function decodeMail(raw: string): string {
  const latin1 = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

async function startSmtpSink(mails: Mail[]): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('latin1');
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink has no port');
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The built Labora on a free port with its own data folder, mailing an SMTP sink of this worker. */
async function startLabora(): Promise<{ server: LaboraServer; stop: () => Promise<void> }> {
  const mails: Mail[] = [];
  const smtp = await startSmtpSink(mails);
  const labora = await startBuiltServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SEED_DEMO: '1',
    // Every browser test of a worker shares this server and 127.0.0.1: per-IP limits would otherwise trip.
    RATE_LIMIT_FACTOR: '50',
  });
  return {
    server: { url: labora.url, mails, dataDir: labora.dataDir },
    async stop() {
      await labora.stop();
      await smtp.close();
    },
  };
}

export const test = base.extend<object, { labora: LaboraServer }>({
  labora: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const { server, stop } = await startLabora();
      await use(server);
      await stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ labora }, use) => {
    await use(labora.url);
  },
});

export { expect };

let counter = 0;
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${process.pid}@exemplo.com.br`;
}

export const PASSWORD = 'Labora@2026';

/** Creates an account through the API (not the screen), for tests about what comes after sign-up. */
export async function registerByApi(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const body = {
    first_name: 'Paula',
    last_name: 'Teixeira',
    phone: '11987654321',
    email: uniqueEmail(),
    password: PASSWORD,
    confirm_password: PASSWORD,
    ...overrides,
  };
  const res = await page.request.post('/api/auth/register', { data: body });
  expect(res.status()).toBe(201);
  return body;
}

export async function logInByForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * A Sonner toast with this text (the same text may also show beside the field it is about). One on its way out
 * (`data-removed`) is not counted: a second identical toast can appear while the first still fades.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });
}
