import type { APIRequestContext, Page } from '@playwright/test';
import { decodeMail, expect, logInByForm, PASSWORD, registerByApi, test, toast } from './fixtures.js';

/** A 1 × 1 PNG: enough for the server to decode and re-encode as the stored WebP. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
let markers = 0;
/** Letters only (names keep nothing else), unique across runs and workers: finds this test's own rows. */
function uniqueMarker(): string {
  markers += 1;
  let n = (Date.now() % 1e10) * 1000 + process.pid * 10 + markers;
  let word = '';
  while (n > 0) {
    word = (LETTERS[n % 26] ?? 'a') + word;
    n = Math.floor(n / 26);
  }
  return `Mk${word}`;
}

interface Session {
  token: string;
  user: { _id: string };
}

async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return res.json();
}

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

interface FreelancerProfile {
  user_type: string;
  location: string;
  hourly_rate: number | null;
  bio: string;
  skills: string[];
}

/** A freelancer made through the API: 'Ser um Freelancer' chosen and the profile filled. */
async function createFreelancer(page: Page, lastName: string, profile: Partial<FreelancerProfile> = {}) {
  const account = await registerByApi(page, { first_name: 'Helena', last_name: lastName });
  const session = await apiLogin(page.request, account.email);
  const flag = await page.request.put(`/api/usuarios/${session.user._id}/isFreelancer`, {
    headers: bearer(session),
    data: { isFreelancer: true },
  });
  expect(flag.status()).toBe(200);
  const saved = await page.request.put('/api/users/profile', {
    headers: bearer(session),
    data: {
      first_name: account.first_name,
      last_name: account.last_name,
      email: account.email,
      phone: account.phone,
      locationDetails: null,
      user_type: 'Designer de interfaces',
      location: 'São José dos Campos, SP',
      hourly_rate: 120.5,
      bio: 'Desenho aplicativos e sites acessíveis há oito anos.',
      skills: ['Figma', 'Prototipagem'],
      ...profile,
    },
  });
  expect(saved.status()).toBe(200);
  return { account, id: session.user._id, session, name: `Helena ${lastName}` };
}

