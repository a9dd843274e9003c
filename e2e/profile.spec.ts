import type { Page } from '@playwright/test';
import { expect, logInByForm, registerByApi, test, toast } from './fixtures.js';

/** A 1 × 1 PNG: enough for the server to decode and re-encode as the stored WebP. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SAO_JOSE_DOS_CAMPOS_IBGE = '3549904';

/** A fresh account (workers share a server), signed in through the form and on the edit screen. */
async function openEditProfileAsNewUser(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const account = await registerByApi(page, overrides);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(account.first_name);
  return account;
}

const form = (page: Page) => page.getByRole('region', { name: 'Informações do perfil' });
const avatarSection = (page: Page) => page.getByRole('region', { name: 'Foto de perfil' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const skillTags = (page: Page) =>
  form(page).getByRole('list', { name: 'Habilidades adicionadas' }).getByRole('listitem');
const save = (page: Page) => form(page).getByRole('button', { name: 'Salvar Alterações' });

/** The profile as the server has it, read with the session this page holds. */
async function profileOnServer(page: Page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('labora.session') ?? '{}').token as string);
  const res = await page.request.get('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

test('every field is saved, shown again after a reload and on My Profile', async ({ page }) => {
  const account = await openEditProfileAsNewUser(page, { phone: '21998765432' });
  await expect(page).toHaveTitle('Editar Perfil · Labora');
  // Shown, not edited here: it changes in its own dialog (email-change.spec.ts).
  await expect(field(page, 'E-mail')).toHaveValue(account.email);
  await expect(field(page, 'E-mail')).toHaveAttribute('readonly', '');

  // Shown, not edited here either: the phone may sign in, so it changes in Configurações (phone-sign-in.spec.ts).
  await expect(field(page, 'Telefone')).toHaveValue('(21) 99876-5432');
  await expect(field(page, 'Telefone')).toHaveAttribute('readonly', '');
  await expect(form(page).getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/customize-profile');

  // Names are masked as they are typed.
  await field(page, 'Nome').fill('joão pedro');
  await expect(field(page, 'Nome')).toHaveValue('João Pedro');
  await field(page, 'Sobrenome').fill('silva2 santos');
  await expect(field(page, 'Sobrenome')).toHaveValue('Silva Santos');
  await field(page, 'Cargo').fill('Desenvolvedor full stack');

  const city = form(page).getByRole('combobox', { name: 'Cidade' });
  await city.fill('curitiba');
  await form(page).getByRole('option', { name: 'Curitiba, PR' }).click();
  await expect(city).toHaveValue('Curitiba, PR');
  await expect(city).toHaveAttribute('aria-expanded', 'false');

  await field(page, 'Valor por hora (R$)').fill('85,5');
  await field(page, 'Valor por hora (R$)').blur();
  await expect(field(page, 'Valor por hora (R$)')).toHaveValue('85,50');
  await field(page, 'Gênero').selectOption({ label: 'Masculino' });
  await field(page, 'Bio').fill('Programo há 10 anos.\nGosto de projetos de impacto.');

  const skill = field(page, 'Habilidades');
  await skill.fill('React');
  await skill.press('Enter');
  await skill.fill('TypeScript');
  await form(page).getByRole('button', { name: 'Adicionar' }).click();
  await skill.fill('  react ');
  await skill.press('Enter');
  await expect(form(page).getByText('Essa habilidade já está na lista.')).toBeVisible();
  await skill.fill('Node.js');
  await skill.press('Enter');
  await expect(skillTags(page)).toHaveText(['React', 'TypeScript', 'Node.js']);
  await form(page).getByRole('button', { name: 'Remover TypeScript' }).click();
  await expect(skillTags(page)).toHaveText(['React', 'Node.js']);
  await expect(skill).toBeFocused();
  // Typed but not added: saved too, rather than lost.
  await skill.fill('PostgreSQL');

  await save(page).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
  await expect(skillTags(page)).toHaveText(['React', 'Node.js', 'PostgreSQL']);
  await expect(skill).toHaveValue('');
  // The session user follows: the side menu's footer shows the new name at once.
  await expect(page.getByText('João Pedro Silva Santos', { exact: true })).toBeVisible();

  await page.reload();
  await expect(field(page, 'Nome')).toHaveValue('João Pedro');
  await expect(field(page, 'Sobrenome')).toHaveValue('Silva Santos');
  await expect(field(page, 'E-mail')).toHaveValue(account.email);
  await expect(field(page, 'Telefone')).toHaveValue('(21) 99876-5432');
  await expect(field(page, 'Cargo')).toHaveValue('Desenvolvedor full stack');
  await expect(city).toHaveValue('Curitiba, PR');
  await expect(field(page, 'Valor por hora (R$)')).toHaveValue('85,50');
  await expect(field(page, 'Gênero')).toHaveValue('masculino');
  await expect(field(page, 'Bio')).toHaveValue('Programo há 10 anos.\nGosto de projetos de impacto.');
  await expect(skillTags(page)).toHaveText(['React', 'Node.js', 'PostgreSQL']);
  await expect(page.getByText('João Pedro Silva Santos', { exact: true })).toBeVisible();

  const saved = await profileOnServer(page);
  expect(saved).toMatchObject({ phone: '21998765432', hourly_rate: 85.5, gender: 'masculino' });
  expect(saved.locationDetails).toMatchObject({ placeId: expect.stringMatching(/^\d{7}$/) });

  await page.getByRole('link', { name: 'Ver meu perfil' }).click();
  await expect(page).toHaveURL(/\/view-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
  const shown = (label: string) => page.getByLabel(label, { exact: true });
  for (const [label, value] of [
    ['Nome', 'João Pedro'],
    ['Sobrenome', 'Silva Santos'],
    ['E-mail', account.email],
    ['Telefone', '(21) 99876-5432'],
    ['Bio', 'Programo há 10 anos.\nGosto de projetos de impacto.'],
    ['Cargo', 'Desenvolvedor full stack'],
    ['Cidade', 'Curitiba, PR'],
    // Intl writes a no-break space after R$.
    ['Valor por hora', /^R\$\s85,50\/hora$/],
    ['Gênero', 'Masculino'],
  ] as const) {
    await expect(shown(label)).toHaveValue(value);
    await expect(shown(label)).toBeDisabled();
  }
  await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText([
    'React',
    'Node.js',
    'PostgreSQL',
  ]);
  // No picture yet: the initial stands in for it.
  await expect(page.getByRole('img', { name: 'Foto de perfil de João Pedro Silva Santos' })).toHaveText('J');
});

test('bad input is caught in the browser, on its field', async ({ page }) => {
  const account = await openEditProfileAsNewUser(page);

  await field(page, 'Nome').fill('');
  // The hourly rate is a money box: it keeps money only (two decimals at most), so it never holds a bad value.
  await field(page, 'Valor por hora (R$)').pressSequentially('ab12,345');
  await expect(field(page, 'Valor por hora (R$)')).toHaveValue('12,34');
  await save(page).click();
  await expect(form(page).getByText('Informe nome e sobrenome.')).toBeVisible();
  await expect(field(page, 'Nome')).toBeFocused();
  await expect(field(page, 'Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Valor por hora (R$)')).not.toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(field(page, 'Nome')).toHaveValue(account.first_name);
  await expect(field(page, 'Valor por hora (R$)')).toHaveValue('');
});

test('/EditProfile opens the edit screen', async ({ page }) => {
  await openEditProfileAsNewUser(page);
  await page.goto('/EditProfile');
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Editar Perfil' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a city is picked from the list by keyboard, typed without accents, and kept after a reload', async ({ page }) => {
  await openEditProfileAsNewUser(page);
  const city = form(page).getByRole('combobox', { name: 'Cidade' });
  const listbox = form(page).getByRole('listbox', { name: 'Cidade' });
  const wanted = listbox.getByRole('option', { name: 'São José dos Campos, SP', exact: true });

  await city.fill('sao jose dos');
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await expect(wanted).toBeVisible();
  await expect(city).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');

  // Arrow down until the wanted city is the active option, then Enter.
  for (let i = 0; i < 10 && (await wanted.getAttribute('aria-selected')) !== 'true'; i++) await city.press('ArrowDown');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await expect(city).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id')) ?? '');
  await expect(city).toBeFocused();
  await city.press('Enter');
  await expect(city).toHaveValue('São José dos Campos, SP');
  await expect(city).toHaveAttribute('aria-expanded', 'false');

  // Typing after a pick makes it free text again, which is refused: cities only.
  await city.press('End');
  await city.pressSequentially(' centro');
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await city.press('Escape');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await save(page).click();
  await expect(form(page).getByText('Escolha uma cidade da lista.')).toBeVisible();
  await expect(city).toBeFocused();

  await city.fill('SÃO JOSÉ DOS CAMPOS');
  await wanted.click();
  await expect(form(page).getByText('Escolha uma cidade da lista.')).toHaveCount(0);
  await save(page).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();

  await page.reload();
  await expect(city).toHaveValue('São José dos Campos, SP');
  const saved = await profileOnServer(page);
  expect(saved.location).toBe('São José dos Campos, SP');
  expect(saved.locationDetails.placeId).toBe(SAO_JOSE_DOS_CAMPOS_IBGE);

  // An empty box is allowed: it clears the city.
  await city.fill('');
  await save(page).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
  await page.reload();
  await expect(city).toHaveValue('');
  expect((await profileOnServer(page)).locationDetails).toBeNull();
});

test('an avatar is uploaded, shown in the side menu and after a reload, then removed', async ({ page }) => {
  const account = await openEditProfileAsNewUser(page);
  const fullName = `${account.first_name} ${account.last_name}`;
  const section = avatarSection(page);
  const menuAvatar = page.getByRole('img', { name: fullName, exact: true });
  const saveAvatar = section.getByRole('button', { name: 'Salvar Avatar' });
  const removeAvatar = section.getByRole('button', { name: 'Remover Avatar' });

  await expect(removeAvatar).toBeDisabled();
  await expect(menuAvatar).toHaveCount(0);
  await expect(section.getByRole('img', { name: `Foto de perfil de ${fullName}` })).toHaveText('P');

  await saveAvatar.click();
  await expect(section.getByText('Selecione uma imagem primeiro.')).toBeVisible();

  await section
    .getByLabel('Escolher imagem')
    .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(section.getByRole('img', { name: 'Pré-visualização da nova foto' })).toHaveAttribute('src', /^blob:/);
  await expect(section.getByText('Selecionada: eu.png')).toBeVisible();
  await expect(section.getByText('Selecione uma imagem primeiro.')).toHaveCount(0);
  await saveAvatar.click();
  await expect(toast(page, 'Avatar atualizado com sucesso!')).toBeVisible();

  const avatarSrc = /^\/uploads\/avatars\/[0-9a-f]{32}\.webp\?v=\d+$/;
  await expect(menuAvatar).toHaveAttribute('src', avatarSrc);
  await expect.poll(() => menuAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  await expect(section.getByRole('img', { name: `Foto de perfil de ${fullName}` })).toHaveAttribute('src', avatarSrc);
  await expect(removeAvatar).toBeEnabled();

  await page.reload();
  await expect(menuAvatar).toHaveAttribute('src', avatarSrc);
  await expect(section.getByRole('img', { name: `Foto de perfil de ${fullName}` })).toHaveAttribute('src', avatarSrc);
  await page.getByRole('link', { name: 'Ver meu perfil' }).click();
  // The edit page shows the same picture: only the address tells the profile opened before going back.
  await expect(page).toHaveURL(/\/view-profile$/);
  await expect(page.getByRole('main').getByRole('img', { name: `Foto de perfil de ${fullName}` })).toHaveAttribute(
    'src',
    avatarSrc,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/edit-profile$/i);

  await removeAvatar.click();
  await expect(toast(page, 'Avatar removido com sucesso!')).toBeVisible();
  await expect(menuAvatar).toHaveCount(0);
  await expect(section.getByRole('img', { name: `Foto de perfil de ${fullName}` })).toHaveText('P');
  await expect(removeAvatar).toBeDisabled();
  await page.reload();
  await expect(menuAvatar).toHaveCount(0);
  await expect(removeAvatar).toBeDisabled();
});

test('files that are not usable images are refused, in the browser or by the server', async ({ page }) => {
  await openEditProfileAsNewUser(page);
  const section = avatarSection(page);
  const chooser = section.getByLabel('Escolher imagem');

  await chooser.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não sou uma imagem') });
  await expect(section.getByRole('alert')).toHaveText('Por favor, selecione apenas arquivos de imagem.');
  await expect(section.getByRole('img', { name: 'Pré-visualização da nova foto' })).toHaveCount(0);

  await chooser.setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(section.getByRole('alert')).toHaveText('A imagem deve ter menos de 5MB.');

  // Claims to be a PNG but is not one: the server reads the bytes and says so.
  await chooser.setInputFiles({ name: 'falso.png', mimeType: 'image/png', buffer: Buffer.from('isto não é um PNG') });
  await expect(section.getByRole('alert')).toHaveCount(0);
  await section.getByRole('button', { name: 'Salvar Avatar' }).click();
  await expect(toast(page, 'Formato não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remover Avatar' })).toBeDisabled();
});

test('a profile that fails to load says so and can be asked for again', async ({ page }) => {
  await openEditProfileAsNewUser(page);
  await page.route('**/api/users/profile', (route) => route.abort('internetdisconnected'));
  await page.reload();
  const failure = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar seu perfil.' });
  await expect(failure).toContainText('Erro de conexão. Verifique sua internet e tente novamente.');
  await expect(form(page)).toHaveCount(0);

  await page.unroute('**/api/users/profile');
  await failure.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(field(page, 'Nome')).toHaveValue('Paula');
  await expect(failure).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form is one column', async ({ page }) => {
    await openEditProfileAsNewUser(page);
    const first = await field(page, 'Nome').boundingBox();
    const last = await field(page, 'Sobrenome').boundingBox();
    expect(first && last && last.y > first.y && last.x === first.x).toBe(true);
  });
});
