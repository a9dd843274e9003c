import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, logInByForm, registerByApi, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

// Two-factor sign-in: turned on in Configurações with a code computed here from the secret the screen shows (the
// same library as the server), then a sign-in with an app code (remembering the device), one skipped by the
// remembered device, and one with a recovery code. Screens saved at 1280 and 390 px, and axe at both.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/two-factor';
const STEP_MS = 30_000;

const card = (page: Page) => page.getByRole('region', { name: 'Verificação em duas etapas' });
const stepOf = (time: number) => Math.floor(time / STEP_MS);

/** The app's code of a step newer than `usedStep` (waits for the next 30-second step when needed). */
async function freshCode(page: Page, secret: string, usedStep: number) {
  while (stepOf(Date.now()) <= usedStep) await page.waitForTimeout(1000);
  const now = Date.now();
  return { code: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now }), step: stepOf(now) };
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem('labora.session'));
  await page.goto('/login');
}

test('turn on two-factor sign-in, then sign in with an app code, a remembered device and a recovery code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerByApi(page);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/customize-profile');

  // Off: 'Ativar' shows the QR code and the secret to type.
  await expect(card(page).getByText('Status: desativada')).toBeVisible();
  await card(page).getByRole('button', { name: 'Ativar' }).click();
  await expect(card(page).getByRole('img', { name: /Código QR/ })).toBeVisible();
  await expect(card(page).getByText('Chave para digitar')).toBeVisible();
  const secret = ((await card(page).getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await saveScreens(page, SHOTS, 'setup');
  expect(await axeAtBothWidths(page)).toEqual([]);

  // A wrong code is refused on the field; the right one turns it on.
  await card(page).getByLabel('Código do aplicativo').fill('000000');
  await card(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(card(page).getByText('Código inválido ou já usado.', { exact: false })).toBeVisible();
  const first = await freshCode(page, secret, 0);
  await card(page).getByLabel('Código do aplicativo').fill(first.code);
  await card(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(toast(page, 'Verificação em duas etapas ativada. Guarde seus códigos de recuperação.')).toBeVisible();

  // The recovery codes, shown once and downloadable as a text file.
  const codes = await card(page)
    .getByRole('list', { name: 'Códigos de recuperação' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card(page).getByRole('link', { name: 'Baixar códigos' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('labora-codigos-de-recuperacao.txt');
  const file = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await saveScreens(page, SHOTS, 'recovery-codes');
  expect(await axeAtBothWidths(page)).toEqual([]);
  await card(page).getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(card(page).getByText('10 códigos de recuperação restantes')).toBeVisible();
  await saveScreens(page, SHOTS, 'on');

  // Signing in now stops at the second step, with no session yet.
  await signOut(page);
  await logInByForm(page, account.email);
  const codeField = page.getByLabel('Código do aplicativo');
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('labora.session'))).toBeNull();
  await saveScreens(page, SHOTS, 'second-step');
  expect(await axeAtBothWidths(page)).toEqual([]);
  const second = await freshCode(page, secret, first.step);
  await codeField.fill(second.code);
  await page.getByLabel('Lembrar este dispositivo por 30 dias').check();
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('labora.session'))).not.toBeNull();

  // This device is remembered: the password alone signs in.
  await signOut(page);
  await logInByForm(page, account.email);
  await expect(page).not.toHaveURL(/\/login$/);

  // Another browser (no remembered device) signs in with a recovery code.
  await signOut(page);
  await page.evaluate(() => localStorage.removeItem('labora.twoFactorDevice'));
  await logInByForm(page, account.email);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/customize-profile');
  await expect(card(page).getByText('9 códigos de recuperação restantes')).toBeVisible();

  // A sensitive move asks for the code again: deleting the account shows the code field once the server asks.
  const deletion = page.getByRole('region', { name: 'Excluir minha conta' });
  const confirmDeletion = async () => {
    await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, excluir minha conta' }).click();
  };
  await deletion.getByLabel('Digite sua senha para confirmar').fill(account.password);
  await confirmDeletion();
  const deletionCode = deletion.getByLabel('Código de verificação em duas etapas');
  await expect(deletionCode).toBeVisible();
  await expect(deletionCode).toHaveAccessibleDescription(/Digite o código do seu aplicativo autenticador/);
  await deletionCode.fill(codes[1] ?? '');
  await confirmDeletion();
  await expect(page).toHaveURL(/\/login$/);
});
