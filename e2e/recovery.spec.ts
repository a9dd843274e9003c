import { decodeMail, expect, logInByForm, registerByApi, test, toast } from './fixtures.js';

test('a user recovers the password with the code from the e-mail', async ({ page, labora }) => {
  const account = await registerByApi(page, { first_name: 'Renata' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(toast(page, 'Código OTP enviado para seu e-mail. Verifique e siga as instruções.')).toBeVisible();
  await expect(page).toHaveURL(/\/password-recovery$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);

  await expect.poll(() => labora.mails.filter((m) => m.to === account.email).length).toBe(1);
  const mail = decodeMail(labora.mails.find((m) => m.to === account.email)?.raw ?? '');
  expect(mail).toContain('Olá, Renata!');
  const code = /verificação é: (\d{6})/.exec(mail)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('Código de verificação').fill(code ?? '');
  await page.getByLabel('Nova senha', { exact: true }).fill('curta');
  await page.getByLabel('Confirmar nova senha').fill('curta');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(toast(page, 'A nova senha não atende todos os requisitos.')).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('Recuperada@9');
  await page.getByLabel('Confirmar nova senha').fill('Recuperada@9');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(toast(page, 'Senha redefinida com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logInByForm(page, account.email, account.password);
  await expect(toast(page, 'E-mail ou senha incorretos.')).toBeVisible();
  await logInByForm(page, account.email, 'Recuperada@9');
  await expect(page).toHaveURL(/\/user-selection$/);
});

test('a wrong code is refused with the server message', async ({ page }) => {
  const account = await registerByApi(page);
  await page.goto('/forget-password');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(page).toHaveURL(/\/password-recovery$/);
  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByLabel('Nova senha', { exact: true }).fill('Recuperada@9');
  await page.getByLabel('Confirmar nova senha').fill('Recuperada@9');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(toast(page, 'Código inválido ou expirado.')).toBeVisible();
  await expect(page).toHaveURL(/\/password-recovery$/);
});
