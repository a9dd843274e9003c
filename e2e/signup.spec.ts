import { newPerson } from './factories.js';
import { expect, logInByForm, PASSWORD, test, toast, uniqueEmail } from './fixtures.js';

test('a newcomer signs up, logs in, chooses a role and is welcomed', async ({ page }) => {
  const email = uniqueEmail('ana');
  await page.goto('/signup');
  await page.getByLabel('Nome', { exact: true }).pressSequentially('ana clara3');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ana Clara');
  await page.getByLabel('Sobrenome').pressSequentially('DE SOUZA');
  await expect(page.getByLabel('Sobrenome')).toHaveValue('De Souza');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('E-mail').fill(email);

  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('labora');
  const checklist = page.getByRole('list', { name: /requisitos/i });
  await expect(checklist.getByRole('listitem')).toHaveCount(5);
  await password.fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill('Outra@2026');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'As senhas não coincidem.')).toBeVisible();

  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'Cadastro realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logInByForm(page, email.toUpperCase());
  await expect(page).toHaveURL(/\/user-selection$/);
  await expect(page.getByText('Olá, Ana Clara!')).toBeVisible();
  const next = page.getByRole('button', { name: 'Próximo' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: /Ser um Freelancer/ }).click();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/welcome-user$/);
  await expect(page.getByText('Ótimo Ana Clara, agora vamos personalizar o seu perfil :)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar Perfil' })).toHaveAttribute('href', '/EditProfile');

  // The role is chosen: the next login goes to the welcome screen, not the role choice.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await logInByForm(page, email);
  await expect(page).toHaveURL(/\/welcome-user$/);
});

test('sign-up rules are checked in order and a taken e-mail is refused', async ({ page, request }) => {
  const taken = await newPerson(request, 'Carla');
  await page.goto('/Signup');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'Por favor, preencha todos os campos.')).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('Bruno');
  await page.getByLabel('Sobrenome').fill('Costa');
  await page.getByLabel('Telefone').fill('1198');
  await page.getByLabel('E-mail').fill('bruno');
  await page.getByLabel('Senha', { exact: true }).fill('fraca');
  await page.getByLabel('Confirmar senha').fill('fraca');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'Formato de telefone inválido.')).toBeVisible();

  await page.getByLabel('Telefone').fill('1132345678');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'Formato de e-mail inválido.')).toBeVisible();

  await page.getByLabel('E-mail').fill(taken.email);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'A senha não atende a todos os requisitos.')).toBeVisible();

  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, /Este e-mail já está cadastrado/)).toBeVisible();
  await expect(page).toHaveURL(/\/Signup$/);
});

test('the sign-up page links to the terms and the privacy policy', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('main').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await page.goto('/signup');
  await page.getByRole('main').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByText(/13\.709/).first()).toBeVisible();
});
