import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { newPerson, signInAs } from './factories.js';
import { decodeMail, expect, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

const SHOTS = 'test-results/data-export-screens';
const shot = (page: Page, name: string) => saveScreens(page, SHOTS, name);

/** The entries of a ZIP, by name. */
const entriesOf = (zip: Buffer) => unzipSync(new Uint8Array(zip));
const textOf = (entries: Record<string, Uint8Array>, name: string) => Buffer.from(entries[name] ?? []).toString('utf8');

test('a person asks for a copy of their data in Configurações, downloads it, and the e-mailed link works too', async ({
  page,
  labora,
}) => {
  test.setTimeout(90_000);
  const person = await newPerson(page.request, 'Helena', { freelancer: true });
  await signInAs(page, person, '/customize-profile');
  const card = page.getByRole('region', { name: 'Baixar meus dados' });
  await expect(card.getByText('O link vale por 24 horas.', { exact: false })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, '1-before');

  await card.getByRole('button', { name: 'Solicitar cópia dos meus dados' }).click();
  await expect(toast(page, 'Pedido recebido!')).toBeVisible();
  // The build job runs every 5 s; the card asks again every 3 s while the copy is prepared.
  const status = card.getByRole('status');
  await expect(status.getByText(/Em preparação|Pronto/)).toBeVisible();
  await expect(status.getByText('Status: Pronto')).toBeVisible({ timeout: 30_000 });
  expect(await axeAtBothWidths(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await shot(page, '2-ready');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Baixar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^labora-meus-dados-\d{4}-\d\d-\d\d\.zip$/);
  const entries = entriesOf(await readFile((await download.path()) ?? ''));
  expect(Object.keys(entries)).toContain('LEIA-ME.txt');
  expect(textOf(entries, 'LEIA-ME.txt')).toContain('Cópia dos seus dados na Labora');
  const profile = JSON.parse(textOf(entries, 'perfil.json'));
  expect(`${profile.nome} ${profile.sobrenome}`).toBe(person.name);
  expect(profile.email).toBe(person.email);

  // The mail's link, opened without a session (as from a mail app), gives the same ZIP.
  await expect.poll(() => labora.mails.filter((m) => m.to === person.email).length, { timeout: 10_000 }).toBe(1);
  const mail = decodeMail(labora.mails.find((m) => m.to === person.email)?.raw ?? '');
  expect(mail).toContain('O link vale por 24 horas');
  const link = /https?:\/\/\S+?\/api\/data-exports\/[0-9a-f-]+\/download\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  const mailed = await page.request.get(`${url.pathname}${url.search}`);
  expect(mailed.status()).toBe(200);
  expect(mailed.headers()['content-type']).toBe('application/zip');
  expect(JSON.parse(textOf(entriesOf(await mailed.body()), 'perfil.json')).nome).toBe('Helena');
  // A wrong secret gets the Portuguese 404.
  const wrong = await page.request.get(`${url.pathname}?token=${'x'.repeat(43)}`);
  expect(wrong.status()).toBe(404);
  expect((await wrong.json()).message).toBe('Cópia dos dados não encontrada. O link pode estar incorreto.');
});
