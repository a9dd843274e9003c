import type { APIRequestContext, Page } from '@playwright/test';
import {
  asPerson,
  brazilDay,
  browserOf,
  newPerson,
  type Person,
  postJob,
  propose,
  signInAs,
  uniqueSurname,
} from './factories.js';
import { expect, PASSWORD, test, toast } from './fixtures.js';

// A client's side (publish, find it again, compare proposals, accept) and a freelancer's (every proposal sent,
// by status, withdraw one). Screens are saved at 1280 and 390 px under test-results/client-jobs/ to be looked at.

// Outside test-results/ when SHOTS_DIR says so: another run of Playwright empties that folder.
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/client-jobs';

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function fitsTheScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Carla, the demo seed's client (README 'Demo accounts'), signed in through the API. */
async function demoClient(request: APIRequestContext): Promise<Person> {
  const login = await request.post('/api/auth/login', { data: { email: 'cliente@labora.dev', password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { user, token } = await login.json();
  return {
    id: user._id,
    firstName: user.first_name,
    name: `${user.first_name} ${user.last_name}`,
    email: 'cliente@labora.dev',
    token,
    session: { user, token },
  };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test('Carla publishes, lands on the list with her job first, finds it in her jobs, compares and accepts', async ({
      page,
      request,
    }) => {
      const carla = await demoClient(request);
      const title = `Identidade visual da confeitaria ${uniqueSurname()}`;
      await signInAs(page, carla, '/add-job');
      await field(page, 'Título').fill(title);
      await field(page, 'Categoria').selectOption('Design Gráfico');
      await field(page, 'Orçamento (R$)').fill('3.000');
      await field(page, 'Duração estimada').fill('3 semanas');
      await field(page, 'Prazo de entrega').fill(brazilDay(40));
      await field(page, 'Descrição').fill(
        'Logo, paleta de cores, cardápio e embalagens para uma confeitaria artesanal.',
      );
      await page.getByRole('button', { name: 'Publicar trabalho' }).click();
      await expect(toast(page, 'Trabalho publicado com sucesso!')).toBeVisible();

      // SPEC's list, on the projects tab, the new job first and marked, with its link.
      await expect(page).toHaveURL(/\/freelancerslist\?tab=projetos&published=[0-9a-f-]{36}$/);
      const jobId = new URL(page.url()).searchParams.get('published') ?? '';
      await expect(page.getByRole('heading', { level: 1, name: 'Projetos Disponíveis' })).toBeVisible();
      const justPublished = page.getByRole('region', { name: 'Publicado agora' });
      await expect(justPublished.getByRole('article', { name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
      await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(1);
      await fitsTheScreen(page);
      await shot(page, 'published');
      await justPublished.getByRole('link', { name: /^Ver Detalhes/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver propostas' })).toHaveAttribute(
        'href',
        `/my-jobs/${jobId}/proposals`,
      );

      // Two freelancers propose; a third, a buyer, may not.
      const [bruno, lia, buyer] = await Promise.all([
        newPerson(request, 'Bruno', { freelancer: true }),
        newPerson(request, 'Lia', { freelancer: true }),
        newPerson(request, 'Otavio', { freelancer: false }),
      ]);
      await propose(request, bruno, jobId, { amountCents: 250_000, deliveryDays: 25 });
      await propose(request, lia, jobId, { amountCents: 280_000, deliveryDays: 12 });
      const refused = await asPerson<{ code: string }>(request, buyer, 'post', `/jobs/${jobId}/proposals`, {
        data: { amountCents: 100_000, deliveryDays: 5, coverLetter: 'Faço em cinco dias, com três opções de logo.' },
        status: 403,
      });
      expect(refused.code).toBe('NOT_FREELANCER');

      // 'Meus trabalhos publicados': the job with its proposals, the new ones marked; the filter is in the address.
      await page.goto('/my-jobs');
      await expect(page.getByRole('heading', { level: 1, name: 'Meus trabalhos publicados' })).toBeVisible();
      const card = page.getByRole('article', { name: title, exact: true });
      await expect(card).toContainText('2 propostas');
      await expect(card).toContainText('2 novas');
      await expect(card).toContainText('R$ 3.000,00');
      await fitsTheScreen(page);
      await shot(page, 'my-jobs');
      await page.getByRole('tab', { name: 'Encerrados' }).click();
      await expect(page).toHaveURL(/\/my-jobs\?status=encerrados$/);
      await expect(card).toHaveCount(0);
      await page.getByRole('tab', { name: 'Abertos' }).click();
      await expect(page).toHaveURL(/\/my-jobs\?status=abertos$/);
      await card.getByRole('link', { name: `Ver propostas de ${title}` }).click();

      // The inbox: side by side, the track record beside each, sorted as asked.
      await expect(page).toHaveURL(new RegExp(`/my-jobs/${jobId}/proposals$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const fromBruno = page.getByRole('article', { name: bruno.name });
      const fromLia = page.getByRole('article', { name: lia.name });
      await expect(fromBruno).toContainText('Nova');
      await expect(fromBruno).toContainText('R$ 2.500,00');
      await expect(fromBruno).toContainText('Menor valor');
      await expect(fromLia).toContainText('Mais rápido');
      await expect(fromLia).toContainText('Novo');
      await expect(page.getByRole('link', { name: 'Convidar freelancers' })).toHaveAttribute(
        'href',
        `/freelancers-list?${new URLSearchParams({ category: 'Design Gráfico' })}`,
      );
      const order = () => page.getByRole('list', { name: 'Propostas' }).getByRole('article');
      await expect(order().first()).toHaveAccessibleName(lia.name);
      await field(page, 'Ordenar por').selectOption('Menor valor');
      await expect(order().first()).toHaveAccessibleName(bruno.name);
      await field(page, 'Ordenar por').selectOption('Menor prazo');
      await expect(order().first()).toHaveAccessibleName(lia.name);
      await fitsTheScreen(page);
      await shot(page, 'inbox');

      // Seen now: no longer new on the list.
      await page.goto('/my-jobs');
      await expect(card).toContainText('2 propostas');
      await expect(card).not.toContainText('novas');

      // Accepting, confirmed, makes the contract and opens it.
      await page.goto(`/my-jobs/${jobId}/proposals`);
      await fromLia.getByRole('button', { name: `Aceitar proposta de ${lia.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Aceitar esta proposta?' });
      await expect(dialog).toContainText('R$ 2.800,00');
      await shot(page, 'inbox-accept-dialog');
      await dialog.getByRole('button', { name: 'Aceitar e contratar' }).click();
      await expect(toast(page, 'Proposta aceita! O contrato foi criado.')).toBeVisible();
      await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
    });

    test("a freelancer's proposals: every one with its client, by status, withdraw one, open a contract", async ({
      page,
      request,
    }) => {
      const [client, rafael] = await Promise.all([
        newPerson(request, 'Carla', { freelancer: false }),
        newPerson(request, 'Rafael', { freelancer: true }),
      ]);
      const waiting = await postJob(request, client, { title: `Loja virtual ${uniqueSurname()}` });
      const hired = await postJob(request, client, { title: `Aplicativo de delivery ${uniqueSurname()}` });
      const declined = await postJob(request, client, { title: `Blog de receitas ${uniqueSurname()}` });
      await propose(request, rafael, waiting.id);
      const toAccept = await propose(request, rafael, hired.id, { amountCents: 450_000 });
      const toDecline = await propose(request, rafael, declined.id);
      const { contractId } = await asPerson<{ contractId: string }>(
        request,
        client,
        'post',
        `/proposals/${toAccept}/accept`,
        { status: 200 },
      );
      await asPerson(request, client, 'post', `/proposals/${toDecline}/reject`, { status: 200 });

      await signInAs(page, rafael, '/my-proposals');
      await expect(page.getByRole('heading', { level: 1, name: 'Minhas propostas' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Minhas propostas' });
      await expect(list.getByRole('article')).toHaveCount(3);
      const pending = list.getByRole('article', { name: waiting.title });
      await expect(pending).toContainText(client.name);
      await expect(pending).toContainText('Pendente');
      await expect(pending.getByRole('link', { name: waiting.title })).toHaveAttribute('href', `/job/${waiting.id}`);
      await expect(list.getByRole('article', { name: declined.title })).toContainText('Rejeitada');
      await fitsTheScreen(page);
      await shot(page, 'my-proposals');

      await field(page, 'Status').selectOption('Pendentes');
      await expect(page).toHaveURL(/\/my-proposals\?status=pendentes$/);
      await expect(list.getByRole('article')).toHaveCount(1);
      await pending.getByRole('button', { name: `Retirar proposta para ${waiting.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Retirar sua proposta?' });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(pending).toContainText('Pendente');
      await pending.getByRole('button', { name: `Retirar proposta para ${waiting.title}` }).click();
      await dialog.getByRole('button', { name: 'Retirar proposta' }).click();
      await expect(toast(page, 'Proposta retirada.')).toBeVisible();
      await expect(page.getByText('Nenhuma proposta com este status.')).toBeVisible();

      await page.reload();
      await expect(field(page, 'Status')).toHaveValue('pendentes');
      await field(page, 'Status').selectOption('Aceitas');
      const accepted = list.getByRole('article', { name: hired.title });
      await expect(accepted).toContainText('R$ 4.500,00');
      await accepted.getByRole('link', { name: `Ver contrato de ${hired.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/contracts/${contractId}$`));
    });

    test('a buyer is offered Configurações instead of the proposal form; an inbox is its owner’s only', async ({
      page,
      browser,
      request,
    }) => {
      const [client, buyer] = await Promise.all([
        newPerson(request, 'Helena', { freelancer: false }),
        newPerson(request, 'Marta', { freelancer: false }),
      ]);
      const job = await postJob(request, client);
      await signInAs(page, buyer, `/job/${job.id}`);
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      await expect(page.getByText(/Só quem trabalha como freelancer pode enviar propostas/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir para Configurações' })).toHaveAttribute(
        'href',
        '/customize-profile',
      );
      await expect(page.getByRole('button', { name: 'Enviar proposta' })).toHaveCount(0);
      await shot(page, 'job-buyer-offer');

      await page.goto(`/my-jobs/${job.id}/proposals`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Só quem publicou o trabalho pode ver as propostas recebidas.' }),
      ).toBeVisible();
      await shot(page, 'inbox-forbidden');

      // The owner with nothing posted yet: the empty list leads to Create Job.
      const owner = await browserOf(browser, await newPerson(request, 'Sofia', { freelancer: false }), '/my-jobs');
      try {
        await owner.page.setViewportSize(viewport);
        await expect(owner.page.getByText('Você ainda não publicou nenhum trabalho.')).toBeVisible();
        await expect(owner.page.getByRole('link', { name: 'Publicar meu primeiro trabalho' })).toHaveAttribute(
          'href',
          '/add-job',
        );
        await shot(owner.page, 'my-jobs-empty');
      } finally {
        await owner.close();
      }
    });
  });
}
