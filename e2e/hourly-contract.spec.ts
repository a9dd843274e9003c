import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  asPerson,
  brazilDay,
  browserOf,
  deposit,
  newPerson,
  postJob,
  propose,
  startContract,
  uniqueSurname,
} from './factories.js';
import { expect, test, toast } from './fixtures.js';

// An hourly contract (issue 20), from the job to the freelancer's wallet: the client accepts the freelancer's rate
// with a weekly limit of 10 h, pays the first week, the freelancer starts, the client adds two weeks from the wallet,
// both sides read what is funded; the freelancer adds 2 h by hand in the tracker on a day of last week (São Paulo),
// the server's own 'timesheets.statements' job (every minute, no test hook) closes that week into a statement, the
// client approves it, and the wallet shows 2 h × R$ 75 less the 10% fee. Screens at 1280 and 390 px under
// test-results/hourly-screens/.

const SHOTS = 'test-results/hourly-screens';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const hoursSection = (page: Page) => page.getByRole('region', { name: 'Horas registradas' });

/** A day of last week (Monday to Sunday, São Paulo): its Tuesday, 'YYYY-MM-DD'. */
function tuesdayOfLastWeek(): string {
  const weekday = new Date(`${brazilDay(0)}T12:00:00Z`).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return brazilDay(-sinceMonday - 7 + 1);
}

/** One figure of the wallet summary ('Disponível'...). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd span')
    .first();
const brl = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

test('hire by the hour, fund weeks, track hours, the week closes, the client approves, the wallet is paid', async ({
  browser,
  request,
}) => {
  // The weekly close is the server's scheduled job, every minute from its start: up to a minute's wait.
  test.setTimeout(240_000);
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const title = `Suporte ao e-commerce ${uniqueSurname()}`;
  const job = await postJob(request, client, {
    title,
    projectType: 'hourly',
    budgetCents: null,
    hourlyRateCents: 8_000,
  });
  await propose(request, freelancer, job.id, { amountCents: 7_500 });

  const c = await browserOf(browser, client, `/job/${job.id}`);
  try {
    await c.page.getByRole('button', { name: `Aceitar proposta de ${freelancer.name}` }).click();
    const dialog = c.page.getByRole('alertdialog').or(c.page.getByRole('dialog'));
    await expect(dialog).toContainText('R$ 75,00/hora');
    await dialog.getByLabel('Limite semanal de horas').fill('10');
    await expect(dialog).toContainText('Primeiro pagamento: R$ 750,00 (uma semana)');
    await dialog.getByRole('button', { name: 'Aceitar e contratar' }).click();
    await expect(c.page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
    const contractId = new URL(c.page.url()).pathname.split('/').at(-1) ?? '';

    // The first week (10 h × R$ 75) is the contract's value, paid as any contract; then the freelancer starts.
    await deposit(request, client, 75_000 + 150_000);
    await asPerson(request, client, 'post', `/contracts/${contractId}/payment`, {
      data: { method: 'saldoCarteira' },
      status: 200,
      idempotent: true,
    });
    await startContract(request, freelancer, contractId);
    await c.page.reload();
    await expect(hoursSection(c.page)).toContainText('R$ 75,00/hora, até 10 h por semana');
    await expect(hoursSection(c.page)).toContainText('cobre 10h 00min');

    // Two more weeks from the wallet's balance.
    await hoursSection(c.page).getByLabel('Semanas a adicionar').fill('2');
    await expect(hoursSection(c.page)).toContainText('R$ 1.500,00 do saldo da sua carteira');
    await hoursSection(c.page).getByRole('button', { name: 'Adicionar semanas' }).click();
    await expect(toast(c.page, 'Fundos adicionados ao contrato!')).toBeVisible();
    await expect(hoursSection(c.page)).toContainText('cobre 30h 00min');
    await expect(hoursSection(c.page)).toContainText('Nenhuma semana fechada ainda.');
    await shot(c.page, 'client-contract');

    // The freelancer reads the same figures, without the client's buttons.
    const f = await browserOf(browser, freelancer, `/contracts/${contractId}`);
    try {
      await expect(hoursSection(f.page)).toContainText('R$ 2.250,00');
      await expect(hoursSection(f.page).getByRole('button', { name: 'Adicionar semanas' })).toHaveCount(0);
      await shot(f.page, 'freelancer-contract');

      // Two hours worked last week, added by hand in the tracker (the contract is 'Em Andamento' now, which is
      // what the tracker asks); the week ended, so the next run of the scheduler's job closes it.
      await f.page.goto('/dashboard/freelancer');
      const tracker = f.page.getByRole('region', { name: 'Controle de Tempo' });
      await tracker.getByRole('button', { name: 'Adicionar registro manual' }).click();
      const dialog = f.page.getByRole('dialog', { name: 'Adicionar registro manual' });
      await dialog.getByRole('combobox', { name: 'Registrar em' }).selectOption({ label: `${title} — ${client.name}` });
      await dialog.getByLabel('Dia').fill(tuesdayOfLastWeek());
      await dialog.getByLabel('Início').fill('09:00');
      await dialog.getByLabel('Fim').fill('11:00');
      await dialog.getByLabel('Nota').fill('Ajustes no checkout e testes de pagamento.');
      await dialog.getByRole('button', { name: 'Salvar registro' }).click();
      await expect(toast(f.page, 'Registro adicionado.')).toBeVisible();
      await expect(tracker.getByRole('listitem').filter({ hasText: 'Ajustes no checkout' })).toContainText('Manual');
      // The dashboard's card counts them at once (the same page, no reload).
      const worked = f.page.getByRole('group', { name: 'Horas Trabalhadas' });
      await expect(worked.getByText('2h', { exact: true })).toBeVisible();
      await shot(f.page, 'freelancer-tracker-manual');

      // The client's page, reloaded until the job has closed last week: 2 h × R$ 75,00 = R$ 150,00.
      const approve = hoursSection(c.page).getByRole('button', { name: 'Aprovar R$ 150,00' });
      await expect(async () => {
        await c.page.reload();
        await expect(approve).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 150_000, intervals: [5_000] });
      await expect(hoursSection(c.page)).toContainText('2h 00min');
      await shot(c.page, 'client-statement-pending');
      await approve.click();
      await expect(toast(c.page, 'Extrato aprovado! O pagamento foi liberado ao freelancer.')).toBeVisible();
      await expect(approve).toHaveCount(0);
      await shot(c.page, 'client-statement-approved');

      // The freelancer's wallet: R$ 150,00 less the 10% fee.
      await f.page.goto('/withdraw');
      await expect(f.page.getByRole('heading', { level: 1, name: 'Solicitar Saque' })).toBeVisible();
      await expect(figure(f.page, 'Disponível')).toHaveText(brl('R$ 135,00'));
      await expect(f.page.getByRole('region', { name: 'Extrato' })).toContainText('135,00');
      await shot(f.page, 'freelancer-wallet');
    } finally {
      await f.close();
    }
  } finally {
    await c.close();
  }
});
