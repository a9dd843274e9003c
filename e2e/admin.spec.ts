import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, logInByForm, PASSWORD, registerByApi, test, toast } from './fixtures.js';

interface AdminSession {
  token: string;
  user: { _id: string };
}

// The worker's server is shared with other files and limits logins per e-mail (10 in 15 minutes), so
// the admin signs in once per worker; each test puts that session where the app keeps it.
let admin: AdminSession;

test.beforeAll(async ({ playwright, labora }) => {
  const api = await playwright.request.newContext({ baseURL: labora.url });
  const res = await api.post('/api/auth/login', { data: { email: 'admin@labora.dev', password: PASSWORD } });
  expect(res.status()).toBe(200);
  admin = await res.json();
  await api.dispose();
});

/** Letters only (names keep nothing else), capitalised as the server stores a name. */
function uniqueMarker(): string {
  const letters = Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `X${letters.join('')}`;
}

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });

async function openAsAdmin(page: Page, search = '') {
  await page.addInitScript((session) => localStorage.setItem('labora.session', JSON.stringify(session)), admin);
  await page.goto(`/dashboard/admin${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Pesquisar Usuários' }).fill(text);
  // The search waits for typing to pause, then lands in the address.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

const names = (page: Page) => page.getByRole('rowheader');
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
const pageLabel = (page: Page) => page.getByRole('navigation', { name: 'Paginação' }).getByText(/^Page \d+ of \d+$/);

test.describe('eleven users sharing a marker', () => {
  const marker = uniqueMarker();
  const firstNames = ['Abel', 'Bruna', 'Caio', 'Dora', 'Enzo', 'Fabio', 'Gael', 'Heitor', 'Iara', 'Joana', 'Kaue'];
  const fullNames = firstNames.map((first) => `${first} ${marker}`);
  const emails: string[] = [];

  test.beforeAll(async ({ browser, labora }) => {
    const page = await browser.newPage({ baseURL: labora.url });
    for (const first of firstNames) {
      const person = await registerByApi(page, { first_name: first, last_name: marker });
      emails.push(person.email);
    }
    await page.close();
  });

  test('search finds users by name or e-mail, whatever the case', async ({ page }) => {
    await openAsAdmin(page);
    await search(page, marker.toLowerCase());
    await expect(names(page)).toHaveCount(10);
    await expect(page.getByText('11 usuários')).toBeVisible();
    await expect(pageLabel(page)).toHaveText('Page 1 of 2');
    for (const name of await names(page).allTextContents()) expect(name).toContain(marker);

    const email = emails[3] ?? '';
    await search(page, email.toUpperCase());
    await expect(names(page)).toHaveCount(1);
    await expect(rowOf(page, email)).toContainText('Dora');
    await expect(pageLabel(page)).toHaveText('Page 1 of 1');

    await search(page, `${marker}nada`);
    await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();

    // The menu link starts over: no search in the box or the address.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administração' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('searchbox', { name: 'Pesquisar Usuários' })).toHaveValue('');
    await expect(page.getByText('Nenhum usuário encontrado.')).toHaveCount(0);
  });

  test('clicking Nome sorts ascending, again descending, and a reload keeps it', async ({ page }) => {
    await openAsAdmin(page, `?q=${marker}`);
    const nome = page.getByRole('columnheader', { name: 'Nome' });
    await expect(nome).toHaveAttribute('aria-sort', 'none');

    await nome.getByRole('button').click();
    await expect(nome).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(page)).toHaveCount(10);
    await expect(names(page)).toContainText(fullNames.slice(0, 10));

    await nome.getByRole('button').click();
    await expect(nome).toHaveAttribute('aria-sort', 'descending');
    await expect(names(page)).toContainText([...fullNames].reverse().slice(0, 10));

    await page.reload();
    await expect(nome).toHaveAttribute('aria-sort', 'descending');
    await expect(names(page).first()).toContainText(`Kaue ${marker}`);
    await expect(page.getByRole('searchbox', { name: 'Pesquisar Usuários' })).toHaveValue(marker);
  });

  test('pages of ten: next, a reload on page 2, previous, and a new search back to page 1', async ({ page }) => {
    await openAsAdmin(page);
    await search(page, marker);
    await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Próxima' });

    await expect(pageLabel(page)).toHaveText('Page 1 of 2');
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(pageLabel(page)).toHaveText('Page 2 of 2');
    await expect(names(page)).toHaveCount(1);
    await expect(names(page)).toContainText(`Kaue ${marker}`);
    await expect(next).toBeDisabled();

    await page.reload();
    await expect(pageLabel(page)).toHaveText('Page 2 of 2');
    await expect(names(page)).toContainText([`Kaue ${marker}`]);

    await previous.click();
    await expect(pageLabel(page)).toHaveText('Page 1 of 2');
    await expect(names(page).first()).toContainText(`Abel ${marker}`);

    await next.click();
    await expect(pageLabel(page)).toHaveText('Page 2 of 2');
    await search(page, marker.toUpperCase());
    await expect(pageLabel(page)).toHaveText('Page 1 of 2');
    await expect(names(page)).toHaveCount(10);
  });

  test('Baixar/Export CSV downloads users.csv with every user of the search', async ({ page }) => {
    await openAsAdmin(page, `?q=${marker}`);
    await expect(names(page)).toHaveCount(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar/Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('users.csv');

    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Role,Freelancer');
    // All eleven, not only the ten on screen, in name order.
    expect(lines.slice(1)).toEqual(fullNames.map((name, i) => `${name},${emails[i]},(11) 98765-4321,User,No`));
  });
});

test('the Sim/Não toggle and the User Details modal save, and both survive a reload', async ({ page }) => {
  const marker = uniqueMarker();
  const person = await registerByApi(page, { first_name: 'Otavio', last_name: marker });
  await openAsAdmin(page);
  await search(page, marker);

  // Its name starts with the word it shows (Label in Name), then whose flag it is.
  const toggle = page.getByRole('button', { name: `— freelancer: Otavio ${marker}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveText('Não');
  await expect(toggle).toHaveAccessibleName(`Não — freelancer: Otavio ${marker}`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveText('Sim');
  await expect(toggle).toHaveAccessibleName(`Sim — freelancer: Otavio ${marker}`);
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const row = rowOf(page, person.email);
  await expect(row).toContainText('Ativo');
  await row.getByRole('button', { name: /^Editar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog).toContainText(`Otavio ${marker}`);
  await expect(dialog).toContainText(person.email);
  await expect(dialog.getByLabel('User ID')).toHaveAttribute('readonly');
  await expect(dialog.getByLabel('User ID')).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(dialog.getByLabel('Role')).toHaveValue('user');
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await expect(dialog.getByText('Registered')).toBeVisible();
  await expect(dialog).toContainText(/Registered\d{2}\/\d{2}\/\d{4}/);
  await expect(dialog).toContainText('Last LoginNever');

  await dialog.getByLabel('Role').selectOption('moderator');
  await dialog.getByLabel('Status').selectOption('Inactive');
  await dialog.getByLabel('Admin Notes').fill('Conta verificada por telefone.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Usuário atualizado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Inativo');
  await expect(row).toContainText('moderator');

  await page.reload();
  await expect(row).toContainText('Inativo');
  await row.getByRole('button', { name: /^Editar/ }).click();
  await expect(dialog.getByLabel('Role')).toHaveValue('moderator');
  await expect(dialog.getByLabel('Status')).toHaveValue('inactive');
  await expect(dialog.getByLabel('Admin Notes')).toHaveValue('Conta verificada por telefone.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('Excluir asks first, then removes the user from the table and the total', async ({ page }) => {
  const marker = uniqueMarker();
  const person = await registerByApi(page, { first_name: 'Denise', last_name: marker });
  await openAsAdmin(page);
  const totalValue = page
    .getByRole('listitem')
    .filter({ hasText: 'Total de Usuários' })
    .getByText(/^\d[\d.]*$/);
  await expect(totalValue).toBeVisible();
  const totalBefore = Number((await totalValue.textContent())?.replace(/\./g, ''));

  await search(page, marker);
  const row = rowOf(page, person.email);
  const dialog = page.getByRole('dialog', { name: 'Excluir usuário' });
  await row.getByRole('button', { name: /^Excluir/ }).click();
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await expect(dialog).toContainText(person.email);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Excluir/ }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Usuário excluído com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await expect(totalValue).toHaveText(String(totalBefore - 1));

  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the admin's own account cannot be deleted: the server's reason shows as a toast", async ({ page }) => {
  await openAsAdmin(page);
  await search(page, 'admin@labora.dev');
  const row = rowOf(page, 'admin@labora.dev');
  await row.getByRole('button', { name: /^Excluir/ }).click();
  await page.getByRole('dialog', { name: 'Excluir usuário' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Você não pode excluir a sua própria conta por aqui.')).toBeVisible();
  await expect(row).toBeVisible();
});

test('a plain user gets the refusal instead of the page; made moderator, they read without write actions', async ({
  page,
}) => {
  const marker = uniqueMarker();
  const person = await registerByApi(page, { first_name: 'Mauro', last_name: marker });
  await page.goto('/login');
  await logInByForm(page, person.email);
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/dashboard/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('Você não tem permissão para fazer isso.');
  await expect(main.getByRole('table')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Administração' })).toHaveCount(0);

  const found = await page.request.get(`/api/usuarios?q=${encodeURIComponent(person.email)}`, { headers: bearer() });
  const [user] = (await found.json()) as Array<{ _id: string }>;
  const promoted = await page.request.put(`/api/usuarios/${user?._id}`, {
    headers: bearer(),
    data: { role: 'moderator' },
  });
  expect(promoted.status()).toBe(200);

  await page.reload();
  await expect(main.getByRole('table')).toBeVisible();
  await search(page, marker);
  const row = rowOf(page, person.email);
  await expect(row).toContainText('Não');
  await expect(row.getByRole('button', { name: /freelancer:/i })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Baixar/Export CSV' })).toBeEnabled();

  await row.getByRole('button', { name: /^Detalhes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog.getByLabel('Role')).toBeDisabled();
  await expect(dialog.getByLabel('Status')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cards stack, users become cards with a sort select, and nothing scrolls sideways', async ({ page }) => {
    await openAsAdmin(page);
    const stats = page.getByRole('region', { name: 'Resumo' }).getByRole('listitem');
    await expect(stats).toHaveCount(3);
    const [first, second] = [await stats.nth(0).boundingBox(), await stats.nth(1).boundingBox()];
    expect(second?.y).toBeGreaterThanOrEqual((first?.y ?? 0) + (first?.height ?? 0));

    await expect(page.getByRole('table')).toHaveCount(0);
    const order = page.getByLabel('Ordenar por');
    await order.selectOption('Nome (Z–A)');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'name');
    await page.reload();
    await expect(order).toHaveValue('name:desc');

    await search(page, 'admin@labora.dev');
    const cards = page.getByRole('list', { name: 'Usuários' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Beatriz Almeida');
    await expect(cards.getByRole('button', { name: /^Editar/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
