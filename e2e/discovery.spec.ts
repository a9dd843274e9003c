import type { Page } from '@playwright/test';
import {
  asPerson,
  browserOf,
  deposit,
  newPerson,
  type Person,
  postGig,
  postJob,
  signInAs,
  TEST_CARD,
  uniqueSurname,
} from './factories.js';
import { expect, test, toast } from './fixtures.js';

// Discovery: the freelancers tab's category search, filters and order (in the address), the dashboard's
// categories for each side, and a gig ordered (and paid from the wallet) by a client and accepted by its seller,
// another one paid by card and cancelled.

/** DISCOVERY_SHOTS=<folder> keeps full-page screenshots of each state, to look at (1280 and 390 px). */
async function shot(page: Page, name: string) {
  const folder = process.env.DISCOVERY_SHOTS;
  if (!folder) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A freelancer with a filled profile (Cargo, city, rate, skills), made through the API. */
async function freelancerWith(
  request: Page['request'],
  firstName: string,
  profile: { user_type: string; location: string; hourly_rate: number; skills: string[] },
): Promise<Person> {
  const person = await newPerson(request, firstName, { freelancer: true });
  const [, lastName] = person.name.split(' ');
  await asPerson(request, person, 'put', '/users/profile', {
    data: {
      first_name: firstName,
      last_name: lastName,
      email: person.email,
      phone: '11987654321',
      bio: 'Trabalho com clientes de todo o Brasil.',
      ...profile,
    },
  });
  return person;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.use({ viewport: { width: 1280, height: 900 } });

test("'programacao' finds a Programação & Tecnologia freelancer; the filters live in the address", async ({
  page,
  request,
}) => {
  // Nothing in her profile says 'programação': the category table does.
  const dev = await freelancerWith(request, 'Helena', {
    user_type: 'Desenvolvedora Back-end',
    location: 'Campinas, SP',
    hourly_rate: 97,
    skills: ['Python', 'Django'],
  });
  const client = await newPerson(request, 'Carla', { freelancer: false });
  await signInAs(page, client, '/freelancers-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de Freelancers' })).toBeVisible();

  await page.getByPlaceholder('Buscar freelancers...').fill('programacao');
  await expect(page).toHaveURL(/[?&]q=programacao/);
  await page.getByLabel('Categoria').selectOption('Programação & Tecnologia');
  await expect(page).toHaveURL(/categoria=Programa%C3%A7%C3%A3o\+%26\+Tecnologia/);
  const city = page.getByRole('combobox', { name: 'Cidade' });
  await city.fill('Campin');
  await page.getByRole('option', { name: 'Campinas, SP', exact: true }).click();
  await expect(page).toHaveURL(/cidade=Campinas%2C\+SP/);
  await page.getByLabel('Valor por hora mínimo (R$)').fill('96');
  await page.getByLabel('Valor por hora máximo (R$)').fill('98');
  await expect(page).toHaveURL(/valorMin=96&valorMax=98/);
  await page.getByLabel('Nível').selectOption('Novo');
  await page.getByLabel('Ordenar por').selectOption('Menor valor por hora');
  await expect(page).toHaveURL(/nivel=novo&ordem=menor-valor/);
  const found = card(page, dev.name);
  await expect(found).toBeVisible();
  await expect(found).toContainText('Desenvolvedora Back-end');
  await expect(found).toContainText('R$ 97,00/hora');
  await shot(page, 'freelancers-filters');

  // A reload keeps the search, every filter and the order.
  const address = page.url();
  await page.reload();
  expect(page.url()).toBe(address);
  await expect(page.getByPlaceholder('Buscar freelancers...')).toHaveValue('programacao');
  await expect(page.getByLabel('Categoria')).toHaveValue('Programação & Tecnologia');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas, SP');
  await expect(page.getByLabel('Valor por hora mínimo (R$)')).toHaveValue('96,00');
  await expect(page.getByLabel('Ordenar por')).toHaveValue('rate_asc');
  await expect(card(page, dev.name)).toBeVisible();

  // Another category leaves her out; 'Limpar filtros' keeps the search and the order.
  await page.getByLabel('Categoria').selectOption('Música & Áudio');
  await expect(card(page, dev.name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/freelancers-list\?q=programacao&ordem=menor-valor$/);
});

test("a client's dashboard category opens its freelancers, a freelancer's opens its projects", async ({
  page,
  request,
  browser,
}) => {
  const musician = await freelancerWith(request, 'Bruno', {
    user_type: 'Produtor Musical',
    location: 'Recife, PE',
    hourly_rate: 80,
    skills: ['Mixagem', 'Masterização'],
  });
  const client = await newPerson(request, 'Carla', { freelancer: false });
  await signInAs(page, client, '/dashboard');
  const carousel = page.getByRole('region', { name: 'Explore por categoria' });
  await carousel.getByRole('link', { name: 'Música & Áudio' }).click();
  await expect(page).toHaveURL(/\/freelancers-list\?categoria=M%C3%BAsica\+%26\+%C3%81udio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de Freelancers' })).toBeVisible();
  await expect(page.getByLabel('Categoria')).toHaveValue('Música & Áudio');
  // Among the category's freelancers: ours, found by name within it.
  await page.getByPlaceholder('Buscar freelancers...').fill(musician.name.split(' ')[1] ?? '');
  await expect(card(page, musician.name)).toBeVisible();

  // A freelancer's carousel opens projects: a jingle filed under 'Outro' is music, a move is not.
  const marker = uniqueSurname();
  const jingle = await postJob(request, client, { title: `Jingle para a padaria ${marker}`, category: 'Outro' });
  const move = await postJob(request, client, { title: `Mudança de escritório ${marker}`, category: 'Outro' });
  const seller = await newPerson(request, 'Rafael', { freelancer: true });
  const other = await browserOf(browser, seller, '/dashboard');
  await other.page
    .getByRole('region', { name: 'Explore por categoria' })
    .getByRole('link', { name: 'Música & Áudio' })
    .click();
  await expect(other.page).toHaveURL(/\/freelancers-list\?tab=projetos&q=M%C3%BAsica\+%26\+%C3%81udio$/);
  await expect(other.page.getByRole('heading', { level: 1, name: 'Projetos Disponíveis' })).toBeVisible();
  await expect(card(other.page, jingle.title)).toBeVisible();
  await expect(card(other.page, move.title)).toHaveCount(0);
  await other.close();
});

test('a client orders a gig and its seller accepts it: a contract appears', async ({ page, request, browser }) => {
  const seller = await freelancerWith(request, 'Sara', {
    user_type: 'Designer Gráfica',
    location: 'Curitiba, PR',
    hourly_rate: 90,
    skills: ['Branding'],
  });
  const gig = await postGig(request, seller, {
    title: `Logotipo profissional ${uniqueSurname()}`,
    category: 'Design Gráfico',
    priceCents: 45_000,
    description: 'Três propostas de logotipo e duas rodadas de ajustes.',
  });
  const client = await newPerson(request, 'Carla', { freelancer: false });
  // The order is paid when made: R$ 500,00 in the wallet covers this gig (the second one goes by card).
  await deposit(request, client, 50_000);

  // From the seller's profile, the gig card opens the gig's page.
  await signInAs(page, client, `/freelancer/${seller.id}`);
  await page.getByRole('link', { name: gig.title }).click();
  await expect(page).toHaveURL(new RegExp(`/gig/${gig.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
  await expect(page).toHaveTitle(`${gig.title} · Labora`);
  const main = page.getByRole('main');
  await expect(main).toContainText('R$ 450,00');
  await expect(main).toContainText('Três propostas de logotipo');
  await expect(main.getByRole('link', { name: seller.name })).toHaveAttribute('href', `/freelancer/${seller.id}`);
  await expect(page.getByRole('region', { name: 'Avaliações' })).toBeVisible();
  await shot(page, 'gig-page-client');

  // 'Contratar' pays from the wallet (its balance shown) or by card; the money waits in escrow for the answer.
  const panel = page.getByRole('region', { name: 'Contratar este serviço' });
  const wallet = panel.getByRole('radio', { name: /Saldo da Carteira/ });
  await expect(wallet).toBeChecked();
  await expect(panel).toContainText(/Disponível: R\$\s500,00/);
  await expect(panel).toContainText(/Total a pagar\s*R\$\s450,00/);
  // A gig of one package: its terms, no tabs; the button names the price.
  await expect(panel).toContainText('Entrega em 7 dias');
  await expect(panel.getByRole('radio', { name: /Premium/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Contratar \(R\$\s450,00\)$/ })).toBeVisible();
  await expect(panel).toContainText('O valor fica guardado pela Labora até o freelancer aceitar');
  await panel.getByRole('radio', { name: /Cartão de Crédito/ }).check();
  await expect(panel.getByLabel('Número do cartão')).toBeVisible();
  await expect(panel).toContainText('Modo de teste');
  await shot(page, 'gig-order-card');
  await wallet.check();
  await expect(panel.getByLabel('Número do cartão')).toHaveCount(0);
  await page.getByLabel('Mensagem para o freelancer (opcional)').fill('Preciso do logotipo até o fim do mês.');
  await page.getByRole('button', { name: /^Contratar \(/ }).click();
  await expect(toast(page, 'Pedido pago e enviado!')).toBeVisible();
  await expect(panel).toContainText('Aguardando resposta');
  await expect(page.getByRole('button', { name: /^Contratar \(/ })).toHaveCount(0);
  await shot(page, 'gig-order-pending');

  // The seller answers on the gig's page.
  const sellerSide = await browserOf(browser, seller, `/gig/${gig.id}`);
  const inbox = sellerSide.page.getByRole('region', { name: 'Pedidos recebidos' });
  await expect(inbox).toContainText(client.name);
  await expect(inbox).toContainText('Preciso do logotipo até o fim do mês.');
  await shot(sellerSide.page, 'gig-orders-seller');
  await inbox.getByRole('button', { name: `Aceitar pedido de ${client.name}` }).click();
  await expect(toast(sellerSide.page, 'Pedido aceito! O contrato foi criado.')).toBeVisible();
  await expect(inbox).toContainText('Aceito');
  await inbox.getByRole('link', { name: 'Ver contrato' }).click();
  await expect(sellerSide.page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
  // The freelancer's side says 'Pendente' (My Projects' words) and what comes next.
  await expect(sellerSide.page.getByRole('main')).toContainText(`Você aceitou o pedido de ${client.name}.`);
  await sellerSide.close();

  // The client sees the answer and finds the contract in Contratações.
  await page.reload();
  await expect(panel).toContainText('Aceito');
  await shot(page, 'gig-order-accepted');
  await panel.getByRole('link', { name: 'Ver contrato' }).click();
  await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver serviço contratado' })).toHaveAttribute('href', `/gig/${gig.id}`);
  await page.goto('/hiring');
  await expect(page.getByRole('main')).toContainText(gig.title);

  // A second order the client thinks better of: they cancel it while it waits, from 'Pedidos enviados'.
  const second = await postGig(request, seller, {
    title: `Cartão de visita ${uniqueSurname()}`,
    category: 'Design Gráfico',
    priceCents: 12_000,
  });
  await page.goto(`/gig/${second.id}`);
  // R$ 50,00 left in the wallet is short of R$ 120,00: the panel says so and points to 'Adicionar saldo'.
  await expect(panel).toContainText(/Disponível: R\$\s50,00 \(insuficiente\)/);
  await page.getByRole('button', { name: /^Contratar \(/ }).click();
  await expect(panel.getByRole('alert')).toContainText('Saldo insuficiente para Pagamento.');
  await expect(panel.getByRole('link', { name: 'Adicionar saldo à carteira' })).toHaveAttribute('href', '/payment');
  await shot(page, 'gig-order-insufficient');
  await panel.getByRole('radio', { name: /Cartão de Crédito/ }).check();
  await panel.getByLabel('Número do cartão').fill(TEST_CARD);
  await page.getByRole('button', { name: /^Contratar \(/ }).click();
  await expect(panel).toContainText('Aguardando resposta');
  await expect(panel.getByRole('button', { name: `Cancelar pedido de ${second.title}` })).toBeVisible();
  await shot(page, 'gig-order-cancellable');

  await page.goto('/my-jobs');
  const sent = page.getByRole('region', { name: 'Pedidos enviados' });
  await expect(sent.getByRole('article', { name: `Pedido para ${seller.name}` })).toHaveCount(2);
  const waiting = sent.getByRole('listitem').filter({ hasText: second.title });
  const accepted = sent.getByRole('listitem').filter({ hasText: gig.title });
  await expect(accepted).toContainText('Aceito');
  await expect(accepted.getByRole('link', { name: 'Ver contrato' })).toBeVisible();
  await expect(sent).toContainText('1 pedido aguarda a resposta do freelancer.');
  await shot(page, 'my-jobs-sent-orders');
  await waiting.getByRole('button', { name: `Cancelar pedido de ${second.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar este pedido?' });
  await expect(dialog).toContainText(seller.name);
  await shot(page, 'gig-order-cancel-dialog');
  await dialog.getByRole('button', { name: 'Sim, cancelar pedido' }).click();
  await expect(toast(page, 'Pedido cancelado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(waiting).toContainText('Cancelado');
  await expect(waiting.getByRole('button', { name: /Cancelar pedido/ })).toHaveCount(0);
  await shot(page, 'my-jobs-cancelled');

  // Cancelled, the gig may be ordered again.
  await page.goto(`/gig/${second.id}`);
  await expect(panel).toContainText('Cancelado');
  await expect(page.getByRole('button', { name: /^Contratar \(/ })).toBeVisible();
  await shot(page, 'gig-order-cancelled');
});
