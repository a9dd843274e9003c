import type { Page } from '@playwright/test';
import { newPerson, postJob, signInAs, uniqueSurname } from './factories.js';
import { expect, logInByForm, PASSWORD, registerByApi, test, toast } from './fixtures.js';

// Each intent gets a dashboard and a menu of its own (issue 10): the demo client (Carla) and the demo freelancer
// (Rafael) as the README lists them, a newcomer who has not chosen, and someone switching in Configurações.
// The demo accounts are only read here: switching is done by a fresh person.

const SPEC_MENU = [
  'Início',
  'Meus Projetos',
  'Freelancers',
  'Contratações',
  'Carteira',
  'Configurações',
  'Editar Perfil',
  'Mensagens',
];
const BUYER_MENU = ['Início', 'Meus Projetos', 'Meus trabalhos publicados', ...SPEC_MENU.slice(2)];
// A seller also has his own dashboard (/dashboard/freelancer) right after 'Início', and finds work where a buyer
// finds freelancers ('Encontrar trabalho', the list's projects tab).
const SELLER_MENU = [
  'Início',
  'Painel do Freelancer',
  'Meus Projetos',
  'Minhas propostas',
  'Encontrar trabalho',
  ...SPEC_MENU.slice(3),
];

// Every skill of the demo freelancer's profile (apps/api/src/db/seed/demo.ts): no job can match him better.
const RAFAEL_SKILLS = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Acessibilidade'];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const stat = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Signs in by the form as a demo account and goes on from the welcome screen, as a returning user does. */
async function demoLogin(page: Page, email: string, firstName: string) {
  await page.goto('/login');
  await logInByForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/welcome-user$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Ótimo ${firstName}, agora vamos personalizar o seu perfil :)`,
  );
  await expect(page.getByRole('link', { name: 'Editar Perfil' })).toHaveAttribute('href', '/EditProfile');
  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${firstName}!`);
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the demo client sees a buyer’s menu, numbers that open her lists, and freelancers to hire', async ({
    page,
  }) => {
    await demoLogin(page, 'cliente@labora.dev', 'Carla');
    await expect(menu(page).getByRole('link')).toHaveText(BUYER_MENU);
    await expect(menu(page).getByRole('link', { name: 'Meus trabalhos publicados' })).toHaveAttribute(
      'href',
      '/my-jobs',
    );

    await expect(stat(page, 'Projetos abertos')).toBeVisible();
    await expect(stat(page, 'Propostas recebidas pendentes')).toBeVisible();
    await expect(stat(page, 'Propostas enviadas pendentes')).toHaveCount(0);
    await expect(section(page, 'Serviços para contratar').getByRole('article').first()).toBeVisible();
    await expect(section(page, 'Projetos recomendados para você')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Publique seu projeto agora' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Começar agora' })).toHaveAttribute('href', '/add-job');
    await expect(page.getByRole('heading', { name: 'Encontre projetos para você' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('seus ganhos');
    await expect(page.getByRole('main')).not.toContainText('clientes encontram você');
    await expect(section(page, 'Propostas').getByRole('link', { name: 'Meus trabalhos publicados' })).toHaveAttribute(
      'href',
      '/my-jobs',
    );

    // The Ganhos tab speaks of what she pays, not of earnings.
    await page.getByRole('tab', { name: 'Ganhos' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Pagamentos dos últimos 12 meses');
    await expect(page.getByRole('tabpanel')).not.toContainText('Ganhos dos últimos 12 meses');
    await page.getByRole('tab', { name: 'Habilidades & Metas' }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('clientes encontram você');
    await page.getByRole('tab', { name: 'Visão Geral' }).click();

    // A number opens the list it counts.
    await stat(page, 'Projetos abertos').click();
    await expect(page).toHaveURL(/\/my-jobs\?status=abertos$/);
    await page.goBack();
    await stat(page, 'Contratos em andamento').getByRole('link').click();
    await expect(page).toHaveURL(/\/hiring\?status=em_andamento$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contratações');
    await page.goBack();
    await stat(page, 'Propostas recebidas pendentes').click();
    await expect(page).toHaveURL(/\/my-jobs$/);
    await page.goBack();
    await stat(page, 'Contratos concluídos').click();
    await expect(page).toHaveURL(/\/hiring\?status=concluido$/);

    // 'Meus Projetos' points a client to what she published and whom she hired.
    await menu(page).getByRole('link', { name: 'Meus Projetos' }).click();
    const notice = page.getByRole('region', { name: 'Seus projetos como cliente' });
    await expect(notice.getByRole('link', { name: 'Meus trabalhos publicados' })).toHaveAttribute('href', '/my-jobs');
    await expect(notice.getByRole('link', { name: 'Contratações' })).toHaveAttribute('href', '/hiring');
  });

  test('the demo freelancer sees a seller’s menu, his numbers, recommended jobs, and opens one', async ({
    page,
    request,
  }) => {
    // A job asking every skill of his profile: the best match there can be.
    const client = await newPerson(request, 'Marta', { freelancer: false });
    const job = await postJob(request, client, {
      title: `Painel acessível em React ${uniqueSurname()}`,
      category: 'Desenvolvimento Web',
      skills: RAFAEL_SKILLS,
    });

    await demoLogin(page, 'freelancer@labora.dev', 'Rafael');
    await expect(menu(page).getByRole('link')).toHaveText(SELLER_MENU);
    await expect(menu(page).getByRole('link', { name: 'Minhas propostas' })).toHaveAttribute('href', '/my-proposals');

    await expect(stat(page, 'Propostas enviadas pendentes')).toBeVisible();
    await expect(stat(page, 'Avaliação média')).toBeVisible();
    await expect(stat(page, 'Projetos abertos')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Encontre projetos para você' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Crie um serviço' })).toBeVisible();
    // A freelancer may hire too: publishing closes the seller's cards (SPEC puts it on every overview).
    await expect(page.getByRole('link', { name: 'Começar agora' })).toHaveAttribute('href', '/add-job');
    await expect(section(page, 'Serviços para contratar')).toHaveCount(0);
    await expect(section(page, 'Propostas').getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/my-proposals',
    );

    await stat(page, 'Propostas enviadas pendentes').click();
    await expect(page).toHaveURL(/\/my-proposals$/);
    await page.goBack();
    await stat(page, 'Contratos em andamento').click();
    await expect(page).toHaveURL(/\/my-projects\?status=em_andamento$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meus Projetos');
    await expect(page.getByRole('region', { name: 'Seus projetos como cliente' })).toHaveCount(0);
    await page.goBack();

    const recommended = section(page, 'Projetos recomendados para você');
    const card = recommended.getByRole('article', { name: job.title });
    await expect(card).toContainText('Combina com: React, TypeScript, Node.js, PostgreSQL, Acessibilidade');
    await expect(card).toContainText(client.name);
    await card.getByRole('link', { name: job.title }).click();
    await expect(page).toHaveURL(new RegExp(`/job/${job.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  });
});

test('someone who has not chosen sees a neutral dashboard that asks them to', async ({ page }) => {
  const account = await registerByApi(page);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).toHaveURL(/\/user-selection$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paula!');
  await expect(menu(page).getByRole('link')).toHaveText(SPEC_MENU);
  const prompt = page.getByRole('region', { name: 'Como você quer usar a Labora?' });
  await expect(prompt.getByRole('link', { name: 'Escolher agora' })).toHaveAttribute('href', '/user-selection');
  await expect(page.getByRole('group', { name: 'Projetos abertos' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Publique seu projeto agora' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Encontre projetos para você' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Personalize a Labora para você' })).toBeVisible();
});

test('switching intent in Configurações changes the menu and the dashboard at once, and back', async ({
  page,
  request,
}) => {
  const paula = await newPerson(request, 'Paula', { freelancer: false });
  await signInAs(page, paula, '/customize-profile');
  const card = page.getByRole('region', { name: 'Como você usa a Labora' });
  await expect(card.getByRole('radio', { name: /Contratar um Freelancer/ })).toBeChecked();
  const save = card.getByRole('button', { name: 'Salvar escolha' });
  await expect(save).toBeDisabled();
  await expect(menu(page).getByRole('link')).toHaveText(BUYER_MENU);

  await card.getByText('Ser um Freelancer').click();
  await expect(card.getByRole('radio', { name: /Ser um Freelancer/ })).toBeChecked();
  await save.click();
  await expect(toast(page, 'Agora a Labora mostra o que você precisa para trabalhar como freelancer.')).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(SELLER_MENU);
  await expect(save).toBeDisabled();

  await menu(page).getByRole('link', { name: 'Início' }).click();
  await expect(stat(page, 'Propostas enviadas pendentes')).toBeVisible();
  await expect(section(page, 'Projetos recomendados para você')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crie um serviço' })).toBeVisible();

  // The choice outlives a reload (it is the server's), and switching back restores the buyer's screens.
  await page.goto('/customize-profile');
  await expect(card.getByRole('radio', { name: /Ser um Freelancer/ })).toBeChecked();
  await card.getByText('Contratar um Freelancer').click();
  await save.click();
  await expect(toast(page, 'Agora a Labora mostra o que você precisa para contratar.')).toBeVisible();
  await menu(page).getByRole('link', { name: 'Início' }).click();
  await expect(stat(page, 'Projetos abertos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Publique seu projeto agora' })).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(BUYER_MENU);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the freelancer’s dashboard and the intent card fit the screen', async ({ page, request }) => {
    const rafa = await newPerson(request, 'Rafa', { freelancer: true });
    await signInAs(page, rafa, '/dashboard');
    await expect(section(page, 'Projetos recomendados para você').getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/customize-profile');
    await expect(page.getByRole('region', { name: 'Como você usa a Labora' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a new seller finds a job among his recommended ones and through its category, proposes, and sees it in Minhas propostas', async ({
  page,
  request,
}) => {
  const tag = uniqueSurname();
  const skill = `Elm ${tag}`;
  const seller = await newPerson(request, 'Otávio', { freelancer: true });
  const profile = await request.put('/api/users/profile', {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: {
      first_name: 'Otávio',
      last_name: seller.name.split(' ')[1],
      phone: '11987654321',
      user_type: 'Desenvolvedor Front-end',
      skills: [skill],
    },
  });
  expect(profile.status()).toBe(200);
  const client = await newPerson(request, 'Marta', { freelancer: false });
  const job = await postJob(request, client, {
    title: `Loja virtual em Elm ${tag}`,
    category: 'Desenvolvimento Web',
    skills: [skill],
  });

  await signInAs(page, seller, '/dashboard');
  const card = section(page, 'Projetos recomendados para você').getByRole('article', { name: job.title });
  await expect(card).toContainText(`Combina com: ${skill}`);

  // The same job through its category: a seller's category opens projects of it.
  await page
    .getByRole('region', { name: 'Explore por categoria' })
    .getByRole('link', { name: 'Programação & Tecnologia' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projetos Disponíveis' })).toBeVisible();
  await page.getByPlaceholder('Buscar projetos...').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const found = page.getByRole('article', { name: job.title, exact: true });
  await found.getByRole('link', { name: 'Ver Detalhes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();

  await page.getByLabel('Valor da proposta (R$)', { exact: true }).fill('2.400');
  await page.getByLabel('Prazo de entrega (dias)', { exact: true }).fill('20');
  await page
    .getByLabel('Carta de apresentação', { exact: true })
    .fill('Já fiz duas lojas virtuais em Elm, com testes e documentação.');
  await page.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toast(page, 'Proposta enviada com sucesso!')).toBeVisible();

  await menu(page).getByRole('link', { name: 'Minhas propostas' }).click();
  const sent = page.getByRole('list', { name: 'Minhas propostas' }).getByRole('article', { name: job.title });
  await expect(sent).toContainText('Pendente');
  await expect(sent).toContainText(client.name);
  await expect(sent).toContainText('R$ 2.400,00');
});
