import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, logInByForm, registerByApi, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

// Phone sign-in end to end: the phone verified in Configurações with the code texted to it, then a sign-in at
// /sms-verification with the next code; both codes read from the server's SMS outbox (DATA_DIR/outbox).

const SHOTS = 'test-results/phone-sign-in-screens';
const shot = (page: Page, name: string) => saveScreens(page, SHOTS, name);

/** A mobile number no other test of this run uses. */
function uniquePhone(): string {
  return `119${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** The code of the newest SMS to `phone` whose text matches `kind`, from the outbox files. */
async function smsCode(dataDir: string, phone: string, kind: RegExp): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).filter((f) => f.endsWith(`-sms-${phone}.txt`));
          } catch {
            return [];
          }
        })().sort();
        const texts = files.map((f) => readFileSync(path.join(outbox, f), 'utf8')).filter((t) => kind.test(t));
        code = /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

const phoneCard = (page: Page) => page.getByRole('region', { name: 'Celular' });

async function solvedCheck(page: Page) {
  const check = page.getByRole('region', { name: 'Verificação de segurança' });
  await expect(check.getByRole('checkbox', { name: 'Verificado' })).toBeChecked({ timeout: 20_000 });
}

test('verify the phone in Configurações, sign out, sign in with an SMS code at /sms-verification', async ({
  page,
  labora,
}) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const formatted = `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
  const account = await registerByApi(page, { first_name: 'Helena', phone });

  // First login: choose how to use Labora, so later sign-ins land on /welcome-user.
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).toHaveURL(/\/user-selection$/);
  await page.getByRole('radio', { name: /Ser um Freelancer/ }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page).toHaveURL(/\/welcome-user$/);

  // Configurações: the phone typed at sign-up, not verified yet; a wrong code, then the texted one.
  await page.goto('/customize-profile');
  const card = phoneCard(page);
  await expect(card).toContainText(formatted);
  await expect(card.getByText('Não verificado')).toBeVisible();
  await card.getByRole('button', { name: 'Verificar celular' }).click();
  await expect(toast(page, 'Enviamos um código por SMS para o seu celular. Ele vale por 10 minutos.')).toBeVisible();
  const verifyCode = await smsCode(labora.dataDir, phone, /verificar seu celular/);
  const codeField = card.getByLabel('Código de verificação');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(verifyCode === '000000' ? '111111' : '000000');
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    card.getByText('Código inválido ou expirado. Confira os 6 dígitos ou peça um novo código.'),
  ).toBeVisible();
  await shot(page, 'settings-code');
  expect(await axeAtBothWidths(page)).toEqual([]);
  await codeField.fill(verifyCode);
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Celular verificado com sucesso!')).toBeVisible();
  await expect(card.getByText('Verificado', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Verificar celular' })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'settings-verified');

  // The profile form shows the phone read-only and points to Configurações.
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Telefone')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('link', { name: 'Configurações' }).first()).toBeVisible();

  // Sign out.
  await page.goto('/customize-profile');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await page.getByRole('dialog', { name: 'Confirmar Logout' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The login links to the phone sign-in.
  await shot(page, 'login');
  await page.getByRole('link', { name: 'Entrar com o celular' }).click();
  await expect(page).toHaveURL(/\/sms-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar com o celular' })).toBeVisible();
  const phoneField = page.getByLabel('Celular');
  await phoneField.pressSequentially(phone);
  await expect(phoneField).toHaveValue(formatted);
  await solvedCheck(page);
  await shot(page, 'sms-phone');
  expect(await axeAtBothWidths(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(
    toast(
      page,
      'Se este celular estiver verificado em uma conta Labora, você receberá um código por SMS em instantes.',
    ),
  ).toBeVisible();
  const signInCode = await smsCode(labora.dataDir, phone, /entrar no Labora/);
  await expect(page.getByText(formatted)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();

  // A wrong code is refused in Portuguese, under the field and in a toast.
  const smsCodeField = page.getByLabel('Código de verificação');
  await expect(smsCodeField).toBeFocused();
  await smsCodeField.fill(signInCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  const refusal = 'Código inválido ou expirado. Confira os 6 dígitos ou peça um novo código.';
  await expect(toast(page, refusal)).toBeVisible();
  await expect(page.locator('p', { hasText: refusal }).first()).toBeVisible();
  await shot(page, 'sms-code-refused');
  expect(await axeAtBothWidths(page)).toEqual([]);

  await smsCodeField.fill(signInCode);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/welcome-user$/);
  await expect(toast(page, 'Login realizado com sucesso!')).toBeVisible();
});

test('a malformed phone is refused on the page, in Portuguese', async ({ page }) => {
  await page.goto('/sms-verification');
  await page.getByLabel('Celular').fill('1199');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Informe um celular válido com DDD, no formato (XX) XXXXX-XXXX.')).toBeVisible();
  await expect(page.getByLabel('Celular')).toHaveAttribute('aria-invalid', 'true');
});