async function createJob(page: Page, session: Session, fields: Record<string, unknown>) {
  const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const res = await page.request.post('/api/jobs', {
    headers: bearer(session),
    data: {
      category: 'Desenvolvimento Web',
      experienceLevel: 'intermediario',
      projectType: 'fixed',
      budgetCents: 250_000,
      duration: '1 mês',
      deliveryDeadline: deadline,
      description: 'Um projeto curto.',
      remote: true,
      skills: ['Shopify'],
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

/** A new client account signed in through the form. */
async function signInAsNewUser(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const account = await registerByApi(page, overrides);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).not.toHaveURL(/\/login$/);
  return account;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('freelancers are found without accents and Ver Perfil opens the public profile', async ({ page }) => {
  const marker = uniqueMarker();
  const freelancer = await createFreelancer(page, marker, {
    skills: ['Figma', 'Prototipagem', 'Acessibilidade'],
  });
  await signInAsNewUser(page);

  await page.goto('/freelancers-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de Freelancers' })).toBeVisible();
  await expect(page).toHaveTitle('Lista de Freelancers · Labora');
  await expect(page.getByRole('tab', { name: 'Freelancers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Criar um novo projeto' })).toHaveAttribute('href', '/add-job');

  // The city is 'São José dos Campos, SP'; typed without accents or capitals.
  const search = page.getByPlaceholder('Buscar freelancers...');
  await search.fill('sao jose');
  await expect(page).toHaveURL(/[?&]q=sao\+jose/);
  const found = card(page, freelancer.name);
  await expect(found).toBeVisible();
  await expect(found).toContainText('Designer de interfaces');
  await expect(found).toContainText('São José dos Campos, SP');
  await expect(found).toContainText('R$ 120,50/hora');
  await expect(found).toContainText('Novo');
  await expect(found.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText([
    'Figma',
    'Prototipagem',
    'Acessibilidade',
  ]);

  // By name, the marker is unique: exactly this one.
  await search.fill(`helena ${marker.toLowerCase()}`);
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Freelancers' }).getByRole('article')).toHaveCount(1);

  await search.fill(`${marker}zzz`);
  await expect(page.getByText(`Nenhum freelancer encontrado para “${marker}zzz”.`)).toBeVisible();
  await search.fill(`helena ${marker.toLowerCase()}`);

  await card(page, freelancer.name).getByRole('link', { name: 'Ver Perfil' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/${freelancer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: freelancer.name })).toBeVisible();
  await expect(page).toHaveTitle(`${freelancer.name} · Labora`);
  const main = page.getByRole('main');
  await expect(main).toContainText('Designer de interfaces');
  await expect(main).toContainText('São José dos Campos, SP');
  await expect(main).toContainText('R$ 120,50/hora');
  await expect(main).toContainText('Desenho aplicativos e sites acessíveis há oito anos.');
  await expect(main).toContainText('Sem avaliações');
  await expect(page.getByRole('region', { name: 'Avaliações' })).toContainText('Ainda não há avaliações.');
  await expect(page.getByRole('region', { name: 'Serviços' })).toContainText('Nenhum serviço publicado.');
  await expect(page.getByRole('button', { name: 'Convidar para um trabalho' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo serviço' })).toHaveCount(0);
  // A public profile: never the e-mail.
  await expect(main).not.toContainText(freelancer.account.email);

  // Back returns to the same search.
  await page.goBack();
  await expect(page.getByPlaceholder('Buscar freelancers...')).toHaveValue(`helena ${marker.toLowerCase()}`);
  await expect(card(page, freelancer.name)).toBeVisible();
});

test('the projects tab finds a job by a title word without accents and cuts its description', async ({ page }) => {
  const marker = uniqueMarker();
  const client = await registerByApi(page, { first_name: 'Otávio', last_name: marker });
  const clientSession = await apiLogin(page.request, client.email);
  const description =
    'Precisamos de uma vitrine virtual para a nossa loja de cerâmica artesanal, com catálogo de peças, fotos ampliáveis, ' +
    'carrinho de compras, pagamento por PIX e cartão, e cálculo de frete pelos Correios para todo o Brasil.';
  expect(description.length).toBeGreaterThan(150);
  const job = await createJob(page, clientSession, {
    title: `Criação de vitrine ${marker}`,
    description,
    budgetCents: 250_000,
    skills: ['Shopify', 'SEO'],
  });
  await signInAsNewUser(page);

  // The spelling Create Job goes to.
  await page.goto('/freelancerslist');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de Freelancers' })).toBeVisible();

  // Tabs by keyboard: the arrow moves to Projetos and shows it.
  await page.getByRole('tab', { name: 'Freelancers' }).focus();
  await page.keyboard.press('ArrowRight');
  const projectsTab = page.getByRole('tab', { name: 'Projetos' });
  await expect(projectsTab).toBeFocused();
  await expect(projectsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Projetos Disponíveis' })).toBeVisible();
  await expect(page).toHaveURL(/\/freelancerslist\?tab=projetos$/);
  await expect(page.getByRole('tabpanel', { name: 'Projetos' })).toBeVisible();

  await page.getByPlaceholder('Buscar projetos...').fill(`criacao de vitrine ${marker.toLowerCase()}`);
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible();
  const found = card(page, job.title);
  await expect(found).toContainText('R$ 2.500,00');
  await expect(found).toContainText('Desenvolvimento Web');
  await expect(found).toContainText(`Otávio ${marker}`);
  await expect(found).toContainText('0 propostas');
  await expect(found).toContainText('Publicado');
  await expect(found).toContainText(`${description.slice(0, 150)}...`);
  await expect(found).not.toContainText(description.slice(150));

  // Tab and search survive a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Projetos Disponíveis' })).toBeVisible();
  await expect(page.getByPlaceholder('Buscar projetos...')).toHaveValue(`criacao de vitrine ${marker.toLowerCase()}`);

  // A filter that excludes the job (it pays a fixed budget).
  const hourly = page.getByLabel('Tipo de projeto');
  await hourly.selectOption({ label: 'Por hora' });
  await expect(page.getByText('Nenhum projeto encontrado.')).toBeVisible();
  await expect(page).toHaveURL(/tipo=hourly/);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(card(page, job.title)).toBeVisible();

  await card(page, job.title).getByRole('link', { name: 'Ver Detalhes' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}$`));
});

test('a freelancer publishes a service on their profile, adds a picture, edits and removes it', async ({ page }) => {
  const marker = uniqueMarker();
  const freelancer = await createFreelancer(page, marker);
  await page.goto('/login');
  await logInByForm(page, freelancer.account.email);
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto(`/freelancer/${freelancer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: freelancer.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Editar Perfil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convidar para um trabalho' })).toHaveCount(0);
  const services = page.getByRole('region', { name: 'Serviços' });
  await expect(services).toContainText('Você ainda não publicou serviços.');

  await services.getByRole('button', { name: 'Novo serviço' }).click();
  const form = page.getByRole('dialog', { name: 'Novo serviço' });
  await form.getByRole('button', { name: 'Publicar serviço' }).click();
  await expect(form.getByText('Informe o título do serviço.')).toBeVisible();
  await expect(form.getByText('Selecione uma categoria.')).toBeVisible();
  await expect(
    form.getByText('Informe um preço em reais maior que zero, com no máximo 2 casas decimais.'),
  ).toBeVisible();

  const title = `Protótipo navegável ${marker}`;
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Categoria').selectOption('Design UI/UX');
  const basico = form.getByRole('group', { name: 'Básico' });
  await basico.getByLabel('Preço (R$)').fill('1.250,50');
  await basico.getByLabel('Prazo (dias)').fill('10');
  await basico.getByLabel('O que está incluído (um item por linha)').fill('Até dez telas\nFluxo clicável');
  // Padrão offered at a lower price than Básico: the ladder rule says so on its price.
  const padrao = form.getByRole('group', { name: 'Padrão' });
  await padrao.getByLabel('Oferecer o pacote Padrão').check();
  await padrao.getByLabel('Preço (R$)').fill('1.000');
  await padrao.getByLabel('Prazo (dias)').fill('14');
  await padrao.getByLabel('Revisões').fill('3');
  await form.getByRole('button', { name: 'Publicar serviço' }).click();
  await expect(padrao.getByText('O pacote Padrão deve custar mais que o Básico.')).toBeVisible();
  await padrao.getByLabel('Preço (R$)').fill('2.000');
  await form.getByLabel('Descrição (opcional)').fill('Até dez telas com fluxo clicável.');
  await form.getByLabel('Atendo por videochamada').check();
  await form.getByRole('button', { name: 'Publicar serviço' }).click();
  await expect(toast(page, 'Serviço publicado!')).toBeVisible();
  await expect(form).toBeHidden();

  const gig = card(page, title);
  await expect(gig).toContainText('Design UI/UX');
  await expect(gig).toContainText('A partir de');
  await expect(gig).toContainText('R$ 1.250,50');
  await expect(gig).toContainText('Videochamada');
  await expect(gig.getByRole('img', { name: `Foto do serviço ${title}` })).toHaveCount(0);

  await gig.getByLabel(`Imagem do serviço ${title}`).setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(toast(page, 'Imagem do serviço atualizada!')).toBeVisible();
  const picture = gig.getByRole('img', { name: `Foto do serviço ${title}` });
  await expect(picture).toHaveAttribute('src', /\/uploads\/gigs\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await gig.getByRole('button', { name: `Editar serviço ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar serviço' });
  await expect(edit.getByLabel('Título')).toHaveValue(title);
  const editBasico = edit.getByRole('group', { name: 'Básico' });
  await expect(editBasico.getByLabel('Preço (R$)')).toHaveValue('1.250,50');
  await expect(editBasico.getByLabel('O que está incluído (um item por linha)')).toHaveValue(
    'Até dez telas\nFluxo clicável',
  );
  await expect(edit.getByRole('group', { name: 'Padrão' }).getByLabel('Preço (R$)')).toHaveValue('2.000,00');
  await expect(edit.getByLabel('Atendo por videochamada')).toBeChecked();
  await editBasico.getByLabel('Preço (R$)').fill('900');
  await edit.getByLabel('Atendo por videochamada').uncheck();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Serviço atualizado!')).toBeVisible();
  await expect(gig).toContainText('R$ 900,00');
  await expect(gig).not.toContainText('Videochamada');

  // Saved on the server: the same after a reload, picture included.
  await page.reload();
  await expect(card(page, title)).toContainText('R$ 900,00');
  await expect(card(page, title).getByRole('img', { name: `Foto do serviço ${title}` })).toBeVisible();

  await card(page, title)
    .getByRole('button', { name: `Remover serviço ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remover serviço?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, title)).toBeVisible();
  await card(page, title)
    .getByRole('button', { name: `Remover serviço ${title}` })
    .click();
  await confirm.getByRole('button', { name: 'Remover serviço' }).click();
  await expect(toast(page, 'Serviço removido.')).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Serviços' })).toContainText('Você ainda não publicou serviços.');
});

test.describe('someone else’s profile', () => {
  test('shows their services without management, and invites them to an open job by e-mail', async ({
    page,
    labora,
  }) => {
    const marker = uniqueMarker();
    const freelancer = await createFreelancer(page, marker);
    const gig = await page.request.post('/api/gigs', {
      headers: bearer(freelancer.session),
      data: {
        title: `Auditoria de usabilidade ${marker}`,
        category: 'Design UI/UX',
        packages: { basico: { priceCents: 60_000, deliveryDays: 5, revisions: 1 } },
      },
    });
    expect(gig.status()).toBe(201);

    const client = await signInAsNewUser(page, { first_name: 'Rita', last_name: marker });
    const clientSession = await apiLogin(page.request, client.email);
    const open = await createJob(page, clientSession, { title: `Loja virtual ${marker}` });
    const closed = await createJob(page, clientSession, { title: `Site antigo ${marker}` });
    const closing = await page.request.patch(`/api/jobs/${closed.id}/status`, {
      headers: bearer(clientSession),
      data: { status: 'closed' },
    });
    expect(closing.status()).toBe(200);

    await page.goto(`/freelancer/${freelancer.id}`);
    const gigCard = card(page, `Auditoria de usabilidade ${marker}`);
    await expect(gigCard).toContainText('R$ 600,00');
    await expect(gigCard.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Novo serviço' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Convidar para um trabalho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar para um trabalho' });
    const jobs = dialog.getByRole('list', { name: 'Seus trabalhos abertos' });
    await expect(jobs.getByRole('button')).toHaveCount(1);
    await jobs.getByRole('button', { name: new RegExp(`Loja virtual ${marker}`) }).click();
    await expect(toast(page, 'Convite enviado! O freelancer recebeu o link do trabalho por e-mail.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The freelancer's mail carries the job's link.
    await expect
      .poll(() => labora.mails.find((m) => m.to === freelancer.account.email.toLowerCase())?.raw ?? '')
      .toContain('convidou');
    const mail = decodeMail(labora.mails.find((m) => m.to === freelancer.account.email.toLowerCase())?.raw ?? '');
    expect(mail).toContain(`/job/${open.id}`);
    // Asked again, the dialog says the invitation was already sent.
    await page.getByRole('button', { name: 'Convidar para um trabalho' }).click();
    await expect(jobs.getByRole('button', { name: new RegExp(`Loja virtual ${marker}`) })).toBeDisabled();
    await expect(jobs).toContainText('Convidado');
  });
});

test('the list loads the next page as its end comes into view', async ({ page }) => {
  const marker = uniqueMarker();
  // One more than a page (12).
  for (const letter of LETTERS.slice(0, 13)) await createFreelancer(page, `${marker}${letter}`);
  await signInAsNewUser(page);

  await page.goto(`/freelancers-list?q=${marker.toLowerCase()}`);
  await expect(page.getByText('13 resultados', { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Freelancers' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  // Newest first.
  await expect(cards.first()).toHaveAccessibleName(`Helena ${marker}m`);

  // No click: reaching the end of the page is enough.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards).toHaveCount(13);
  await expect(cards.last()).toHaveAccessibleName(`Helena ${marker}a`);
  await expect(page.getByText('Você chegou ao fim da lista.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});

test('an unknown profile says so', async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto('/freelancer/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Freelancer não encontrado.')).toBeVisible();
  await page.goto('/freelancer/nao-existe');
  await expect(page.getByText('Freelancer não encontrado.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver Lista de Freelancers' }).click();
  await expect(page).toHaveURL(/\/freelancers-list$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both tabs and a profile fit the screen', async ({ page }) => {
    const marker = uniqueMarker();
    const freelancer = await createFreelancer(page, marker, {
      user_type: 'Editor de vídeo e motion designer para marcas e criadores de conteúdo',
    });
    await page.request.post('/api/gigs', {
      headers: bearer(freelancer.session),
      data: {
        title: `Edição de vídeo ${marker}`,
        category: 'Vídeo e Animação',
        packages: { basico: { priceCents: 30_000, deliveryDays: 5, revisions: 1 } },
      },
    });
    await page.goto('/login');
    await logInByForm(page, freelancer.account.email);
    await expect(page).not.toHaveURL(/\/login$/);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.goto(`/freelancers-list?q=${marker}`);
    await expect(card(page, freelancer.name)).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);

    await page.getByRole('tab', { name: 'Projetos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projetos Disponíveis' })).toBeVisible();
    // The filters fold behind one button on a phone.
    await expect(page.getByLabel('Categoria')).toBeHidden();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(page.getByLabel('Categoria')).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);

    await page.goto(`/freelancer/${freelancer.id}`);
    await expect(card(page, `Edição de vídeo ${marker}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Remover serviço Edição de vídeo ${marker}` })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
  });
});
