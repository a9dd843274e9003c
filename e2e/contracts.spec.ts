import type { Locator, Page } from '@playwright/test';
import { brazilDay, browserOf, hire, newPerson, uniqueSurname } from './factories.js';
import { expect, test, toast } from './fixtures.js';

const DOUBLE_BLIND_NOTE = 'A avaliação da outra parte aparece quando vocês dois avaliarem, ou em até 14 dias.';
const REVIEW_SAVED = 'Avaliação enviada! Ela aparece quando a outra parte também avaliar, ou em até 14 dias.';

/** '2030-03-15' → '15/03/2030', as the cards write a date. */
function shortDate(isoDate: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const cardsIn = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('article');

async function expectProgress(scope: Locator, value: number) {
  const bar = scope.getByRole('progressbar', { name: 'Progresso' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(value));
  await expect(scope.getByText(`${value}%`, { exact: true })).toBeVisible();
}

test('a contract from Pendente to concluded: the freelancer starts and reports progress, the client concludes, both review blind', async ({
  browser,
  request,
}) => {
  const client = await newPerson(request, 'Carla');
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const otherFreelancer = await newPerson(request, 'Bruno', { freelancer: true });
  const otherClient = await newPerson(request, 'Diego');
  const main = await hire(request, client, freelancer, {
    title: `Loja virtual ${uniqueSurname()}`,
    amountCents: 480_000,
  });
  const waiting = await hire(request, client, otherFreelancer, {
    title: `Identidade visual ${uniqueSurname()}`,
    amountCents: 150_050,
  });
  const elsewhere = await hire(request, otherClient, freelancer, {
    title: `Blog institucional ${uniqueSurname()}`,
    amountCents: 90_000,
  });

  const f = await browserOf(browser, freelancer, '/my-projects');
  const c = await browserOf(browser, client, '/hiring');
  try {
    // The freelancer's projects: both contracts, not started, shown as SPEC's 'Pendente'.
    await expect(f.page.getByRole('heading', { level: 1, name: 'Meus Projetos' })).toBeVisible();
    await expect(f.page).toHaveTitle('Meus Projetos · Labora');
    await expect(cardsIn(f.page, 'Projetos')).toHaveCount(2);
    const project = card(f.page, main.title);
    await expect(project.getByText('Status: Pendente', { exact: true })).toBeVisible();
    await expect(project).toContainText(client.name);
    await expect(project).toContainText(brl(main.amountCents));
    await expect(project).toContainText(shortDate(main.endDate));
    await expect(project).toContainText(`Projeto ${main.title}`);
    await expectProgress(project, 0);
    // It opens the contract's own conversation (e2e/messages-extras.spec.ts follows it).
    await expect(project.getByRole('link', { name: 'Enviar Mensagem' })).toHaveAttribute(
      'href',
      /^\/dashboard\/messages\/contract\/[0-9a-f-]{36}$/,
    );
    await expect(project.getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute(
      'href',
      `/contracts/${main.contractId}`,
    );

    // Searched by the client's name (any case), on the server, and kept in the address.
    await f.page.getByRole('searchbox', { name: /Buscar projetos/ }).fill(client.name.toUpperCase());
    await expect(cardsIn(f.page, 'Projetos')).toHaveCount(1);
    await expect(card(f.page, elsewhere.title)).toBeHidden();
    await expect(f.page).toHaveURL(/[?&]q=/);
    // Combined with the status filter: nothing in progress yet.
    await f.page.getByLabel('Status', { exact: true }).selectOption({ label: 'Em Andamento' });
    await expect(f.page.getByText('Nenhum projeto encontrado.')).toBeVisible();
    await f.page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pendente' });
    await expect(f.page).toHaveURL(/status=pendente/);
    await expect(cardsIn(f.page, 'Projetos')).toHaveCount(1);

    // 'Atualizar Status' offers only what is allowed now: start or cancel, no progress yet.
    await project.getByRole('button', { name: 'Atualizar Status' }).click();
    const dialog = f.page.getByRole('dialog', { name: 'Atualizar Status' });
    await expect(dialog.getByRole('button', { name: 'Cancelar contrato' })).toBeVisible();
    await expect(dialog.getByRole('slider')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Iniciar trabalho' }).click();
    await expect(toast(f.page, 'Trabalho iniciado!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Started, it leaves the 'Pendente' filter; under 'Em Andamento' it is there, with progress to report.
    await expect(f.page.getByText('Nenhum projeto encontrado.')).toBeVisible();
    await f.page.getByLabel('Status', { exact: true }).selectOption({ label: 'Em Andamento' });
    await expect(project.getByText('Status: Em Andamento', { exact: true })).toBeVisible();
    await project.getByRole('button', { name: 'Atualizar Status' }).click();
    await expect(dialog.getByRole('button', { name: 'Iniciar trabalho' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Cancelar contrato' })).toHaveCount(0);
    await dialog.getByRole('spinbutton', { name: 'Progresso em porcentagem' }).fill('160');
    await dialog.getByRole('button', { name: 'Salvar progresso' }).click();
    await expect(dialog.getByText('Informe o progresso de 0 a 100.')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Progresso em porcentagem' }).fill('60');
    await expect(dialog.getByRole('slider', { name: 'Progresso' })).toHaveValue('60');
    await dialog.getByRole('button', { name: 'Salvar progresso' }).click();
    await expect(toast(f.page, 'Progresso atualizado!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectProgress(project, 60);

    // The client comes back to her hirings: the one under way and the one still waiting, filtered by status.
    await c.page.reload();
    await expect(c.page.getByRole('heading', { level: 1, name: 'Contratações' })).toBeVisible();
    await expect(c.page).toHaveTitle('Contratações · Labora');
    await expect(cardsIn(c.page, 'Contratações')).toHaveCount(2);
    const hiring = card(c.page, main.title);
    await expect(hiring.getByText('Status: Em Andamento', { exact: true })).toBeVisible();
    await expect(card(c.page, waiting.title).getByText('Status: Aguardando Início', { exact: true })).toBeVisible();
    await expect(hiring).toContainText(freelancer.name);
    await expect(hiring).toContainText(shortDate(brazilDay(0)));
    await expect(hiring).toContainText(shortDate(main.endDate));
    await expect(hiring).toContainText(brl(main.amountCents));
    await expect(hiring.getByRole('link', { name: 'Enviar Mensagem' })).toHaveAttribute(
      'href',
      /^\/dashboard\/messages\/contract\/[0-9a-f-]{36}$/,
    );

    const status = c.page.getByLabel('Status', { exact: true });
    await status.selectOption({ label: 'Concluído' });
    await expect(c.page.getByText('Nenhuma contratação encontrada.')).toBeVisible();
    await status.selectOption({ label: 'Aguardando Início' });
    await expect(cardsIn(c.page, 'Contratações')).toHaveCount(1);
    await expect(card(c.page, waiting.title)).toBeVisible();
    await status.selectOption({ label: 'Em Andamento' });
    await expect(c.page).toHaveURL(/status=em_andamento/);
    await expect(cardsIn(c.page, 'Contratações')).toHaveCount(1);
    // By title, in any case.
    await c.page.getByRole('searchbox', { name: /Buscar contratações/ }).fill(main.title.toLowerCase());
    await expect(c.page).toHaveURL(/[?&]q=/);
    await expect(cardsIn(c.page, 'Contratações')).toHaveCount(1);
    await c.page.reload();
    await expect(c.page.getByRole('searchbox', { name: /Buscar contratações/ })).toHaveValue(main.title.toLowerCase());
    await expect(status).toHaveValue('em_andamento');

    await hiring.getByRole('link', { name: 'Ver Detalhes' }).click();
    await expect(c.page).toHaveURL(new RegExp(`/contracts/${main.contractId}$`));
    await expect(c.page.getByRole('heading', { level: 1, name: main.title })).toBeVisible();
    await expect(c.page).toHaveTitle(`${main.title} · Labora`);
    await expectProgress(c.page.locator('main'), 60);
    await expect(c.page.getByRole('link', { name: freelancer.name, exact: true })).toHaveAttribute(
      'href',
      `/freelancer/${freelancer.id}`,
    );
    await expect(c.page.getByRole('link', { name: client.name, exact: true })).toHaveAttribute(
      'href',
      `/freelancer/${client.id}`,
    );
    await expect(c.page.getByRole('link', { name: 'Ver trabalho publicado' })).toHaveAttribute(
      'href',
      `/job/${main.jobId}`,
    );
    // The freelancer's moves are not the client's.
    await expect(c.page.getByRole('button', { name: 'Iniciar trabalho' })).toHaveCount(0);
    await expect(c.page.getByRole('button', { name: 'Salvar progresso' })).toHaveCount(0);
    await expect(c.page.getByRole('slider')).toHaveCount(0);
    await expect(c.page.getByRole('button', { name: 'Cancelar contrato' })).toHaveCount(0);

    await c.page.getByRole('button', { name: 'Marcar como concluído' }).click();
    const confirm = c.page.getByRole('dialog', { name: 'Marcar como concluído?' });
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await expect(confirm).toBeHidden();
    await c.page.getByRole('button', { name: 'Marcar como concluído' }).click();
    await confirm.getByRole('button', { name: 'Sim, concluir contrato' }).click();
    await expect(toast(c.page, 'Contrato concluído!')).toBeVisible();
    await expect(c.page.locator('main').getByText('Status: Concluído', { exact: true })).toBeVisible();
    await expectProgress(c.page.locator('main'), 100);
    await expect(c.page.getByRole('button', { name: 'Marcar como concluído' })).toHaveCount(0);

    // The client reviews first: stars chosen by keyboard, after the form asked for them.
    const clientForm = c.page.getByRole('form', { name: `Avaliar ${freelancer.name}` });
    await clientForm.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(clientForm.getByText('Escolha de 1 a 5 estrelas.')).toBeVisible();
    await expect(clientForm.getByRole('radio', { name: '1 estrela' })).toBeFocused();
    await c.page.keyboard.press('Space');
    for (let i = 0; i < 4; i += 1) await c.page.keyboard.press('ArrowRight');
    await expect(clientForm.getByRole('radio', { name: '5 estrelas' })).toBeChecked();
    await clientForm
      .getByLabel('Comentário (opcional)')
      .fill('Entrega impecável e comunicação clara do início ao fim.');
    await clientForm.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(toast(c.page, REVIEW_SAVED)).toBeVisible();
    const clientOwn = c.page.getByRole('article', { name: 'Sua avaliação' });
    await expect(clientOwn).toContainText('Entrega impecável e comunicação clara do início ao fim.');
    await expect(clientOwn.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(c.page.getByText(DOUBLE_BLIND_NOTE)).toBeVisible();
    await expect(clientForm).toHaveCount(0);

    // The freelancer does not see the client's review before writing his own.
    await f.page.goto(`/contracts/${main.contractId}`);
    const freelancerForm = f.page.getByRole('form', { name: `Avaliar ${client.name}` });
    await expect(freelancerForm).toBeVisible();
    await expect(f.page.getByText(DOUBLE_BLIND_NOTE)).toBeVisible();
    await expect(f.page.getByText('Entrega impecável')).toHaveCount(0);
    await freelancerForm.getByRole('radio', { name: '4 estrelas' }).check();
    await freelancerForm
      .getByLabel('Comentário (opcional)')
      .fill('Cliente organizada, briefing completo e pagamento em dia.');
    await freelancerForm.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(toast(f.page, REVIEW_SAVED)).toBeVisible();
    await expect(f.page.getByRole('article', { name: 'Sua avaliação' })).toContainText('Cliente organizada');
    // Both have written: each now sees the other's.
    const toFreelancer = f.page.getByRole('article', { name: `Avaliação de ${client.name}` });
    await expect(toFreelancer).toContainText('Entrega impecável e comunicação clara do início ao fim.');
    await expect(toFreelancer.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(f.page.getByText(DOUBLE_BLIND_NOTE)).toHaveCount(0);

    await c.page.reload();
    const toClient = c.page.getByRole('article', { name: `Avaliação de ${freelancer.name}` });
    await expect(toClient).toContainText('Cliente organizada, briefing completo e pagamento em dia.');
    await expect(toClient.getByRole('img', { name: '4 de 5 estrelas' })).toBeVisible();

    // Back on My Projects the project reads 'Concluído', at 100 %.
    await f.page.goto('/my-projects?status=concluido');
    await expect(card(f.page, main.title).getByText('Status: Concluído', { exact: true })).toBeVisible();
    await expectProgress(card(f.page, main.title), 100);
    await card(f.page, main.title).getByRole('button', { name: 'Atualizar Status' }).click();
    await expect(f.page.getByRole('dialog', { name: 'Atualizar Status' })).toContainText(
      'Este contrato já foi concluído',
    );
  } finally {
    await f.close();
    await c.close();
  }
});

test('cancelling before the start asks first; the other side, a step behind, gets the server refusal as a toast', async ({
  browser,
  request,
}) => {
  const client = await newPerson(request, 'Marina');
  const freelancer = await newPerson(request, 'Tiago', { freelancer: true });
  const stranger = await newPerson(request, 'Lia');
  const hired = await hire(request, client, freelancer, {
    title: `Aplicativo ${uniqueSurname()}`,
    amountCents: 250_000,
  });
  const path = `/contracts/${hired.contractId}`;

  // The freelancer's live socket is cut, so the page stays a step behind (a live one catches up by itself:
  // live-updates.spec.ts).
  const f = await browserOf(browser, freelancer, path, { offline: true });
  const c = await browserOf(browser, client, path);
  const s = await browserOf(browser, stranger, path);
  try {
    await expect(f.page.getByRole('button', { name: 'Iniciar trabalho' })).toBeVisible();
    await expect(f.page.locator('main').getByText('Status: Pendente', { exact: true })).toBeVisible();
    await expect(c.page.locator('main').getByText('Status: Aguardando Início', { exact: true })).toBeVisible();
    await expect(c.page.getByRole('button', { name: 'Iniciar trabalho' })).toHaveCount(0);
    await expect(c.page.getByRole('button', { name: 'Marcar como concluído' })).toHaveCount(0);

    await c.page.getByRole('button', { name: 'Cancelar contrato' }).click();
    const confirm = c.page.getByRole('dialog', { name: 'Cancelar este contrato?' });
    await expect(confirm).toContainText(freelancer.name);
    await confirm.getByRole('button', { name: 'Sim, cancelar contrato' }).click();
    await expect(toast(c.page, 'Contrato cancelado.')).toBeVisible();
    await expect(c.page.locator('main').getByText('Status: Cancelado', { exact: true })).toBeVisible();
    await expect(c.page.getByRole('button', { name: 'Cancelar contrato' })).toHaveCount(0);
    await expect(c.page.getByRole('heading', { name: 'Avaliações' })).toHaveCount(0);

    // The freelancer's page still offers the start; the server refuses and the page catches up.
    await f.page.getByRole('button', { name: 'Iniciar trabalho' }).click();
    await expect(toast(f.page, 'Esta ação não é permitida no estado atual do contrato.')).toBeVisible();
    await expect(f.page.locator('main').getByText('Status: Cancelado', { exact: true })).toBeVisible();
    await expect(f.page.getByRole('button', { name: 'Iniciar trabalho' })).toHaveCount(0);

    // Nobody else may open it.
    await expect(s.page.getByRole('heading', { level: 1, name: 'Você não participa deste contrato.' })).toBeVisible();
    await expect(s.page.getByText(hired.title)).toHaveCount(0);
  } finally {
    await f.close();
    await c.close();
    await s.close();
  }
});

test('cancelling from My Projects asks inside the dialog, and the card then reads Cancelado', async ({
  browser,
  request,
}) => {
  const client = await newPerson(request, 'Helena');
  const freelancer = await newPerson(request, 'Otavio', { freelancer: true });
  const hired = await hire(request, client, freelancer, {
    title: `Landing page ${uniqueSurname()}`,
    amountCents: 70_000,
  });
  const f = await browserOf(browser, freelancer, '/my-projects');
  try {
    const project = card(f.page, hired.title);
    await project.getByRole('button', { name: 'Atualizar Status' }).click();
    await f.page.getByRole('dialog').getByRole('button', { name: 'Cancelar contrato' }).click();
    const confirm = f.page.getByRole('dialog', { name: 'Cancelar este contrato?' });
    await expect(confirm.getByRole('button', { name: 'Voltar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    const dialog = f.page.getByRole('dialog', { name: 'Atualizar Status' });
    await expect(dialog.getByRole('button', { name: 'Cancelar contrato' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancelar contrato' }).click();
    await confirm.getByRole('button', { name: 'Sim, cancelar contrato' }).click();
    await expect(toast(f.page, 'Contrato cancelado.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(project.getByText('Status: Cancelado', { exact: true })).toBeVisible();

    // An empty account's hirings: the empty state, not an error.
    await f.page.goto('/hiring');
    await expect(f.page.getByText('Nenhuma contratação encontrada.')).toBeVisible();
  } finally {
    await f.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the three screens fit 390 px and the status dialog works by keyboard', async ({ browser, request }) => {
    const client = await newPerson(request, 'Sofia');
    const freelancer = await newPerson(request, 'Caio', { freelancer: true });
    const hired = await hire(request, client, freelancer, {
      title: `Sistema de reservas para pousada ${uniqueSurname()}`,
      amountCents: 1_234_567,
    });
    const f = await browserOf(browser, freelancer, '/my-projects');
    const c = await browserOf(browser, client, '/hiring');
    try {
      const fits = async (page: Page) =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const project = card(f.page, hired.title);
      await expect(project).toBeVisible();
      await fits(f.page);
      await project.getByRole('button', { name: 'Atualizar Status' }).focus();
      await f.page.keyboard.press('Enter');
      const dialog = f.page.getByRole('dialog', { name: 'Atualizar Status' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Iniciar trabalho' }).focus();
      await f.page.keyboard.press('Enter');
      await expect(toast(f.page, 'Trabalho iniciado!')).toBeVisible();
      await expect(project.getByText('Status: Em Andamento', { exact: true })).toBeVisible();
      await expect(project.getByRole('button', { name: 'Atualizar Status' })).toBeFocused();

      await f.page.keyboard.press('Enter');
      await dialog.getByRole('slider', { name: 'Progresso' }).focus();
      for (let i = 0; i < 5; i += 1) await f.page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('spinbutton', { name: 'Progresso em porcentagem' })).toHaveValue('25');
      await fits(f.page);
      await f.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await expect(card(c.page, hired.title)).toBeVisible();
      await fits(c.page);
      await c.page.goto(`/contracts/${hired.contractId}`);
      await expect(c.page.getByRole('heading', { level: 1, name: hired.title })).toBeVisible();
      await fits(c.page);
    } finally {
      await f.close();
      await c.close();
    }
  });
});
