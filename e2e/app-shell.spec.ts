import type { Page } from '@playwright/test';
import { newPerson } from './factories.js';
import { expect, logInByForm, PASSWORD, test } from './fixtures.js';

// SPEC's items, with a buyer's own list after 'Meus Projetos' (Carla and the demo admin hire; see role-dashboards.spec).
const MENU = [
  'Início',
  'Meus Projetos',
  'Meus trabalhos publicados',
  'Freelancers',
  'Contratações',
  'Carteira',
  'Configurações',
  'Editar Perfil',
  'Mensagens',
];

async function openDashboardAs(page: Page, email: string) {
  await page.goto('/login');
  await logInByForm(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('the side menu lists the screens in order, marks the current one and shows who is signed in', async ({
  page,
  request,
}) => {
  const carla = await newPerson(request, 'Carla', { freelancer: false });
  await openDashboardAs(page, carla.email);
  await expect(menu(page).getByRole('link')).toHaveText(MENU);
  await expect(menu(page).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('link', { name: 'Mensagens' })).not.toHaveAttribute('aria-current');
  await expect(menu(page).getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await expect(page.getByText(carla.name, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ver perfil' }).click();
  await expect(page).toHaveURL(/\/view-profile$/);
});

test('an admin also sees Administração and Moderação', async ({ page }) => {
  await openDashboardAs(page, 'admin@labora.dev');
  await expect(menu(page).getByRole('link')).toHaveText([...MENU, 'Administração', 'Moderação']);
  await expect(menu(page).getByRole('link', { name: 'Administração' })).toHaveAttribute('href', '/dashboard/admin');
  await expect(menu(page).getByRole('link', { name: 'Moderação' })).toHaveAttribute('href', '/moderacao');
});

test('the logout dialog can be cancelled or dismissed, keeping the session', async ({ page, request }) => {
  const carla = await newPerson(request, 'Carla', { freelancer: false });
  await openDashboardAs(page, carla.email);
  const trigger = page.getByRole('button', { name: 'Sair da Conta' });
  const dialog = page.getByRole('dialog', { name: 'Confirmar Logout' });

  await trigger.click();
  await expect(dialog).toContainText('Deseja realmente sair da conta?');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('labora.session'))).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Carla!');
});

test('a collapsed menu stays collapsed after a reload, icons keeping their names', async ({ page, request }) => {
  const carla = await newPerson(request, 'Carla', { freelancer: false });
  await openDashboardAs(page, carla.email);
  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(menu(page).getByText('Meus Projetos')).not.toBeInViewport();
  await page.reload();
  const expand = page.getByRole('button', { name: 'Expandir menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  const projects = menu(page).getByRole('link', { name: 'Meus Projetos' });
  await expect(projects).toHaveAttribute('title', 'Meus Projetos');
  await expand.click();
  await expect(menu(page).getByText('Meus Projetos')).toBeInViewport();
  await expect(projects).not.toHaveAttribute('title');
});

test('the skip link takes the keyboard to the page content', async ({ page, request }) => {
  const carla = await newPerson(request, 'Carla', { freelancer: false });
  await openDashboardAs(page, carla.email);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#conteudo')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer behind a button', async ({ page, request }) => {
    const carla = await newPerson(request, 'Carla', { freelancer: false });
    await openDashboardAs(page, carla.email);
    await expect(menu(page)).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await open.click();
    // The open drawer is modal: the rest of the page, its trigger included, leaves the accessibility tree.
    await expect(page.getByRole('button', { name: 'Abrir menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toHaveText(MENU);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole('link', { name: 'Início' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Carla!');
  });
});
