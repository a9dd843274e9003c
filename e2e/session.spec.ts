import { newPerson } from './factories.js';
import { expect, logInByForm, PASSWORD, registerByApi, test, toast } from './fixtures.js';

test('a guest is sent to login and, after it, back where they were going', async ({ page, request }) => {
  const carla = await newPerson(request, 'Carla', { freelancer: false });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logInByForm(page, carla.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Carla!');
});

test('the session survives a reload, keeps a user off the guest pages, and logout ends it', async ({
  page,
  request,
}) => {
  // Someone who already chose how to use Labora: the login leads to /welcome-user.
  const rafael = await newPerson(request, 'Rafael', { freelancer: true });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await logInByForm(page, rafael.email, PASSWORD);
  await expect(page).toHaveURL(/\/welcome-user$/);
  await page.goto('/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Rafael!');
  for (const guestOnly of ['/login', '/signup', '/Signup']) {
    await page.goto(guestOnly);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('labora.session') ?? '{}').token);
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar Logout' });
  await expect(dialog).toContainText('Deseja realmente sair da conta?');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('labora.session'))).toBeNull();
  // The server revoked the token too.
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session revoked on the server is cleared in the browser', async ({ page }) => {
  const account = await registerByApi(page);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).toHaveURL(/\/user-selection$/);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('labora.session') ?? '{}').token);
  await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('labora.session'))).toBeNull();
});

test('a wrong password gets the server message', async ({ page, request }) => {
  const carla = await newPerson(request, 'Carla', { freelancer: false });
  await page.goto('/login');
  await logInByForm(page, carla.email, 'Errada@2026');
  await expect(toast(page, 'E-mail ou senha incorretos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown routes show the 404 page, which leads home', async ({ page }) => {
  for (const route of ['/error404', '/nao/existe']) {
    await page.goto(route);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! A página que você está procurando não foi encontrada.')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Voltar para Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the API answers unknown paths with JSON, not the app', async ({ page }) => {
  const res = await page.request.get('/api/nao-existe');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Rota não encontrada.' });
});
