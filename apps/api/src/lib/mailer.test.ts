import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('mailer without SMTP_URL', () => {
  it('writes each mail to DATA_DIR/outbox/<time>-<to>.eml and logs where, never what it says', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'labora-mail-'));
    const logged: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Labora <nao-responda@labora.local>',
      dataDir: dir,
      log: { info: (obj: unknown) => logged.push(obj) },
    });
    await mailer.send({
      to: 'ana@exemplo.com',
      subject: 'Código 123456',
      text: 'Seu código: 123456',
      html: '<p>oi</p>',
    });
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-ana@exemplo\.com\.eml$/)]);
    const eml = await readFile(path.join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: ana@exemplo\.com$/m);
    expect(eml).toMatch(/^From: Labora <nao-responda@labora\.local>$/m);
    expect(eml).toContain('123456');
    // Where the mail is, never what it says: the code is a secret.
    expect(logged).toEqual([{ file: path.join(dir, 'outbox', files[0] ?? '') }]);
    expect(JSON.stringify(logged)).not.toContain('123456');
  });
});
