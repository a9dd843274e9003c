import type { Browser, Page } from '@playwright/test';
import { expect, logInByForm, registerByApi, test, toast } from './fixtures.js';

/** Letters only (names keep letters), unique per run: this test's data among the worker's others. */
function marker(): string {
  return [...String(Date.now() * 1000 + Math.floor(Math.random() * 1000))]
    .map((digit) => 'abcdefghij'[Number(digit)])
    .join('');
}

/** 'YYYY-MM-DD' in Brazil (UTC−3), `days` from today. */
const brazilDay = (days: number) =>
  new Date(Date.now() - 3 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * A new person in a browser of their own, signed in through the login form; a `seller` then picks 'Ser um
 * Freelancer' on the first login's role choice (proposals need it).
 */
async function person(browser: Browser, names: { first_name: string; last_name: string }, { seller = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerByApi(page, names);
  await page.goto('/login');
  await logInByForm(page, account.email);
  await expect(page).not.toHaveURL(/\/login$/);
  if (seller) {
    await expect(page).toHaveURL(/\/user-selection$/);
    await page.getByRole('radio', { name: /Ser um Freelancer/ }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page).toHaveURL(/\/welcome-user$/);
  }
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('labora.session') ?? '{}').user._id as string);
  return { page, id, name: `${names.first_name} ${names.last_name}`, close: () => context.close() };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the whole hiring flow: post, find without accents, propose, accept, start, progress, conclude, review, rating', async ({
  browser,
}) => {
  const tag = marker();
  const surname = `${tag[0]?.toUpperCase()}${tag.slice(1)}`;
  const client = await person(browser, { first_name: 'Carolina', last_name: surname });
  const freelancer = await person(browser, { first_name: 'Mateus', last_name: surname }, { seller: true });
  try {
    // The client posts a job through Create Job.
    const title = `Criação de catálogo digital ${tag}`;
    await client.page.goto('/add-job');
    await field(client.page, 'Título').fill(title);
    await field(client.page, 'Categoria').selectOption('Design Gráfico');
    await field(client.page, 'Orçamento (R$)').fill('1.800');
    await field(client.page, 'Duração estimada').fill('3 semanas');
    await field(client.page, 'Prazo de entrega').fill(brazilDay(30));
    await field(client.page, 'Descrição').fill('Catálogo de 40 produtos em PDF interativo, com a identidade da marca.');
    await client.page.getByRole('button', { name: 'Publicar trabalho' }).click();
    await expect(toast(client.page, 'Trabalho publicado com sucesso!')).toBeVisible();
    await expect(client.page).toHaveURL(/\/freelancerslist/);

    // The freelancer finds it on the Projetos tab typing without accents, and proposes.
    await freelancer.page.goto('/freelancers-list?tab=projetos');
    await freelancer.page.getByPlaceholder('Buscar projetos...').fill(`criacao de catalogo digital ${tag}`);
    // Once the debounced search has settled on this one job.
    await expect(freelancer.page.getByText('1 resultado', { exact: true })).toBeVisible();
    const found = freelancer.page.getByRole('article', { name: title, exact: true });
    await expect(found).toContainText('R$ 1.800,00');
    await found.getByRole('link', { name: 'Ver Detalhes' }).click();
    await expect(freelancer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await field(freelancer.page, 'Valor da proposta (R$)').fill('1.650');
    await field(freelancer.page, 'Prazo de entrega (dias)').fill('15');
    await field(freelancer.page, 'Carta de apresentação').fill('Diagramo catálogos há cinco anos; entrego em 15 dias.');
    await freelancer.page.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(toast(freelancer.page, 'Proposta enviada com sucesso!')).toBeVisible();

    // The client accepts it from the job page and lands on the contract.
    await client.page.goto('/freelancers-list?tab=projetos');
    await client.page.getByPlaceholder('Buscar projetos...').fill(tag);
    await expect(client.page.getByText('1 resultado', { exact: true })).toBeVisible();
    await client.page
      .getByRole('article', { name: title, exact: true })
      .getByRole('link', { name: 'Ver Detalhes' })
      .click();
    await client.page.getByRole('button', { name: `Aceitar proposta de ${freelancer.name}` }).click();
    await client.page.getByRole('button', { name: 'Aceitar e contratar' }).click();
    await expect(client.page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
    const contractUrl = new URL(client.page.url()).pathname;

    // The work starts only once paid: the client pays the contract's value into escrow with a test card.
    await client.page.getByRole('link', { name: 'Pague para iniciar' }).click();
    await expect(client.page).toHaveURL(/\/payment\?contrato=/);
    await client.page.getByRole('radio', { name: /Cartão de Crédito/ }).check();
    await client.page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
    await client.page.getByRole('button', { name: 'Realizar Pagamento' }).click();
    await expect(toast(client.page, 'Pagamento realizado!')).toBeVisible();
    await expect(client.page).toHaveURL(contractUrl);
    await expect(client.page.getByRole('region', { name: 'Pagamento garantido' })).toContainText('R$ 1.650,00');

    // The freelancer starts and reports progress from My Projects.
    await freelancer.page.goto('/my-projects');
    const project = freelancer.page.getByRole('article', { name: title, exact: true });
    await project.getByRole('button', { name: 'Atualizar Status' }).click();
    const dialog = freelancer.page.getByRole('dialog', { name: 'Atualizar Status' });
    await dialog.getByRole('button', { name: 'Iniciar trabalho' }).click();
    await expect(toast(freelancer.page, 'Trabalho iniciado!')).toBeVisible();
    await project.getByRole('button', { name: 'Atualizar Status' }).click();
    await dialog.getByRole('spinbutton', { name: 'Progresso em porcentagem' }).fill('70');
    await dialog.getByRole('button', { name: 'Salvar progresso' }).click();
    await expect(toast(freelancer.page, 'Progresso atualizado!')).toBeVisible();

    // The client concludes it.
    await client.page.goto(contractUrl);
    await client.page.getByRole('button', { name: 'Marcar como concluído' }).click();
    await client.page.getByRole('button', { name: 'Sim, concluir contrato' }).click();
    await expect(toast(client.page, 'Contrato concluído!')).toBeVisible();

    // Both review; the freelancer's rating then shows on his public profile.
    const clientForm = client.page.getByRole('form', { name: `Avaliar ${freelancer.name}` });
    await clientForm.getByRole('radio', { name: '5 estrelas' }).check();
    await clientForm.getByLabel('Comentário (opcional)').fill('Catálogo lindo, entregue antes do prazo.');
    await clientForm.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(client.page.getByRole('article', { name: 'Sua avaliação' })).toBeVisible();

    await freelancer.page.goto(contractUrl);
    const freelancerForm = freelancer.page.getByRole('form', { name: `Avaliar ${client.name}` });
    await freelancerForm.getByRole('radio', { name: '4 estrelas' }).check();
    await freelancerForm.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(freelancer.page.getByRole('article', { name: `Avaliação de ${client.name}` })).toContainText(
      'Catálogo lindo, entregue antes do prazo.',
    );

    await client.page.goto(`/freelancer/${freelancer.id}`);
    const main = client.page.locator('main');
    await expect(main).toContainText('5,0');
    await expect(main).toContainText('1 avaliação');
    await expect(main).toContainText('Catálogo lindo, entregue antes do prazo.');
  } finally {
    await client.close();
    await freelancer.close();
  }
});
