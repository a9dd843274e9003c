import { AxeBuilder } from '@axe-core/playwright';
import { test as base, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../packages/shared/src/auth-rules.js';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { expect, logInByForm, PASSWORD, toast, uniqueEmail } from './fixtures.js';

// Past a soft rate limit the login and sign-up forms ask for a proof of work (ALTCHA) instead of refusing
// the rightful person. These tests trip the real limits, so they run on a server of their own with
// RATE_LIMIT_FACTOR=1 (the shared e2e servers relax every limit 50-fold and must not be tripped).
const test = base.extend<object, { laboraUrl: string }>({
  laboraUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const server = await startBuiltServer({ SEED_DEMO: '0', RATE_LIMIT_FACTOR: '1' });
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ laboraUrl }, use) => {
    await use(laboraUrl);
  },
});

/** Fails the test on any Content-Security-Policy refusal (the widget and its worker are ours, on 'self'). */
function watchCsp(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

async function signUpBody(email = uniqueEmail('rede')) {
  return {
    first_name: 'Paula',
    last_name: 'Teixeira',
    phone: '11987654321',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
  };
}

async function expectSolved(page: Page) {
  const check = page.getByRole('region', { name: 'Verificação de segurança' });
  await expect(check).toBeVisible();
  // The widget's checkbox is named after its state: "Eu não sou um robô", "Verificando...", then "Verificado".
  await expect(check.getByRole('checkbox', { name: 'Verificado' })).toBeChecked({ timeout: 20_000 });
  return check;
}

test('after 10 wrong passwords from elsewhere, the owner solves the check and logs in', async ({ page }, info) => {
  const refusals = watchCsp(page);
  const account = await signUpBody();
  expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post('/api/auth/login', { data: { email: account.email, password: 'Errada@2026' } });
    expect(res.status()).toBe(401);
  }

  // Nothing of the widget loads before the server asks for it.
  const widgetScripts: string[] = [];
  page.on('request', (request) => {
    if (/altcha|pbkdf2|proof-of-work/i.test(request.url())) widgetScripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a) de volta!' })).toBeVisible();
  expect(widgetScripts).toEqual([]);
  await expect(page.getByRole('region', { name: 'Verificação de segurança' })).toHaveCount(0);

  await logInByForm(page, account.email);
  await expect(toast(page, AUTH_MESSAGES.loginChallenge)).toBeVisible();
  const check = await expectSolved(page);
  expect(widgetScripts.length).toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('section[aria-labelledby="human-check-title"]')
    .analyze();
  expect(axe.violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`login-check-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/user-selection$/);
  expect(refusals).toEqual([]);
});

test('a wrong password with the check solved is refused, and the next try gets a fresh check', async ({ page }) => {
  const account = await signUpBody();
  expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);
  for (let i = 0; i < 10; i++) {
    await page.request.post('/api/auth/login', { data: { email: account.email, password: 'Errada@2026' } });
  }
  await page.goto('/login');
  await logInByForm(page, account.email, 'Errada@2026');
  await expect(toast(page, AUTH_MESSAGES.loginChallenge)).toBeVisible();
  await expectSolved(page);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(toast(page, 'E-mail ou senha incorretos.')).toBeVisible();
  // The solution was spent: a new one is solved before the right password goes.
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await expectSolved(page);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/user-selection$/);
});

test('past 20 sign-ups an hour from one address (an office, a carrier), a newcomer solves the check and signs up', async ({
  page,
}, info) => {
  const refusals = watchCsp(page);
  // This worker's server has seen at most a few sign-ups from 127.0.0.1; fill the hour's 20.
  for (let i = 0; i < 20; i++) {
    const res = await page.request.post('/api/auth/register', { data: await signUpBody() });
    if (res.status() === 429) break;
    expect(res.status()).toBe(201);
  }

  const email = uniqueEmail('colega');
  await page.goto('/signup');
  await page.getByLabel('Nome', { exact: true }).fill('Bruna');
  await page.getByLabel('Sobrenome').fill('Costa');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, AUTH_MESSAGES.registerChallenge)).toBeVisible();
  const check = await expectSolved(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`signup-check-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'Cadastro realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  expect(refusals).toEqual([]);
});
