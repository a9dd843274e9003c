import type { Page } from '@playwright/test';
import { expect, logInByForm, PASSWORD, registerByApi, test, toast } from './fixtures.js';

const NEW_PASSWORD = 'Outra@Senha9';

/** A fresh account (workers share a server), signed in through the form and on the settings screen. */
async function openSettingsAsNewUser(page: Page) {
  const account = await registerByApi(page);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/customize-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  return account;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('changing the password keeps this session; afterwards only the new password logs in', async ({ page }) => {
  const account = await openSettingsAsNewUser(page);
  await expect(page).toHaveTitle('Configurações · Labora');
  const card = section(page, 'Alterar senha');

  await card.getByLabel('Senha atual', { exact: true }).fill(PASSWORD);
  await card.getByLabel('Nova senha', { exact: true }).fill('fraca');
  await card.getByLabel('Confirmar nova senha', { exact: true }).fill('fraca');
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('A nova senha não atende todos os requisitos.')).toBeVisible();
  await expect(card.getByLabel('Nova senha', { exact: true })).toBeFocused();

  await card.getByLabel('Senha atual', { exact: true }).fill('Errada@2026');
  await card.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await expect(card.getByRole('list', { name: 'Requisitos da senha' }).getByText(': atendido')).toHaveCount(5);
  await card.getByLabel('Confirmar nova senha', { exact: true }).fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('Senha atual incorreta.')).toBeVisible();
  await expect(card.getByLabel('Senha atual', { exact: true })).toBeFocused();

  await card.getByLabel('Senha atual', { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
  await expect(card.getByLabel('Senha atual', { exact: true })).toHaveValue('');
  await expect(card.getByLabel('Nova senha', { exact: true })).toHaveValue('');
  await expect(card.getByLabel('Confirmar nova senha', { exact: true })).toHaveValue('');

  // This session still works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();

  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await page.getByRole('dialog', { name: 'Confirmar Logout' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInByForm(page, account.email, PASSWORD);
  await expect(toast(page, 'E-mail ou senha incorretos.')).toBeVisible();
  await logInByForm(page, account.email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
});

test('signing out everywhere ends this session and the one in another browser', async ({ page, browser }) => {
  const account = await openSettingsAsNewUser(page);
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto('/login');
    await logInByForm(other, account.email);
    await expect(other).not.toHaveURL(/\/login$/);
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Olá, Paula!');

    const card = section(page, 'Sair de todos os dispositivos');
    await card.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sair de todos os dispositivos?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await card.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    await dialog.getByRole('button', { name: 'Sair de todos' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Você saiu de todos os dispositivos.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('labora.session'))).toBeNull();
    await page.goto('/customize-profile');
    await expect(page).toHaveURL(/\/login$/);

    // The other browser still holds its token until the server turns it down.
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    expect(await other.evaluate(() => localStorage.getItem('labora.session'))).toBeNull();
  } finally {
    await elsewhere.close();
  }
});

test('deleting the account asks for the password, confirms, and then the account is gone', async ({ page }) => {
  const account = await openSettingsAsNewUser(page);
  const card = section(page, 'Excluir minha conta');
  const password = card.getByLabel('Digite sua senha para confirmar', { exact: true });
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });

  await card.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(card.getByText('Informe sua senha para confirmar.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await password.fill('Errada@2026');
  await card.getByRole('button', { name: 'Excluir minha conta' }).click();
  await dialog.getByRole('button', { name: 'Sim, excluir minha conta' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Senha incorreta.')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/customize-profile$/);

  await password.fill(PASSWORD);
  await card.getByRole('button', { name: 'Excluir minha conta' }).click();
  await dialog.getByRole('button', { name: 'Sim, excluir minha conta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Sua conta foi excluída. Sentiremos sua falta!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('labora.session'))).toBeNull();

  await logInByForm(page, account.email, PASSWORD);
  await expect(toast(page, 'E-mail ou senha incorretos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the three sections fit the screen and the forms work by keyboard', async ({ page }) => {
    await openSettingsAsNewUser(page);
    for (const name of ['Alterar senha', 'Sair de todos os dispositivos', 'Excluir minha conta']) {
      const box = await section(page, name).boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const card = section(page, 'Alterar senha');
    const current = card.getByLabel('Senha atual', { exact: true });
    await current.focus();
    await page.keyboard.type(PASSWORD);
    // Each field is followed by its show-password button.
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Mostrar senha' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('Nova senha', { exact: true })).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('Confirmar nova senha', { exact: true })).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
  });
});
