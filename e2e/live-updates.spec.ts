import { LIVE_MS } from './conversation-screen.js';
import { asPerson, hire, newPerson, postJob, propose, signInAs, startContract } from './factories.js';
import { expect, test } from './fixtures.js';

// The event log after a commit: every contract, proposal and order event reaches the other side's open screen
// (the queries it shows are read again on the socket's word) and bell within a second, with no reload and no poll.

test("the client's open contract page follows the freelancer's progress and delivery live, and the bell rings", async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Helena', { freelancer: false });
  const freelancer = await newPerson(request, 'Otavio', { freelancer: true });
  const { contractId } = await hire(request, client, freelancer, { title: 'Site da clínica', amountCents: 150_000 });
  await startContract(request, freelancer, contractId);

  // On a phone, where the bell sits in the header of every screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, client, `/contracts/${contractId}`);
  const progress = page.getByRole('progressbar', { name: 'Progresso' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  // Told of the proposal and of the start already: two unread.
  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações: 2 não lidas');
  // The socket is up ('ready') before the other side moves: what follows must come through it.
  await page.waitForTimeout(500);

  await asPerson(request, freelancer, 'post', `/contracts/${contractId}/actions`, {
    data: { action: 'progress', progress: 60 },
    status: 200,
  });
  await expect(progress).toHaveAttribute('aria-valuenow', '60', { timeout: LIVE_MS });

  await asPerson(request, freelancer, 'post', `/contracts/${contractId}/deliveries`, {
    data: { message: 'Primeira versão pronta: páginas e agenda online.' },
    status: 201,
  });
  await expect(page.getByText('Primeira versão pronta: páginas e agenda online.')).toBeVisible({ timeout: LIVE_MS });
  await expect(bell).toHaveAccessibleName('Notificações: 3 não lidas', { timeout: LIVE_MS });
  await page.screenshot({ path: 'test-results/live-contract-delivered-390.png' });
});

test("the client's dashboard shows a proposal as it arrives, not 'Nenhuma proposta recebida'", async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Renata', { freelancer: false });
  const freelancer = await newPerson(request, 'Caio', { freelancer: true });
  const job = await postJob(request, client, { title: 'Identidade visual da padaria' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, client, '/dashboard');
  await expect(page.getByText('Nenhuma proposta recebida ainda')).toBeVisible();
  await page.waitForTimeout(500);

  await propose(request, freelancer, job.id, { amountCents: 90_000 });
  await expect(page.getByText('Nenhuma proposta recebida ainda')).toBeHidden({ timeout: LIVE_MS });
  await expect(page.getByText('Identidade visual da padaria').first()).toBeVisible({ timeout: LIVE_MS });
  await page.screenshot({ path: 'test-results/live-dashboard-proposal-1280.png' });
});
