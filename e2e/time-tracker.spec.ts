import type { Locator, Page } from '@playwright/test';
import { asPerson, brazilDay, hire, newPerson, signInAs, startContract, uniqueSurname } from './factories.js';
import { expect, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

// The freelancer dashboard's time tracker (issue 20): the clock ticks from the server's running entry, pauses,
// survives a reload and shows the same in a second tab, switches to a contract in progress, resets without deleting
// recorded time, and takes a manual entry with a note. axe at 1280 and 390 px; screens saved under
// test-results/time-tracker-screens/ to be looked at.

const SHOTS = 'test-results/time-tracker-screens';

const shot = (page: Page, name: string) => saveScreens(page, SHOTS, name);

/** The clock's seconds. */
async function secondsOn(clock: Locator): Promise<number> {
  const text = (await clock.textContent()) ?? '';
  const [h, m, s] = text.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

test('the tracker ticks, pauses, survives a reload and a second tab, resets and takes a manual entry', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const freelancer = await newPerson(request, 'Tiago', { freelancer: true });
  const client = await newPerson(request, 'Clara', { freelancer: false });
  const title = `Loja virtual ${uniqueSurname()}`;
  const hired = await hire(request, client, freelancer, { title, amountCents: 200_000 });
  await startContract(request, freelancer, hired.contractId);

  await signInAs(page, freelancer, '/dashboard/freelancer');
  const tracker = page.getByRole('region', { name: 'Controle de Tempo' });
  const clock = tracker.getByRole('timer', { name: 'Tempo da sessão' });
  await expect(clock).toHaveText('00:00:00');
  await expect(tracker.getByText('Nenhum registro ainda.')).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual([]);
  await shot(page, '1-empty');

  // Start on general time: the clock ticks each second.
  await tracker.getByRole('button', { name: 'Iniciar cronômetro' }).click();
  await expect(tracker.getByText(/Registrando em Tempo geral/)).toBeVisible();
  await expect.poll(() => secondsOn(clock), { timeout: 5000 }).toBeGreaterThanOrEqual(2);

  // A reload shows the same running clock, still counting.
  const beforeReload = await secondsOn(clock);
  await page.reload();
  await expect(tracker.getByRole('button', { name: 'Pausar cronômetro' })).toBeVisible();
  await expect.poll(() => secondsOn(clock)).toBeGreaterThanOrEqual(beforeReload);

  // A second tab of the same person shows the same clock (within a second) and pauses it for both.
  const second = await page.context().newPage();
  await second.goto('/dashboard/freelancer');
  const secondClock = second.getByRole('timer', { name: 'Tempo da sessão' });
  await expect(second.getByRole('button', { name: 'Pausar cronômetro' })).toBeVisible();
  await expect
    .poll(async () => Math.abs((await secondsOn(secondClock)) - (await secondsOn(clock))))
    .toBeLessThanOrEqual(1);

  // Switching the select to the contract moves the clock there at once (the general stretch ends).
  await second.getByRole('combobox', { name: 'Registrar em' }).selectOption({ label: `${title} — ${client.name}` });
  await expect(second.getByText(`Registrando em ${title}`, { exact: false })).toBeVisible();
  await second.waitForTimeout(1500);
  await second.getByRole('button', { name: 'Pausar cronômetro' }).click();
  await expect(second.getByRole('button', { name: 'Iniciar cronômetro' })).toBeVisible();
  const paused = await secondsOn(secondClock);
  await second.close();

  // The first tab hears of it (live signal, or on focus) and stops at the same count.
  await page.bringToFront();
  await expect(tracker.getByRole('button', { name: 'Iniciar cronômetro' })).toBeVisible();
  await expect.poll(() => secondsOn(clock)).toBe(paused);
  await page.waitForTimeout(1500);
  expect(await secondsOn(clock)).toBe(paused);
  const list = tracker.getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.filter({ hasText: title })).toBeVisible();
  await expect(list.filter({ hasText: 'Tempo geral' })).toBeVisible();
  await shot(page, '2-paused');

  // Zerar: the clock goes to zero, the recorded entries stay.
  await expect(tracker.getByText('Zerar o relógio não apaga as horas já registradas.')).toBeVisible();
  await tracker.getByRole('button', { name: 'Zerar cronômetro' }).click();
  await expect(clock).toHaveText('00:00:00');
  await expect(list).toHaveCount(2);
  const entries = await asPerson<{ items: { seconds: number; contractId: string | null }[] }>(
    request,
    freelancer,
    'get',
    '/time-entries',
  );
  expect(entries.items.reduce((sum, e) => sum + e.seconds, 0)).toBeGreaterThanOrEqual(paused - 1);
  expect(entries.items.map((e) => e.contractId)).toEqual([hired.contractId, null]);

  // A manual entry with a note, marked 'Manual'; it does not tick the clock.
  await tracker.getByRole('button', { name: 'Adicionar registro manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar registro manual' });
  await dialog.getByRole('combobox', { name: 'Registrar em' }).selectOption({ label: `${title} — ${client.name}` });
  // Yesterday (São Paulo), so it never meets today's clock entries.
  await dialog.getByLabel('Dia').fill(brazilDay(-1));
  await dialog.getByLabel('Início').fill('00:00');
  await dialog.getByLabel('Fim').fill('00:00');
  await dialog.getByRole('button', { name: 'Salvar registro' }).click();
  await expect(dialog.getByText('O fim deve ser depois do início.')).toBeVisible();
  await expect(dialog.getByText('Descreva o que foi feito.')).toBeVisible();
  await dialog.getByLabel('Fim').fill('00:01');
  await dialog.getByLabel('Nota').fill('Reunião de alinhamento com a cliente.');
  expect(await axeAtBothWidths(page)).toEqual([]);
  await shot(page, '3-manual-dialog');
  await dialog.getByRole('button', { name: 'Salvar registro' }).click();
  await expect(toast(page, 'Registro adicionado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const manual = list.filter({ hasText: 'Reunião de alinhamento' });
  await expect(manual).toContainText('Manual');
  await expect(manual).toContainText('00:01:00');
  await expect(clock).toHaveText('00:00:00');
  expect(await axeAtBothWidths(page)).toEqual([]);
  await shot(page, '4-with-manual');
});
