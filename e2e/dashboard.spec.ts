import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  concludeAndReview,
  hire,
  newPerson,
  postGig,
  postJob,
  propose,
  signInAs,
  startContract,
  uniqueSurname,
} from './factories.js';
import { expect, logInByForm, PASSWORD, test } from './fixtures.js';

interface Party {
  id: string;
  name: string;
}
interface Contract {
  id: string;
  title: string;
  endDate: string;
  client: Party;
  freelancer: Party;
}
interface Proposal {
  id: string;
  jobId: string;
  jobTitle: string;
  amountCents: number;
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  freelancer: Party;
}
interface Gig {
  id: string;
  title: string;
  priceCents: number;
  seller: Party;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const STATUS_LABELS = { pending: 'Pendente', accepted: 'Aceita', rejected: 'Rejeitada', withdrawn: 'Retirada' };

async function openDashboard(page: Page, email: string) {
  await page.goto('/login');
  await logInByForm(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A fresh freelancer with something on each section of his dashboard: a proposal he sent, a gig of his own and
 * open jobs to recommend, one in 'Vídeo e Animação' (the carousel's category opens it), signed in on /dashboard.
 */
async function openFreelancerDashboard(page: Page, request: APIRequestContext) {
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const job = await postJob(request, client, {
    category: 'Vídeo e Animação',
    title: `Vídeo institucional ${uniqueSurname()}`,
  });
  await propose(request, freelancer, job.id);
  await postGig(request, freelancer);
  await signInAs(page, freelancer, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Rafael!');
  return freelancer;
}

/** The same API the screen calls, with the screen's own session. */
async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('labora.session') ?? '{}').token as string);
  const res = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const stat = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectStat(page: Page, label: string, value: string) {
  await expect(stat(page, label).getByText(value, { exact: true })).toBeVisible();
}

/** Open contracts on both sides, nearest end date first, as the deadlines list orders them. */
async function openContracts(page: Page, sides: string[]): Promise<Contract[]> {
  const lists = await Promise.all(
    sides.flatMap((as) =>
      ['em_andamento', 'aguardando_inicio'].map((status) =>
        apiAs<{ items: Contract[] }>(page, `/contracts?as=${as}&status=${status}&pageSize=50`),
      ),
    ),
  );
  return lists
    .flatMap((l) => l.items)
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.title.localeCompare(b.title, 'pt-BR'));
}

async function expectProposals(list: Locator, proposals: Proposal[]) {
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(Math.min(5, proposals.length));
  for (const [i, proposal] of proposals.slice(0, 5).entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole('link', { name: proposal.jobTitle })).toHaveAttribute('href', `/job/${proposal.jobId}`);
    await expect(row).toContainText(brl.format(proposal.amountCents / 100));
    await expect(row).toContainText(STATUS_LABELS[proposal.status]);
  }
}

test('a freelancer sees the numbers the API counts, his proposals, deadlines and jobs recommended to him', async ({
  page,
  request,
}) => {
  // His own work, made here: one contract waiting, one in progress, one concluded and rated 4, four more
  // proposals pending, so every number on the screen is one this test knows.
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const seller = await newPerson(request, 'Vanessa', { freelancer: true });
  await postGig(request, seller);
  const waiting = await hire(request, client, freelancer, {
    title: `Agenda online ${uniqueSurname()}`,
    amountCents: 250_000,
  });
  const running = await hire(request, client, freelancer, {
    title: `Loja virtual ${uniqueSurname()}`,
    amountCents: 480_000,
  });
  await startContract(request, freelancer, running.contractId);
  const done = await hire(request, client, freelancer, { title: `Blog ${uniqueSurname()}`, amountCents: 120_000 });
  await concludeAndReview(request, client, freelancer, done.contractId, { freelancerRating: 4 });
  for (let i = 0; i < 4; i += 1) {
    const job = await postJob(request, client);
    await propose(request, freelancer, job.id, { amountCents: 300_000 + i * 1_000 });
  }

  await signInAs(page, freelancer, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Rafael!');
  await expect(page).toHaveTitle('Painel · Labora');
  await expect(page.getByRole('tab', { name: 'Visão Geral' })).toHaveAttribute('aria-selected', 'true');

  await expectStat(page, 'Contratos em andamento', '1');
  await expectStat(page, 'Contratos concluídos', '1');
  await expectStat(page, 'Propostas enviadas pendentes', '4');
  await expectStat(page, 'Avaliação média', '4,0');

  // The list shows the 5 newest of the 7 he sent, as the API orders them.
  const sent = await apiAs<Proposal[]>(page, '/proposals?as=sent&pageSize=50');
  expect(sent).toHaveLength(7);
  const proposals = section(page, 'Propostas');
  await expectProposals(proposals.getByRole('list'), sent);
  await expect(proposals).toContainText('Mostrando as 5 mais recentes de 7 propostas');

  // Open contracts, nearest end date first: the waiting one and the running one.
  const contracts = await openContracts(page, ['freelancer', 'client']);
  expect(contracts.map((c) => c.id).sort()).toEqual([waiting.contractId, running.contractId].sort());
  const deadlines = section(page, 'Próximos prazos').getByRole('listitem');
  await expect(deadlines).toHaveCount(2);
  for (const [i, contract] of contracts.entries()) {
    await expect(deadlines.nth(i).getByRole('link', { name: contract.title })).toHaveAttribute(
      'href',
      `/contracts/${contract.id}`,
    );
    await expect(deadlines.nth(i)).toContainText(`Cliente: ${client.name}`);
  }

  // A seller is offered jobs, as the API ranks them for him, not services to hire.
  await expect(section(page, 'Serviços para contratar')).toHaveCount(0);
  const recommended = await apiAs<{ items: { id: string; title: string }[] }>(page, '/jobs/recommended?pageSize=6');
  const cards = section(page, 'Projetos recomendados para você').getByRole('article');
  await expect(cards).toHaveCount(recommended.items.length);
  const [best] = recommended.items;
  if (!best) throw new Error('no recommended job');
  await cards.first().getByRole('link', { name: best.title }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${best.id}$`));
});

test('a client sees her open jobs, received proposals and hirings as the API counts them', async ({
  page,
  request,
}) => {
  // Her own marketplace: two open jobs with three proposals waiting, and three hirings (waiting, running, done).
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const bruno = await newPerson(request, 'Bruno', { freelancer: true });
  const lia = await newPerson(request, 'Lia', { freelancer: true });
  const site = await postJob(request, client);
  const app = await postJob(request, client);
  await propose(request, bruno, site.id);
  await propose(request, bruno, app.id);
  const waiting = await hire(request, client, bruno, {
    title: `Agenda online ${uniqueSurname()}`,
    amountCents: 250_000,
  });
  const running = await hire(request, client, lia, { title: `Loja virtual ${uniqueSurname()}`, amountCents: 480_000 });
  await startContract(request, lia, running.contractId);
  const done = await hire(request, client, lia, { title: `Blog ${uniqueSurname()}`, amountCents: 120_000 });
  await concludeAndReview(request, client, lia, done.contractId);
  await propose(request, lia, site.id);

  await signInAs(page, client, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Carla!');

  const jobs = await apiAs<{ items: { id: string; status: string }[] }>(page, '/jobs?owner=mine&pageSize=50');
  const open = jobs.items.filter((j) => j.status === 'open');
  expect(open.map((j) => j.id)).toEqual(expect.arrayContaining([site.id, app.id]));
  await expectStat(page, 'Projetos abertos', String(open.length));
  await expectStat(page, 'Contratos em andamento', '1');
  await expectStat(page, 'Propostas recebidas pendentes', '3');
  await expectStat(page, 'Contratos concluídos', '1');

  const received = await apiAs<Proposal[]>(page, '/proposals?as=received&pageSize=50');
  expect(received).toHaveLength(6);
  await expectProposals(section(page, 'Propostas').getByRole('list'), received);
  // The newest proposal is Lia's, on the site.
  await expect(section(page, 'Propostas').getByRole('listitem').first()).toContainText(lia.name);

  const contracts = await openContracts(page, ['client']);
  expect(contracts.map((c) => c.id).sort()).toEqual([waiting.contractId, running.contractId].sort());
  const [nearest] = contracts;
  if (!nearest) throw new Error('no open contract');
  const firstDeadline = section(page, 'Próximos prazos').getByRole('listitem').first();
  await expect(firstDeadline).toContainText(`Freelancer: ${nearest.freelancer.name}`);
  await expect(section(page, 'Próximos prazos').getByRole('link', { name: 'Contratações' })).toHaveAttribute(
    'href',
    '/hiring',
  );

  // A buyer is offered services to hire.
  await postGig(request, lia);
  const gigs = await apiAs<Gig[]>(page, '/gigs?pageSize=8');
  expect(gigs.length).toBeGreaterThan(0);
  await page.reload();
  const cards = section(page, 'Serviços para contratar').getByRole('article');
  await expect(cards).toHaveCount(gigs.length);
  const [first] = gigs;
  if (!first) throw new Error('no gig');
  const card = cards.first();
  await expect(card).toContainText(first.title);
  await expect(card).toContainText(first.seller.name);
  await expect(card).toContainText(`A partir de ${brl.format(first.priceCents / 100)}`);
  // A gig card opens the gig's page (discovery, issue 10).
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/gig/${first.id}$`));
});

test('a brand-new client sees zeros and empty states, never an error', async ({ page, request }) => {
  // Who has not chosen buyer or seller yet gets a neutral dashboard (role-dashboards.spec); this one hires.
  const account = await newPerson(request, 'Paula', { freelancer: false });
  await openDashboard(page, account.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paula!');

  for (const label of ['Projetos abertos', 'Contratos em andamento', 'Propostas recebidas pendentes']) {
    await expectStat(page, label, '0');
  }
  await expectStat(page, 'Contratos concluídos', '0');
  await expect(section(page, 'Propostas')).toContainText('Nenhuma proposta recebida ainda');
  await expect(section(page, 'Propostas').getByRole('link', { name: 'Publicar um projeto' })).toHaveAttribute(
    'href',
    '/add-job',
  );
  await expect(section(page, 'Próximos prazos')).toContainText('Nenhum prazo pela frente');
  // The marketplace's gigs are there for a newcomer too.
  await expect(section(page, 'Serviços para contratar').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

test('when the dashboard cannot load, each section says so in Portuguese and one retry fills them all', async ({
  page,
  request,
}) => {
  // Every section reads the one aggregate (GET /api/dashboard): it fails, the rest of the page stays.
  await page.route('**/api/dashboard', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno."}' }),
  );
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  await signInAs(page, freelancer, '/dashboard');
  const jobs = section(page, 'Projetos recomendados para você');
  await expect(jobs.getByRole('alert')).toContainText('Não foi possível carregar os projetos recomendados.');
  await expect(section(page, 'Propostas').getByRole('alert')).toContainText('Não foi possível carregar as propostas.');
  await expect(stat(page, 'Contratos em andamento')).toContainText('Não foi possível carregar.');
  await expect(page.getByRole('link', { name: 'Ver projetos' })).toBeVisible();
  await expect(section(page, 'Explore por categoria')).toBeVisible();

  await page.unroute('**/api/dashboard');
  await jobs.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(jobs.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(stat(page, 'Contratos em andamento').getByText('0', { exact: true })).toBeVisible();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the category carousel steps with its arrows, wraps at both ends, and a category opens the projects list', async ({
    page,
    request,
  }) => {
    await openFreelancerDashboard(page, request);
    const carousel = section(page, 'Explore por categoria');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(carousel.getByRole('group')).toHaveCount(12);
    const first = carousel.getByRole('link', { name: 'Design Gráfico' });
    const sixth = carousel.getByRole('link', { name: 'Música & Áudio' });
    const seventh = carousel.getByRole('link', { name: 'Fotografia & Edição' });
    const last = carousel.getByRole('link', { name: 'Gestão de Redes Sociais' });
    const next = carousel.getByRole('button', { name: 'Próxima categoria' });
    const previous = carousel.getByRole('button', { name: 'Categoria anterior' });

    await carousel.scrollIntoViewIfNeeded();
    // Six to a page.
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await expect(sixth).toBeInViewport({ ratio: 0.9 });
    await expect(seventh).not.toBeInViewport();

    // One step moves one category.
    await next.click();
    await expect(seventh).toBeInViewport({ ratio: 0.9 });
    await expect(first).not.toBeInViewport();
    await previous.click();
    await expect(first).toBeInViewport({ ratio: 0.9 });

    // Back from the start goes to the end, and on from the end to the start.
    await previous.click();
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await expect(first).not.toBeInViewport();
    await next.click();
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await expect(last).not.toBeInViewport();

    // For a freelancer a dashboard category opens its projects: the list searched by the category's name, which the
    // API reads through the shared category table (e2e/discovery.spec.ts covers a client's side).
    await carousel.getByRole('link', { name: 'Vídeo & Animação' }).click();
    await expect(page).toHaveURL(/\/freelancers-list\?tab=projetos&q=V%C3%ADdeo\+%26\+Anima%C3%A7%C3%A3o$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projetos Disponíveis');
    await expect(page.getByRole('link', { name: /Ver Detalhes/ }).first()).toBeVisible();
  });
});

test("'Começar agora' opens Create Job and the profile card opens Edit Profile", async ({ page, request }) => {
  const client = await newPerson(request, 'Carla', { freelancer: false });
  await openDashboard(page, client.email);
  await expect(page.getByRole('heading', { name: 'Publique seu projeto agora' })).toBeVisible();
  await page.getByRole('link', { name: 'Começar agora' }).click();
  await expect(page).toHaveURL(/\/add-job$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar Novo Trabalho');

  await page.goBack();
  const profileCard = page.getByRole('article').filter({ hasText: 'Personalize a Labora para você' });
  await profileCard.getByRole('link', { name: 'Editar Perfil' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
});

test('the tabs follow the keyboard, keep their place on reload and promise nothing they cannot show', async ({
  page,
  request,
}) => {
  await openFreelancerDashboard(page, request);
  const tabs = page.getByRole('tablist', { name: 'Seções do painel' }).getByRole('tab');
  await expect(tabs).toHaveText(['Visão Geral', 'Ganhos', 'Habilidades & Metas', 'Aprendizagem']);

  await page.getByRole('tab', { name: 'Visão Geral' }).focus();
  await page.keyboard.press('ArrowRight');
  const earnings = page.getByRole('tab', { name: 'Ganhos' });
  await expect(earnings).toBeFocused();
  await expect(earnings).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Ganhos' });
  // Nothing received yet: how to earn, and no made-up amount.
  await expect(panel.getByText('Você ainda não recebeu nenhum pagamento')).toBeVisible();
  await expect(panel).not.toContainText('R$');
  await expect(page).toHaveURL(/\/dashboard\?aba=ganhos$/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Ganhos' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Ganhos' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Aprendizagem' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Aprendizagem' })).toContainText('Conteúdos gratuitos em português');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel', { name: 'Habilidades & Metas' })).toContainText('Minhas habilidades');
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(section(page, 'Propostas')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the screen and the carousel still steps and wraps', async ({ page, request }) => {
    await openFreelancerDashboard(page, request);
    await expect(section(page, 'Propostas').getByRole('listitem').first()).toBeVisible();
    await expect(section(page, 'Projetos recomendados para você').getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const carousel = section(page, 'Explore por categoria');
    await carousel.scrollIntoViewIfNeeded();
    const first = carousel.getByRole('link', { name: 'Design Gráfico' });
    const last = carousel.getByRole('link', { name: 'Gestão de Redes Sociais' });
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: 'Categoria anterior' }).click();
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: 'Próxima categoria' }).click();
    await expect(first).toBeInViewport({ ratio: 0.9 });
  });
});
