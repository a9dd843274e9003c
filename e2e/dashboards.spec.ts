import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  concludeAndReview,
  hire,
  newPerson,
  type Person,
  signInAs,
  startContract,
  uniqueSurname,
} from './factories.js';
import { expect, test } from './fixtures.js';

// Issue 20's dashboards on real data: 'Ganhos' and /dashboard/freelancer after a contract paid through the ledger.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Intl writes a no-break space after 'R$'; both sides are compared with plain spaces.
const text = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
const brl = (cents: number) =>
  text(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100));

const CONTRACT_CENTS = 150_000;
// Labora keeps 10% of a release (LABORA_FEE_BPS): the freelancer receives the rest.
const RECEIVED_CENTS = 135_000;

interface Paid {
  freelancer: Person;
  client: Person;
  concludedTitle: string;
  activeTitle: string;
  activeEndDate: string;
}

/** A freelancer paid for one concluded contract (rated 5) and working on a second one, funded and started. */
async function paidFreelancer(request: APIRequestContext): Promise<Paid> {
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const concluded = await hire(request, client, freelancer, {
    title: `Logo da padaria ${uniqueSurname()}`,
    amountCents: CONTRACT_CENTS,
  });
  await concludeAndReview(request, client, freelancer, concluded.contractId, { freelancerRating: 5 });
  const active = await hire(request, client, freelancer, {
    title: `Loja virtual ${uniqueSurname()}`,
    amountCents: 80_000,
  });
  await startContract(request, freelancer, active.contractId);
  return {
    freelancer,
    client,
    concludedTitle: concluded.title,
    activeTitle: active.title,
    activeEndDate: active.endDate,
  };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}: ${v.help}`));
}

const sum = (page: Page, label: string) =>
  page.getByRole('tabpanel', { name: 'Ganhos' }).locator('dt', { hasText: label }).locator('+ dd');

test("'Ganhos' shows what a freelancer received, net of the fee, and what the client paid, after a real contract", async ({
  page,
  request,
}) => {
  const { freelancer, client } = await paidFreelancer(request);
  await signInAs(page, freelancer, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Rafael!');

  // The tabs by keyboard, to 'Ganhos'.
  await page.getByRole('tab', { name: 'Visão Geral' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Ganhos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/dashboard\?aba=ganhos$/);
  const panel = page.getByRole('tabpanel', { name: 'Ganhos' });
  await expect(panel.getByText('Em breve')).toHaveCount(0);

  await expect(sum(page, 'Este mês')).toHaveText(brl(RECEIVED_CENTS));
  await expect(sum(page, 'Mês passado')).toHaveText(brl(0));
  await expect(sum(page, 'Este ano')).toHaveText(brl(RECEIVED_CENTS));
  await expect(sum(page, 'Total')).toHaveText(brl(RECEIVED_CENTS));
  // The drawing arrives lazily; its table says the same to a screen reader, this month last.
  await expect(panel.locator('canvas').first()).toBeVisible();
  const rows = panel.getByRole('table', { name: 'Ganhos dos últimos 12 meses' }).getByRole('row');
  await expect(rows).toHaveCount(13);
  expect(text(await rows.last().textContent())).toContain(brl(RECEIVED_CENTS));

  // The client sees what he paid: both contracts, into escrow.
  await signInAs(page, client, '/dashboard?aba=ganhos');
  await expect(sum(page, 'Total')).toHaveText(brl(CONTRACT_CENTS + 80_000));
  await expect(page.getByRole('table', { name: 'Pagamentos dos últimos 12 meses' })).toBeAttached();
});

test('a new freelancer is told how to earn, and a new client how to hire', async ({ page, request }) => {
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  await signInAs(page, freelancer, '/dashboard?aba=ganhos');
  const panel = page.getByRole('tabpanel', { name: 'Ganhos' });
  await expect(panel.getByText('Você ainda não recebeu nenhum pagamento')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Ver projetos abertos' })).toHaveAttribute(
    'href',
    '/freelancers-list?tab=projetos',
  );
  const client = await newPerson(request, 'Carla', { freelancer: false });
  await signInAs(page, client, '/dashboard?aba=ganhos');
  await expect(panel.getByText('Você ainda não pagou nenhum projeto')).toBeVisible();
  await panel.getByRole('link', { name: 'Publicar um projeto' }).click();
  await expect(page).toHaveURL(/\/add-job$/);
});

test('the freelancer dashboard: five figures, Mês/Ano, active projects, skills and notifications, from the menu', async ({
  page,
  request,
}) => {
  const { freelancer, activeTitle, client } = await paidFreelancer(request);
  await signInAs(page, freelancer, '/dashboard');
  await page.getByRole('link', { name: 'Painel do Freelancer' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/freelancer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painel de Controle do Freelancer');
  await expect(page.getByText(`Bem-vindo de volta, Rafael!`)).toBeVisible();

  const card = (label: string) => page.getByRole('group', { name: label, exact: true });
  await expect(card('Ganhos Totais')).toContainText(brl(RECEIVED_CENTS));
  await expect(card('Avaliação Média')).toContainText('5,0');
  await expect(card('Avaliação Média')).toContainText('/ 5');
  await expect(card('Projetos Ativos')).toContainText('1');
  await expect(card('Projetos Concluídos')).toContainText('1');
  await expect(card('Horas Trabalhadas')).toContainText('0min');

  // Mês: this month's weeks (Semana 1 to 4..6), one of them holding the payment; Ano: Jan to Dez.
  await expect(page.getByRole('heading', { name: 'Ganhos por Mês' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
  const month = page.getByRole('table', { name: 'Ganhos por Mês' });
  const weeks = await month.getByRole('rowheader').allTextContents();
  expect(weeks.length).toBeGreaterThanOrEqual(4);
  expect(weeks).toEqual(weeks.map((_, i) => `Semana ${i + 1}`));
  await expect(month.getByRole('row').filter({ hasText: brl(RECEIVED_CENTS) })).toHaveCount(1);
  await expect(page.locator('figure canvas').first()).toBeVisible();

  await page.getByRole('button', { name: 'Ano' }).click();
  await expect(page.getByRole('heading', { name: 'Ganhos por Ano' })).toBeVisible();
  const year = page.getByRole('table', { name: 'Ganhos por Ano' });
  await expect(year.getByRole('rowheader')).toHaveText([
    'Jan',
    'Fev',
    'Mar',
    'Abr',
    'Mai',
    'Jun',
    'Jul',
    'Ago',
    'Set',
    'Out',
    'Nov',
    'Dez',
  ]);
  const thisMonth = new Date().toLocaleDateString('en', { month: 'numeric', timeZone: 'America/Sao_Paulo' });
  expect(text(await year.getByRole('row').nth(Number(thisMonth)).textContent())).toContain(brl(RECEIVED_CENTS));

  const projects = page.getByRole('region', { name: 'Projetos ativos' });
  const project = projects.getByRole('listitem').filter({ hasText: activeTitle });
  await expect(project).toContainText(`Cliente:${client.name}`);
  await expect(project).toContainText(brl(80_000));
  await expect(project).toContainText('Prazo:');

  // No level given yet: the radar's place invites to the skills tab.
  const skills = page.getByRole('region', { name: 'Habilidades' });
  await expect(skills.getByText('Nenhuma habilidade avaliada')).toBeVisible();
  await expect(skills.getByRole('link', { name: 'Avaliar minhas habilidades' })).toHaveAttribute(
    'href',
    '/dashboard?aba=habilidades',
  );

  const notifications = page.getByRole('region', { name: 'Notificações' });
  await expect(notifications.getByRole('listitem').first()).toBeVisible();
});

test('the category carousel loops both ways', async ({ page, request }) => {
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  await signInAs(page, freelancer, '/dashboard');
  const carousel = page.getByRole('region', { name: 'Explore por categoria', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  const first = carousel.getByRole('link', { name: 'Design Gráfico' });
  const last = carousel.getByRole('link', { name: 'Gestão de Redes Sociais' });
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await carousel.getByRole('button', { name: 'Categoria anterior' }).click();
  await expect(last).toBeInViewport({ ratio: 0.9 });
  await expect(first).not.toBeInViewport();
  await carousel.getByRole('button', { name: 'Próxima categoria' }).click();
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await expect(last).not.toBeInViewport();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test('both dashboards fit, and axe finds no serious violation', async ({ page, request }) => {
      const { freelancer } = await paidFreelancer(request);
      for (const path of ['/dashboard', '/dashboard?aba=ganhos', '/dashboard/freelancer']) {
        await signInAs(page, freelancer, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[role="status"]')).toHaveCount(0);
        if (path !== '/dashboard') await expect(page.locator('figure canvas').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await seriousViolations(page), path).toEqual([]);
        await page.screenshot({
          path: test.info().outputPath(`${path.replace(/[/?=]/g, '_')}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    });
  });
}
