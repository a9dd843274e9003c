import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, logInByForm, PASSWORD, registerByApi, test, toast } from './fixtures.js';

/** A small but real PDF: the server decides the type by content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' in Brazil (UTC−3), `days` from today: what the form and the server call today. */
function brazilDay(days = 0): string {
  return new Date(Date.now() - 3 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);
}

/** '2030-03-15' → '15 de março de 2030', as the job page writes a deadline. */
function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A fresh account (workers share a server), signed in through the form in this page. */
async function signIn(page: Page, names: { first_name: string; last_name: string }) {
  const account = await registerByApi(page, names);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).not.toHaveURL(/\/login$/);
  return account;
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('labora.session') ?? '{}').token as string);
}

/** Makes the person of `token` a freelancer (the seller intent proposing needs); answers their session user. */
async function becomeFreelancer(page: Page, token: string, userId: string) {
  const chosen = await page.request.put(`/api/usuarios/${userId}/isFreelancer`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { isFreelancer: true },
  });
  expect(chosen.status()).toBe(200);
  return (await chosen.json()).user;
}

/** A second person, a freelancer, in their own browser, signed in through the API (the form is covered elsewhere). */
async function otherPerson(browser: Browser, names: { first_name: string; last_name: string }) {
  // Contexts made here get the test's options too (base URL, locale, time zone).
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerByApi(page, names);
  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { user: registered, token } = await login.json();
  const user = await becomeFreelancer(page, token, registered._id);
  await context.addInitScript(
    (session) => localStorage.setItem('labora.session', session),
    JSON.stringify({ user, token }),
  );
  return { page, close: () => context.close() };
}

