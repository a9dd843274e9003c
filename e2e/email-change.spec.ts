import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { browserOf, newPerson, signInAs } from './factories.js';
import { decodeMail, expect, type Mail, PASSWORD, test, toast, uniqueEmail } from './fixtures.js';

// Changing the e-mail on 'Editar Perfil': the current password, then the code mailed to the new address; the old
// address is told and other sessions end. All by keyboard, as a screen-reader user would.

const form = (page: Page) => page.getByRole('region', { name: 'Informações do perfil' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Alterar e-mail' });

/** The code in the newest mail to `to`. */
async function codeMailedTo(mails: Mail[], to: string): Promise<string> {
  await expect.poll(() => mails.some((m) => m.to === to)).toBe(true);
  const text = decodeMail(mails.findLast((m) => m.to === to)?.raw ?? '');
  const code = /confirmação é: (\d{6})/.exec(text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

test('the e-mail changes with the password and the code sent to the new address', async ({ page, browser, labora }) => {
  const person = await newPerson(page.request, 'Renata');
  // A second session of the same account, as on another device.
  const login = await page.request.post('/api/auth/login', { data: { email: person.email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const elsewhere = await browserOf(browser, { ...person, token, session: { ...person.session, token } }, '/dashboard');
  await signInAs(page, person, '/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();

  // The profile form shows the e-mail but does not change it.
  const email = form(page).getByLabel('E-mail', { exact: true });
  await expect(email).toHaveValue(person.email);
  await expect(email).toHaveAttribute('readonly', '');

  // Opened from the keyboard; focus lands on the first thing to type.
  await form(page).getByRole('button', { name: 'Alterar e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText('Etapa 1 de 2')).toBeVisible();
  const newEmailField = dialog(page).getByLabel('Novo e-mail', { exact: true });
  await expect(newEmailField).toBeFocused();

  // The same address, then a wrong password: each message on its field, which gets the focus.
  await page.keyboard.type(person.email.toUpperCase());
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText('O novo e-mail é igual ao atual.')).toBeVisible();
  await expect(newEmailField).toBeFocused();

  const newEmail = uniqueEmail('renata.nova');
  await newEmailField.fill(newEmail);
  const password = dialog(page).getByLabel('Senha atual', { exact: true });
  await password.fill('Errada@2026');
  await password.press('Enter');
  await expect(dialog(page).getByText('Senha incorreta.')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Enviar código' }).click();

  // Step 2: the code field has the focus and says where the code went.
  await expect(dialog(page).getByText('Etapa 2 de 2')).toBeVisible();
  const codeField = dialog(page).getByLabel('Código de verificação');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(new RegExp(`Enviado para ${newEmail.replace(/\./g, '\\.')}`));
  const code = await codeMailedTo(labora.mails, newEmail);

  // 'Voltar' keeps the address typed and puts the focus on it; the password is asked again.
  await dialog(page).getByRole('button', { name: 'Voltar' }).click();
  await expect(newEmailField).toBeFocused();
  await expect(newEmailField).toHaveValue(newEmail);
  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(codeField).toBeFocused();
  await expect.poll(() => labora.mails.filter((m) => m.to === newEmail).length).toBe(2);
  const freshCode = await codeMailedTo(labora.mails, newEmail);

  // The first code died with the second; a wrong one is refused on the field.
  const wrongCode = code !== freshCode ? code : String((Number(freshCode) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrongCode);
  await codeField.press('Enter');
  await expect(
    dialog(page).getByText('Código inválido ou expirado. Confira o e-mail ou peça um novo código.'),
  ).toBeVisible();
  await expect(codeField).toBeFocused();

  await codeField.fill(freshCode);
  await codeField.press('Enter');
  await expect(toast(page, 'E-mail alterado com sucesso! Suas outras sessões foram encerradas.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // Focus is back on the button that opened the dialog; the form and the side menu show the new address.
  await expect(form(page).getByRole('button', { name: 'Alterar e-mail' })).toBeFocused();
  await expect(email).toHaveValue(newEmail);
  await expect(page.getByText(newEmail, { exact: true }).first()).toBeVisible();

  // The old address was told.
  await expect.poll(() => labora.mails.some((m) => m.to === person.email)).toBe(true);
  expect(decodeMail(labora.mails.findLast((m) => m.to === person.email)?.raw ?? '')).toContain(newEmail);

  // This session stays; the other browser's does not.
  await page.reload();
  await expect(email).toHaveValue(newEmail);
  await elsewhere.page.reload();
  await expect(elsewhere.page).toHaveURL(/\/login$/);
  await elsewhere.close();

  // Saving the rest of the profile still works with the new e-mail.
  await form(page).getByLabel('Cargo', { exact: true }).fill('Redatora');
  await form(page).getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
});

test('an address another account uses is refused, and the dialog can be left with Escape', async ({ page }) => {
  const other = await newPerson(page.request, 'Otavio');
  const person = await newPerson(page.request, 'Renata');
  await signInAs(page, person, '/edit-profile');
  await form(page).getByRole('button', { name: 'Alterar e-mail' }).click();
  await dialog(page).getByLabel('Novo e-mail', { exact: true }).fill(other.email);
  await dialog(page).getByLabel('Senha atual', { exact: true }).fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog(page).getByText('Este e-mail já está em uso por outra conta.')).toBeVisible();
  await expect(dialog(page).getByLabel('Novo e-mail', { exact: true })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(form(page).getByRole('button', { name: 'Alterar e-mail' })).toBeFocused();
  await expect(form(page).getByLabel('E-mail', { exact: true })).toHaveValue(person.email);
});

// axe on both steps of the open dialog, on a desktop and a phone: no serious or critical WCAG 2.x A/AA finding.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('both steps of the dialog pass axe', async ({ page }) => {
      const person = await newPerson(page.request, 'Renata');
      await signInAs(page, person, '/edit-profile');
      const serious = async () =>
        (
          await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .include('[role="dialog"]')
            .analyze()
        ).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

      await form(page).getByRole('button', { name: 'Alterar e-mail' }).click();
      await dialog(page).getByLabel('Senha atual', { exact: true }).fill('Errada@2026');
      await dialog(page).getByRole('button', { name: 'Enviar código' }).click();
      await expect(dialog(page).getByText('Informe o novo e-mail.')).toBeVisible();
      expect(await serious()).toEqual([]);

      await dialog(page).getByLabel('Novo e-mail', { exact: true }).fill(uniqueEmail('renata.axe'));
      await dialog(page).getByLabel('Senha atual', { exact: true }).fill(PASSWORD);
      await dialog(page).getByRole('button', { name: 'Enviar código' }).click();
      await dialog(page).getByLabel('Código de verificação').fill('12');
      await dialog(page).getByRole('button', { name: 'Confirmar novo e-mail' }).click();
      await expect(dialog(page).getByText('O código tem 6 dígitos.')).toBeVisible();
      expect(await serious()).toEqual([]);
    });
  });
}
