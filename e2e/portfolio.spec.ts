import type { Page } from '@playwright/test';
import { asPerson, newPerson, signInAs } from './factories.js';
import { expect, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

const SHOTS = 'test-results/portfolio-screens';
const shot = (page: Page, name: string) => saveScreens(page, SHOTS, name);

/** A real 4×3 PNG, as a file picked from the disk. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQWpUGRww4OQAUug5ZQbJ2CAAAAABJRU5ErkJggg==',
  'base64',
);

const titles = (page: Page) =>
  page.getByRole('list', { name: 'Trabalhos do portfólio' }).getByRole('heading', { level: 3 }).allTextContents();

test('a freelancer adds work with a picture to their portfolio, orders it, edits and removes it; anyone reads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ana = await newPerson(page.request, 'Ana', { freelancer: true });
  await signInAs(page, ana, `/freelancer/${ana.id}`);
  const section = page.getByRole('region', { name: 'Portfólio' });
  await expect(section.getByText('Seu portfólio está vazio.')).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await shot(page, '1-empty');

  // Adding: a link that is not http(s) is refused in Portuguese before anything is sent.
  await section.getByRole('button', { name: 'Adicionar trabalho' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar trabalho' });
  await dialog.getByLabel('Título').fill('Identidade visual da Padaria Aurora');
  await dialog.getByLabel('Descrição (opcional)').fill('Logotipo, cardápio e fachada da padaria.');
  await dialog.getByLabel('Link (opcional)').fill('javascript:alert(1)');
  await dialog.getByLabel('Habilidades usadas (opcional)').fill('Illustrator');
  await dialog.getByLabel('Habilidades usadas (opcional)').press('Enter');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'padaria.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('list', { name: 'Imagens do trabalho' }).getByRole('img')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Adicionar trabalho' }).click();
  await expect(dialog.getByText('Informe um link completo começando com http:// ou https://.')).toBeVisible();
  await expect(dialog.getByLabel('Link (opcional)')).toBeFocused();
  expect(await axeAtBothWidths(page)).toEqual([]);
  await shot(page, '2-form-error');

  await dialog.getByLabel('Link (opcional)').fill('https://exemplo.com.br/aurora');
  await dialog.getByRole('button', { name: 'Adicionar trabalho' }).click();
  await expect(toast(page, 'Trabalho adicionado ao portfólio!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = section.getByRole('article', { name: 'Identidade visual da Padaria Aurora' });
  const picture = card.getByRole('img', { name: 'Identidade visual da Padaria Aurora' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/uploads\/portfolio\/[0-9a-f]{32}\.webp/);
  // Stored whole: a 4×3 picture is neither cropped nor enlarged.
  expect(await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([4, 3]);
  const pictureUrl = (await picture.getAttribute('src')) ?? '';
  await expect(card.getByRole('link', { name: /Ver trabalho/ })).toHaveAttribute(
    'href',
    'https://exemplo.com.br/aurora',
  );
  await expect(card.getByRole('list', { name: /Habilidades usadas/ })).toContainText('Illustrator');

  // A second piece, added through the API, comes after the first.
  await asPerson(page.request, ana, 'post', '/portfolio', { data: { title: 'Site da Oficina Boa Vista' } });
  await page.reload();
  await expect.poll(() => titles(page)).toEqual(['Identidade visual da Padaria Aurora', 'Site da Oficina Boa Vista']);

  // Reordering by keyboard: the moved item keeps the focus and the new place is announced; it is kept.
  await section.getByRole('button', { name: 'Mover “Site da Oficina Boa Vista” para cima' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual(['Site da Oficina Boa Vista', 'Identidade visual da Padaria Aurora']);
  await expect(section.getByRole('button', { name: 'Mover “Site da Oficina Boa Vista” para baixo' })).toBeFocused();
  await expect(section.getByText('“Site da Oficina Boa Vista” agora está na posição 1 de 2.')).toBeAttached();
  await page.reload();
  await expect.poll(() => titles(page)).toEqual(['Site da Oficina Boa Vista', 'Identidade visual da Padaria Aurora']);
  expect(await axeAtBothWidths(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await shot(page, '3-two-items');

  // Editing.
  await section.getByRole('button', { name: 'Editar “Site da Oficina Boa Vista”' }).click();
  const editing = page.getByRole('dialog', { name: 'Editar trabalho' });
  await expect(editing.getByLabel('Título')).toHaveValue('Site da Oficina Boa Vista');
  await editing.getByLabel('Título').fill('Loja virtual da Oficina Boa Vista');
  await editing.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Trabalho atualizado!')).toBeVisible();
  await expect
    .poll(() => titles(page))
    .toEqual(['Loja virtual da Oficina Boa Vista', 'Identidade visual da Padaria Aurora']);

  // Someone else sees the same list, without the owner's buttons; the API gives it with no session at all.
  const bruno = await newPerson(page.request, 'Bruno', { freelancer: false });
  await signInAs(page, bruno, `/freelancer/${ana.id}`);
  await expect
    .poll(() => titles(page))
    .toEqual(['Loja virtual da Oficina Boa Vista', 'Identidade visual da Padaria Aurora']);
  await expect(section.getByRole('button', { name: /Mover|Editar|Remover|Adicionar trabalho/ })).toHaveCount(0);
  const guest = await page.request.get(`/api/freelancers/${ana.id}/portfolio`);
  expect(guest.status()).toBe(200);
  expect(((await guest.json()) as { items: unknown[] }).items).toHaveLength(2);
  // A visitor without an account sees the work on the public profile, in the owner's order.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(`${new URL(page.url()).origin}/freelancer/${ana.id}`);
  const publicSection = visitor.getByRole('heading', { name: 'Portfólio' }).locator('..');
  await expect(publicSection.getByRole('heading', { level: 3 })).toHaveText([
    'Loja virtual da Oficina Boa Vista',
    'Identidade visual da Padaria Aurora',
  ]);
  await visitor.close();

  // Removing, with its picture.
  await signInAs(page, ana, `/freelancer/${ana.id}`);
  await section.getByRole('button', { name: 'Remover “Identidade visual da Padaria Aurora”' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Remover trabalho' })
    .click();
  await expect(toast(page, 'Trabalho removido do portfólio.')).toBeVisible();
  await expect.poll(() => titles(page)).toEqual(['Loja virtual da Oficina Boa Vista']);
  // Its picture file went with it.
  expect((await page.request.get(pictureUrl)).status()).toBe(404);
});