/** A job published through the API by the person signed in on `page`. */
async function publishByApi(page: Page, overrides: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      title: 'Aplicativo de agendamento para salão de beleza',
      category: 'Desenvolvimento Mobile',
      experienceLevel: 'intermediario',
      projectType: 'hourly',
      hourlyRateCents: 9550,
      duration: '2 meses',
      deliveryDeadline: brazilDay(60),
      description: 'Agenda, lembretes por WhatsApp e pagamento antecipado.',
      skills: ['Flutter', 'Firebase'],
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const publish = (page: Page) => page.getByRole('button', { name: 'Publicar trabalho' });

test('publishing a job: checks in SPEC order, the right amount field, an attachment, then the job page shows it all', async ({
  page,
}) => {
  await signIn(page, { first_name: 'Paula', last_name: 'Teixeira' });
  await page.goto('/add-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Novo Trabalho' })).toBeVisible();
  await expect(page).toHaveTitle('Criar Novo Trabalho · Labora');
  await expect(field(page, 'Descrição')).toHaveAttribute('rows', '5');
  await expect(field(page, 'Nível de experiência')).toHaveValue('iniciante');

  // An empty submit: the first failure as a toast, every failure beside its field, focus on the first.
  await publish(page).click();
  await expect(toast(page, 'Informe o título do trabalho.')).toBeVisible();
  await expect(field(page, 'Título')).toBeFocused();
  for (const message of [
    'Informe o título do trabalho.',
    'Selecione uma categoria.',
    'Informe o orçamento do projeto.',
    'Informe a duração estimada.',
    'Informe o prazo de entrega.',
    'Descreva o trabalho.',
  ]) {
    await expect(page.locator('form').getByText(message)).toBeVisible();
  }

  // Fixing one field at a time, the next required one is announced.
  await field(page, 'Título').fill('App de delivery para uma rede de padarias');
  await publish(page).click();
  await expect(toast(page, 'Selecione uma categoria.')).toBeVisible();
  await field(page, 'Categoria').selectOption('Desenvolvimento Mobile');
  await field(page, 'Nível de experiência').selectOption({ label: 'Especialista' });
  await publish(page).click();
  await expect(toast(page, 'Informe o orçamento do projeto.')).toBeVisible();

  // Fixed shows the budget, hourly the hourly rate; what was typed in each is kept.
  await expect(field(page, 'Valor por hora (R$)')).toHaveCount(0);
  await page.getByRole('radio', { name: /Por hora/ }).check();
  await expect(field(page, 'Orçamento (R$)')).toHaveCount(0);
  await publish(page).click();
  await expect(toast(page, 'Informe o valor por hora.')).toBeVisible();
  await field(page, 'Valor por hora (R$)').fill('95,5');
  await field(page, 'Valor por hora (R$)').blur();
  await expect(field(page, 'Valor por hora (R$)')).toHaveValue('95,50');
  await page.getByRole('radio', { name: /Preço fixo/ }).check();
  await expect(field(page, 'Orçamento (R$)')).toHaveValue('');
  // The box keeps only money: letters are dropped as they come.
  await field(page, 'Orçamento (R$)').fill('abc12');
  await expect(field(page, 'Orçamento (R$)')).toHaveValue('12');
  await field(page, 'Orçamento (R$)').fill('0');
  await publish(page).click();
  await expect(toast(page, 'Informe um valor em reais maior que zero, com no máximo 2 casas decimais.')).toBeVisible();
  await field(page, 'Orçamento (R$)').fill('1.500,5');
  await page.getByRole('radio', { name: /Por hora/ }).check();
  await expect(field(page, 'Valor por hora (R$)')).toHaveValue('95,50');
  await page.getByRole('radio', { name: /Preço fixo/ }).check();
  await expect(field(page, 'Orçamento (R$)')).toHaveValue('1.500,50');

  await publish(page).click();
  await expect(toast(page, 'Informe a duração estimada.')).toBeVisible();
  await field(page, 'Duração estimada').fill('3 semanas');
  await publish(page).click();
  await expect(toast(page, 'Informe o prazo de entrega.')).toBeVisible();
  await field(page, 'Prazo de entrega').fill(brazilDay(-1));
  await publish(page).click();
  await expect(toast(page, 'O prazo de entrega não pode estar no passado.')).toBeVisible();
  const deadline = brazilDay(45);
  await field(page, 'Prazo de entrega').fill(deadline);
  await publish(page).click();
  await expect(toast(page, 'Descreva o trabalho.')).toBeVisible();
  await field(page, 'Descrição').fill('Pedidos pelo app, acompanhamento da entrega.\nPagamento por Pix e cartão.');

  // The optional fields.
  await field(page, 'Requisitos (opcional)').fill('Apps publicados na Play Store e na App Store.');
  await field(page, 'Localização (opcional)').fill('Recife, PE');
  await field(page, 'Idiomas preferidos (opcional)').fill('Português, Inglês');
  await page.getByRole('checkbox', { name: /Trabalho remoto/ }).check();
  const skill = field(page, 'Habilidades (opcional)');
  await skill.fill('React Native');
  await skill.press('Enter');
  await skill.fill('  react   native ');
  await skill.press('Enter');
  await expect(page.getByText('Essa habilidade já está na lista.')).toBeVisible();
  await skill.fill('   ');
  await skill.press('Enter');
  await skill.fill('Figma');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('list', { name: 'Habilidades adicionadas' }).getByRole('listitem')).toHaveText([
    'React Native',
    'Figma',
  ]);

  // Files: a PDF goes in; one over 10 MB is refused here, before any upload.
  await page.getByLabel('Anexos (opcional)').setInputFiles([
    { name: 'briefing.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'video-enorme.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * MB + 1, 0x25) },
  ]);
  await expect(page.getByText('Cada anexo deve ter no máximo 10 MB. (video-enorme.pdf)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Arquivos escolhidos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Arquivos escolhidos' })).toContainText('briefing.pdf');

  await publish(page).click();
  // SPEC's list, on its projects tab with the new job first (client-jobs.spec.ts covers the marking).
  await expect(page).toHaveURL(/\/freelancerslist\?tab=projetos&published=[0-9a-f-]{36}$/);
  await expect(toast(page, 'Trabalho publicado com sucesso!')).toBeVisible();

  const token = await tokenOf(page);
  const mine = await page.request.get('/api/jobs?owner=mine', { headers: { Authorization: `Bearer ${token}` } });
  const [job] = (await mine.json()).items as { id: string; title: string }[];
  expect(job?.title).toBe('App de delivery para uma rede de padarias');

  // The job page: everything the client entered.
  await page.goto(`/job/${job?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App de delivery para uma rede de padarias');
  await expect(page).toHaveTitle('App de delivery para uma rede de padarias · Labora');
  await expect(page.getByText('Desenvolvimento Mobile', { exact: true })).toBeVisible();
  await expect(page.getByText('Aberto', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Publicado em .+ · 0 propostas$/)).toBeVisible();
  const facts = page.getByRole('complementary', { name: 'Resumo do trabalho' });
  for (const text of [
    'Orçamento',
    'R$ 1.500,50',
    'Preço fixo',
    'Especialista',
    '3 semanas',
    longDate(deadline),
    'Recife, PE',
    'Sim',
    'Português, Inglês',
    'Paula Teixeira',
    'Sem avaliações',
  ]) {
    await expect(facts.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Pedidos pelo app, acompanhamento da entrega.')).toBeVisible();
  await expect(page.getByText('Apps publicados na Play Store e na App Store.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText([
    'React Native',
    'Figma',
  ]);
  await expect(page.getByRole('heading', { name: 'Propostas recebidas' })).toBeVisible();
  await expect(page.getByText('Nenhuma proposta ainda.')).toBeVisible();

  // The attachment comes down with the session's token, under its name, byte for byte.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar briefing.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('briefing.pdf');
  expect(await readFile(await download.path())).toEqual(PDF);
});

test("the server's refusal of a file is shown beside the attachments, and nothing is published", async ({ page }) => {
  await signIn(page, { first_name: 'Paula', last_name: 'Teixeira' });
  await page.goto('/add-job');
  await field(page, 'Título').fill('Logotipo para uma cafeteria');
  await field(page, 'Categoria').selectOption('Design Gráfico');
  await field(page, 'Orçamento (R$)').fill('800');
  await field(page, 'Duração estimada').fill('10 dias');
  await field(page, 'Prazo de entrega').fill(brazilDay(20));
  await field(page, 'Descrição').fill('Logotipo e manual de marca simples.');
  // Named like a picture, but markup inside: only the server, reading the content, can tell.
  await page.getByLabel('Anexos (opcional)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await publish(page).click();
  const refusal =
    'Tipo de anexo não suportado. Envie PDF, imagens (PNG, JPEG, GIF, WebP), documentos do Office ou LibreOffice, ou texto. (logo.png)';
  await expect(toast(page, refusal)).toBeVisible();
  await expect(page.locator('form').getByText(refusal)).toBeVisible();
  await expect(page).toHaveURL(/\/add-job$/);
  await expect(publish(page)).toBeEnabled();

  const mine = await page.request.get('/api/jobs?owner=mine', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect((await mine.json()).total).toBe(0);
});

test('a freelancer proposes and withdraws; others propose; the owner declines one and accepts another', async ({
  page,
  browser,
}) => {
  await signIn(page, { first_name: 'Carla', last_name: 'Mendes' });
  const job = await publishByApi(page);

  const rafael = await otherPerson(browser, { first_name: 'Rafael', last_name: 'Souza' });
  const bruna = await otherPerson(browser, { first_name: 'Bruna', last_name: 'Lima' });
  try {
    const other = rafael.page;
    await other.goto(`/job/${job.id}`);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(other.getByText('R$ 95,50/hora', { exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Encerrar' })).toHaveCount(0);
    await expect(other.getByRole('heading', { name: 'Enviar proposta' })).toBeVisible();

    const send = other.getByRole('button', { name: 'Enviar proposta' });
    await send.click();
    await expect(
      other.getByText('Informe um valor em reais maior que zero, com no máximo 2 casas decimais.'),
    ).toBeVisible();
    await expect(other.getByText('Informe o prazo em dias, de 1 a 365.')).toBeVisible();
    await expect(
      other.getByText('Conte ao cliente como você fará o trabalho (mínimo de 20 caracteres).'),
    ).toBeVisible();
    await field(other, 'Valor por hora (R$)').fill('2.400');
    await field(other, 'Prazo de entrega (dias)').fill('12');
    await field(other, 'Carta de apresentação').fill('Já publiquei três apps de agendamento em Flutter.');
    await send.click();
    await expect(toast(other, 'Proposta enviada com sucesso!')).toBeVisible();

    const mine = other.getByRole('article', { name: 'Sua proposta' });
    await expect(mine.getByText('Pendente')).toBeVisible();
    await expect(mine.getByText('R$ 2.400,00')).toBeVisible();
    await expect(mine.getByText('12 dias')).toBeVisible();
    await other.reload();
    await expect(mine.getByText('Pendente')).toBeVisible();
    await expect(other.getByText(/^Publicado em .+ · 1 proposta$/)).toBeVisible();

    await mine.getByRole('button', { name: 'Retirar proposta' }).click();
    const withdrawDialog = other.getByRole('dialog', { name: 'Retirar sua proposta?' });
    await withdrawDialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(withdrawDialog).toBeHidden();
    await expect(mine.getByText('Pendente')).toBeVisible();
    await mine.getByRole('button', { name: 'Retirar proposta' }).click();
    await withdrawDialog.getByRole('button', { name: 'Retirar proposta' }).click();
    await expect(toast(other, 'Proposta retirada.')).toBeVisible();
    await expect(mine.getByText('Retirada')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Retirar proposta' })).toHaveCount(0);
    // One proposal per freelancer per job (the API's rule): no second form after withdrawing.
    await expect(other.getByRole('button', { name: 'Enviar proposta' })).toHaveCount(0);
    await expect(other.getByText(/^Publicado em .+ · 0 propostas$/)).toBeVisible();

    await bruna.page.goto(`/job/${job.id}`);
    await field(bruna.page, 'Valor por hora (R$)').fill('1800');
    await field(bruna.page, 'Prazo de entrega (dias)').fill('8');
    await field(bruna.page, 'Carta de apresentação').fill('Entrego em oito dias, com testes e publicação nas lojas.');
    await bruna.page.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(bruna.page.getByRole('article', { name: 'Sua proposta' }).getByText('Pendente')).toBeVisible();

    // A third freelancer, through the API.
    const third = await registerByApi(page, { first_name: 'Diego', last_name: 'Ramos' });
    const login = await page.request.post('/api/auth/login', { data: { email: third.email, password: PASSWORD } });
    const thirdSession = await login.json();
    await becomeFreelancer(page, thirdSession.token, thirdSession.user._id);
    const sent = await page.request.post(`/api/jobs/${job.id}/proposals`, {
      headers: { Authorization: `Bearer ${thirdSession.token}` },
      data: { amountCents: 350_000, deliveryDays: 20, coverLetter: 'Tenho uma equipe pronta para começar amanhã.' },
    });
    expect(sent.status()).toBe(201);

    // The owner: the withdrawn proposal is gone, the others wait for an answer.
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole('heading', { name: 'Propostas recebidas' })).toBeVisible();
    await expect(page.getByText(/^Publicado em .+ · 2 propostas$/)).toBeVisible();
    const fromBruna = page.getByRole('article', { name: 'Proposta de Bruna Lima' });
    const fromDiego = page.getByRole('article', { name: 'Proposta de Diego Ramos' });
    await expect(page.getByRole('article', { name: /^Proposta de / })).toHaveCount(2);
    await expect(fromBruna.getByText('R$ 1.800,00', { exact: true })).toBeVisible();
    await expect(fromBruna.getByText('8 dias')).toBeVisible();
    await expect(fromBruna.getByText('Entrego em oito dias, com testes e publicação nas lojas.')).toBeVisible();
    await expect(fromBruna.getByText('Pendente')).toBeVisible();
    await expect(fromBruna.getByRole('link', { name: 'Bruna Lima' })).toHaveAttribute(
      'href',
      /^\/freelancer\/[0-9a-f-]{36}$/,
    );

    await fromDiego.getByRole('button', { name: 'Recusar proposta de Diego Ramos' }).click();
    await page
      .getByRole('dialog', { name: 'Recusar esta proposta?' })
      .getByRole('button', { name: 'Recusar proposta' })
      .click();
    await expect(toast(page, 'Proposta recusada.')).toBeVisible();
    await expect(fromDiego.getByText('Rejeitada')).toBeVisible();
    await expect(fromDiego.getByRole('button', { name: /Aceitar/ })).toHaveCount(0);

    await fromBruna.getByRole('button', { name: 'Aceitar proposta de Bruna Lima' }).click();
    const acceptDialog = page.getByRole('dialog', { name: 'Aceitar esta proposta?' });
    // The job is paid by the hour: Bruna's amount is her rate, and the first payment is a week at the limit.
    await expect(acceptDialog).toContainText('Um contrato por hora de R$ 1.800,00/hora será criado com Bruna Lima');
    await acceptDialog.getByRole('button', { name: 'Aceitar e contratar' }).click();
    await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
    await expect(toast(page, 'Proposta aceita! O contrato foi criado.')).toBeVisible();

    // Back on the job: closed, Bruna's proposal accepted with its contract.
    await page.goBack();
    await expect(page.getByText('Encerrado', { exact: true })).toBeVisible();
    await expect(fromBruna.getByText('Aceita')).toBeVisible();
    await expect(fromBruna.getByRole('link', { name: 'Ver contrato' })).toHaveAttribute('href', /^\/contracts\//);
  } finally {
    await rafael.close();
    await bruna.close();
  }
});

test('the owner edits, closes and reopens a job', async ({ page }) => {
  await signIn(page, { first_name: 'Carla', last_name: 'Mendes' });
  const job = await publishByApi(page, { projectType: 'fixed', budgetCents: 300_000, hourlyRateCents: null });
  await page.goto(`/job/${job.id}`);
  await expect(page.getByText('R$ 3.000,00', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(toast(page, 'Trabalho encerrado.')).toBeVisible();
  await expect(page.getByText('Encerrado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reabrir' }).click();
  await expect(toast(page, 'Trabalho reaberto.')).toBeVisible();
  await expect(page.getByText('Aberto', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar trabalho' })).toBeFocused();
  await expect(field(page, 'Título')).toHaveValue(job.title);
  await expect(field(page, 'Orçamento (R$)')).toHaveValue('3.000,00');
  await field(page, 'Título').fill('');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Informe o título do trabalho.')).toBeVisible();
  await field(page, 'Título').fill('App de agendamento com lembretes');
  await page.getByRole('radio', { name: /Por hora/ }).check();
  await field(page, 'Valor por hora (R$)').fill('80');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Trabalho atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App de agendamento com lembretes');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText('R$ 80,00/hora', { exact: true })).toBeVisible();
  await expect(page.getByText('Por hora', { exact: true })).toBeVisible();
});

test("'Voltar' and 'Cancelar' go back in history; a missing job says so", async ({ page }) => {
  await signIn(page, { first_name: 'Paula', last_name: 'Teixeira' });
  // A buyer's dashboard offers 'Começar agora'.
  await page.getByRole('radio', { name: /Contratar um Freelancer/ }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page).toHaveURL(/\/welcome-user$/);
  await page.goto('/dashboard');
  // Came from a Labora screen: back there (use-go-back follows the in-app history).
  await page.getByRole('link', { name: 'Começar agora' }).click();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Começar agora' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/job/3f0c7a52-9d1e-4c7b-8f61-2b5d9e0a4c11');
  await expect(page.getByRole('heading', { level: 1, name: 'Trabalho não encontrado.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver projetos disponíveis' })).toHaveAttribute(
    'href',
    '/freelancers-list',
  );
  // Opened directly (no Labora screen before it in the app's history): Voltar falls back to the jobs list.
  await page.getByRole('alert').getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/freelancers-list$/);

  await page.goto('/job/nao-e-um-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Trabalho não encontrado.' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form and the job page fit the screen; Enter adds a skill without submitting', async ({ page, browser }) => {
    await signIn(page, { first_name: 'Paula', last_name: 'Teixeira' });
    await page.goto('/add-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Novo Trabalho' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const skill = field(page, 'Habilidades (opcional)');
    await skill.focus();
    await page.keyboard.type('Kotlin');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Habilidades adicionadas' })).toHaveText(/Kotlin/);
    await expect(page).toHaveURL(/\/add-job$/);
    await expect(page.getByText('Informe o título do trabalho.')).toHaveCount(0);

    const job = await publishByApi(page);
    const freelancer = await otherPerson(browser, { first_name: 'Rafael', last_name: 'Souza' });
    try {
      await freelancer.page.setViewportSize({ width: 390, height: 844 });
      await freelancer.page.goto(`/job/${job.id}`);
      await expect(freelancer.page.getByRole('heading', { name: 'Enviar proposta' })).toBeVisible();
      expect(await freelancer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await freelancer.close();
    }
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole('heading', { name: 'Propostas recebidas' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
