import { deposit, newPerson, postGig, signInAs, uniqueSurname } from './factories.js';
import { expect, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

// Gig packages: a client compares Básico, Padrão and Premium on the gig's page, picks Premium and pays exactly
// its price; the page passes axe at 1280 and 390 px. GIG_PACKAGE_SHOTS=<folder> keeps screenshots to look at.

const PACKAGES = {
  basico: { priceCents: 30_000, deliveryDays: 3, revisions: 1, included: ['Logotipo em PNG'] },
  padrao: { priceCents: 60_000, deliveryDays: 5, revisions: 2, included: ['Logotipo em PNG', 'Versão em SVG'] },
  premium: {
    priceCents: 120_000,
    deliveryDays: 7,
    revisions: 5,
    included: ['Logotipo em PNG', 'Versão em SVG', 'Manual da marca'],
  },
};

test('a client compares the packages, chooses Premium and pays exactly its price', async ({ page, request }) => {
  const seller = await newPerson(request, 'Otávio', { freelancer: true });
  const gig = await postGig(request, seller, {
    title: `Identidade visual ${uniqueSurname()}`,
    category: 'Design Gráfico',
    packages: PACKAGES,
  });
  const client = await newPerson(request, 'Marta', { freelancer: false });
  await deposit(request, client, 200_000);

  // The seller's card says 'A partir de' the cheapest package.
  await signInAs(page, client, `/freelancer/${seller.id}`);
  const card = page.getByRole('article', { name: gig.title });
  await expect(card).toContainText(/A partir de\s*R\$\s300,00/);
  await card.getByRole('link', { name: gig.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();

  // Side by side: the three packages with their terms.
  const compare = page.getByRole('region', { name: 'Compare os pacotes' });
  await expect(compare.getByRole('heading', { level: 3 })).toHaveText(['Básico', 'Padrão', 'Premium']);
  await expect(compare).toContainText('Premium');
  await expect(compare).toContainText('Manual da marca');
  await expect(compare).toContainText('Entrega em 7 dias');

  const panel = page.getByRole('region', { name: 'Contratar este serviço' });
  await expect(panel.getByRole('radio', { name: /Básico/ })).toBeChecked();
  await expect(panel.getByRole('button', { name: /^Contratar \(R\$\s300,00\)$/ })).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual([]);
  if (process.env.GIG_PACKAGE_SHOTS) await saveScreens(page, process.env.GIG_PACKAGE_SHOTS, 'gig-packages');

  await panel.getByRole('radio', { name: /Premium/ }).check();
  await expect(panel).toContainText('Entrega em 7 dias');
  await expect(panel).toContainText('5 revisões');
  await expect(panel).toContainText(/Total a pagar\s*R\$\s1\.200,00/);
  await expect(compare.getByRole('button', { name: 'Escolhido o pacote Premium' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  if (process.env.GIG_PACKAGE_SHOTS) await saveScreens(page, process.env.GIG_PACKAGE_SHOTS, 'gig-packages-premium');
  await panel.getByRole('button', { name: /^Contratar \(R\$\s1\.200,00\)$/ }).click();
  await expect(toast(page, 'Pedido pago e enviado!')).toBeVisible();
  await expect(panel).toContainText('pedido do pacote Premium');
  await expect(panel).toContainText(/valor pago \(R\$\s1\.200,00\)/);

  // The wallet paid exactly Premium's price into escrow.
  const wallet = await page.request.get('/api/wallet', { headers: { Authorization: `Bearer ${client.token}` } });
  expect(await wallet.json()).toMatchObject({ availableCents: 80_000, escrowCents: 120_000 });
  expect(await axeAtBothWidths(page)).toEqual([]);
});

test('a seller sets up the three packages in the gig form', async ({ page, request }) => {
  const seller = await newPerson(request, 'Iara', { freelancer: true });
  await signInAs(page, seller, `/freelancer/${seller.id}`);
  await page.getByRole('region', { name: 'Serviços' }).getByRole('button', { name: 'Novo serviço' }).click();
  const form = page.getByRole('dialog', { name: 'Novo serviço' });
  for (const [name, price] of [
    ['Padrão', '600'],
    ['Premium', '1.200'],
  ] as const) {
    const group = form.getByRole('group', { name });
    await group.getByLabel(`Oferecer o pacote ${name}`).check();
    await group.getByLabel('Preço (R$)').fill(price);
    await group.getByLabel('Prazo (dias)').fill('9');
    await group.getByLabel('Revisões').fill('2');
  }
  await form.getByRole('group', { name: 'Básico' }).getByLabel('Preço (R$)').fill('300');
  await form.getByLabel('Título').fill(`Identidade visual ${uniqueSurname()}`);
  await form.getByLabel('Categoria').selectOption('Design Gráfico');
  expect(await axeAtBothWidths(page)).toEqual([]);
  if (process.env.GIG_PACKAGE_SHOTS) await saveScreens(page, process.env.GIG_PACKAGE_SHOTS, 'gig-form-packages');
  await form.getByRole('button', { name: 'Publicar serviço' }).click();
  await expect(toast(page, 'Serviço publicado!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Serviços' })).toContainText(/A partir de\s*R\$\s300,00/);
});
