import type { Page } from '@playwright/test';
import { newPerson, postJob, propose, signInAs } from './factories.js';
import { expect, test } from './fixtures.js';

/** The panel pops in: the screenshot waits for its animation to end. */
const settled = (page: Page) =>
  page.getByRole('dialog').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));

test('the bell: real unread count, the panel with texts and times, mark all read, open one; 1280 and 390 px', async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const job = await postJob(request, client, { title: 'Identidade visual da padaria' });
  const freelancers = await Promise.all(
    ['Ana', 'Bruno', 'Davi'].map((name) => newPerson(request, name, { freelancer: true })),
  );
  for (const freelancer of freelancers) await propose(request, freelancer, job.id);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, client, '/dashboard');
  const bell = page.getByRole('button', { name: 'Notificações: 3 não lidas' });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText('3');
  await page.screenshot({ path: 'test-results/notifications-bell-1280.png' });

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText(
    `${freelancers[2]?.name} enviou uma proposta para "Identidade visual da padaria".`,
  );
  await expect(panel.getByRole('listitem').first()).toContainText(/agora mesmo|há \d+ minutos?/);
  await settled(page);
  await page.screenshot({ path: 'test-results/notifications-panel-1280.png' });

  await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByText('Todas as notificações foram marcadas como lidas.')).toBeVisible();
  await expect(panel.getByText('Nenhuma não lida')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeFocused();

  // A new proposal: the bell counts it (live through the socket, or on the next load).
  const late = await newPerson(request, 'Elisa', { freelancer: true });
  await propose(request, late, job.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const phoneBell = page.getByRole('button', { name: 'Notificações: 1 não lida' });
  await expect(phoneBell).toBeVisible();
  await page.screenshot({ path: 'test-results/notifications-bell-390.png' });
  await phoneBell.click();
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await settled(page);
  await page.screenshot({ path: 'test-results/notifications-panel-390.png' });
  await panel.getByRole('link', { name: new RegExp(`${late.name} enviou uma proposta`) }).click();
  await expect(page).toHaveURL(new RegExp(`/my-jobs/${job.id}/proposals$`));
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
});

test('Configurações: the E-mails switches are kept', async ({ page, request }) => {
  const person = await newPerson(request, 'Paula', { freelancer: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, person, '/customize-profile');
  const card = page.getByRole('region', { name: 'E-mails' });
  const payments = card.getByRole('switch', { name: 'Pagamento recebido' });
  await expect(payments).toHaveAttribute('aria-checked', 'true');
  await payments.click();
  await expect(page.getByText('E-mail desativado.')).toBeVisible();
  await expect(payments).toHaveAttribute('aria-checked', 'false');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/notifications-settings-1280.png' });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Pagamento recebido' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Mensagens não lidas' })).toHaveAttribute('aria-checked', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'E-mails' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/notifications-settings-390.png' });
});
