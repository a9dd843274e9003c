import { expect, test } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

const SCREENS = 'test-results/launch-screens';
const numbers = (page: import('@playwright/test').Page) => page.getByRole('timer').locator('span.tabular-nums');

test("a guest sees the launch page at zero once SPEC's moment has passed, and goes on to the login", async ({
  page,
}) => {
  await page.goto('/lancamento');
  await expect(page.getByRole('heading', { name: 'Seja Muito Bem-vindo(a)!' })).toBeVisible();
  await expect(page.getByText('Tempo restante para o lançamento:')).toBeVisible();
  await expect(numbers(page)).toHaveText(['00', '00', '00', '00']);
  await expect(page.getByText('A Labora já foi lançada! Entre e comece agora.')).toBeVisible();
  await saveScreens(page, SCREENS, 'launched');
  expect(await axeAtBothWidths(page)).toEqual([]);
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('before the moment the numbers tick down without moving the page, and reach zero', async ({ page }) => {
  // A launch 3 seconds after the server's clock (answered here, so the count is short).
  await page.route('**/api/launch', (route) => {
    const now = Date.now();
    return route.fulfill({
      json: { launchAt: new Date(now + 3000).toISOString(), now: new Date(now).toISOString() },
    });
  });
  await page.goto('/lancamento');
  await expect(numbers(page)).toHaveText(['00', '00', '00', /0[23]/]);
  await expect(page.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
  const before = await page.getByRole('timer').boundingBox();
  const linkBefore = await page.getByRole('heading', { name: 'Seja Muito Bem-vindo(a)!' }).boundingBox();
  await expect(numbers(page)).toHaveText(['00', '00', '00', '01']);
  expect(await page.getByRole('timer').boundingBox()).toEqual(before);
  await expect(numbers(page)).toHaveText(['00', '00', '00', '00'], { timeout: 5000 });
  await expect(page.getByRole('link', { name: 'Ir para o login' })).toBeVisible();
  expect(await page.getByRole('heading', { name: 'Seja Muito Bem-vindo(a)!' }).boundingBox()).toEqual(linkBefore);
  await expect(page.getByText('A Labora já foi lançada!', { exact: false }).last()).toBeVisible();
});
