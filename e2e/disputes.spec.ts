import type { APIRequestContext, Page } from '@playwright/test';
import { asPerson, browserOf, hire, newPerson, type Person, signInAs, startContract } from './factories.js';
import { expect, PASSWORD, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

// Disputes (issue 19), four people in four browsers: the client opens a dispute on a started contract (the escrow
// freezes), the freelancer answers with a file, a moderator takes the case and decides 60/40, the freelancer
// appeals, an admin confirms; the money then moves exactly as decided. Each side's screen and balance are checked
// at each step; axe runs on the dispute screens at 1280 and 390 px. Screens are saved under
// test-results/disputes-screens/ to be looked at.

const SHOTS = 'test-results/disputes-screens';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const shot = (page: Page, name: string) => saveScreens(page, SHOTS, name);

async function wallet(request: APIRequestContext, who: Person) {
  return asPerson<{ availableCents: number; escrowCents: number; receivableCents: number }>(
    request,
    who,
    'get',
    '/wallet',
  );
}

/** The demo admin (admin@labora.dev), signed in through the API, as a Person. */
async function demoAdmin(request: APIRequestContext): Promise<Person> {
  const res = await request.post('/api/auth/login', { data: { email: 'admin@labora.dev', password: PASSWORD } });
  expect(res.status()).toBe(200);
  const session = (await res.json()) as Person['session'] & { user: { firstName: string; lastName: string } };
  const { user } = session;
  return {
    id: user._id,
    firstName: user.firstName,
    name: `${user.firstName} ${user.lastName}`,
    email: 'admin@labora.dev',
    token: session.token,
    session,
  };
}

test('a client opens a dispute, the freelancer answers with a file, a moderator decides 60/40, the freelancer appeals, an admin confirms', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const moderator = await newPerson(request, 'Mariana');
  const admin = await demoAdmin(request);
  await asPerson(request, admin, 'put', `/usuarios/${moderator.id}`, { data: { role: 'moderator' } });
  const { contractId, title } = await hire(request, client, freelancer, {
    title: 'Loja virtual de cerâmica',
    amountCents: 100_000,
  });
  await startContract(request, freelancer, contractId);
  const before = { client: await wallet(request, client), freelancer: await wallet(request, freelancer) };
  expect(before.client.escrowCents).toBe(100_000);

  // 1. The client opens a dispute from the contract page; a statement under 30 characters is refused first.
  await signInAs(page, client, `/contracts/${contractId}`);
  const problems = page.getByRole('region', { name: 'Problemas com o contrato?' });
  await problems.getByRole('button', { name: 'Abrir disputa' }).click();
  const form = page.getByRole('form', { name: 'Abrir disputa' });
  await form.getByLabel('Motivo').selectOption({ label: 'A entrega não é o que foi combinado' });
  await form.getByLabel('O que aconteceu').fill('Não era isso.');
  await form.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(form).toContainText('Descreva o que aconteceu com pelo menos 30 caracteres.');
  await form
    .getByLabel('O que aconteceu')
    .fill('Combinamos uma loja com carrinho e PIX; a entrega tem só a página inicial e o carrinho não funciona.');
  await form.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(page).toHaveURL(/\/disputas\/[0-9a-f-]{36}$/);
  const disputePath = new URL(page.url()).pathname;
  await expect(page.getByText('Aguardando resposta').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prazos' })).toContainText('às');
  await expect(page.getByRole('region', { name: 'Histórico da disputa' })).toContainText('carrinho não funciona');
  await shot(page, 'dispute-opened-client');
  expect(await axeAtBothWidths(page)).toEqual([]);

  // The escrow is frozen: the contract page says so and the API refuses a release.
  await page.goto(`/contracts/${contractId}`);
  await expect(page.getByText('Pagamento congelado: há uma disputa aberta.').first()).toBeVisible();
  await asPerson(request, client, 'post', `/contracts/${contractId}/release`, {
    data: {},
    status: 409,
    idempotent: true,
  });

  // 2. The freelancer answers, with a file.
  const f = await browserOf(browser, freelancer, disputePath);
  const m = await browserOf(browser, moderator, '/moderacao');
  try {
    const answer = f.page.getByRole('form', { name: 'Responder à disputa' });
    await answer
      .getByLabel('Sua resposta')
      .fill('Entreguei a primeira etapa como combinado no chat; o PIX dependia das chaves que o cliente não enviou.');
    await answer
      .getByLabel('Arquivos da resposta (opcional)')
      .setInputFiles({ name: 'conversa.pdf', mimeType: 'application/pdf', buffer: PDF });
    await answer.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(toast(f.page, 'Resposta enviada. Um moderador vai analisar o caso.')).toBeVisible();
    await expect(f.page.getByText('Aguardando moderação').first()).toBeVisible();
    await expect(f.page.getByRole('region', { name: 'Histórico da disputa' })).toContainText('conversa.pdf');
    await shot(f.page, 'dispute-answered-freelancer');

    // 3. The moderator finds it in the queue, takes it, reads the case file and decides 60/40.
    await m.page.reload();
    await m.page.getByRole('link', { name: title }).first().click();
    await expect(m.page).toHaveURL(/\/moderacao\/[0-9a-f-]{36}$/);
    await m.page.getByRole('button', { name: 'Assumir caso' }).click();
    await expect(toast(m.page, 'Caso assumido. Você é o moderador responsável.')).toBeVisible();
    await expect(m.page.getByText('conversa.pdf').first()).toBeVisible();
    const decide = m.page.getByRole('form', { name: 'Decidir o caso' });
    await decide.getByLabel('Para o freelancer').fill('600,00');
    await decide
      .getByLabel('Justificativa')
      .fill(
        'A primeira etapa foi entregue, mas o carrinho não funciona: 60% para o freelancer, 40% de volta ao cliente.',
      );
    await decide.getByRole('button', { name: 'Registrar decisão' }).click();
    await expect(toast(m.page, 'Decisão registrada. As duas partes foram avisadas.')).toBeVisible();
    await shot(m.page, 'dispute-decided-moderator');
    expect(await axeAtBothWidths(m.page)).toEqual([]);

    // Nothing moved yet: the decision waits for both to accept, or for the appeal window to end.
    expect((await wallet(request, freelancer)).availableCents).toBe(before.freelancer.availableCents);
    await page.goto(disputePath);
    const decision = page.getByRole('region', { name: 'Decisão' });
    await expect(decision).toContainText('R$ 600,00');
    await expect(decision).toContainText('R$ 400,00');
    await expect(decision.getByRole('button', { name: 'Aceitar decisão' })).toBeVisible();

    // 4. The freelancer appeals once, with a reason.
    await f.page.reload();
    await f.page.getByRole('region', { name: 'Decisão' }).getByRole('button', { name: 'Recorrer' }).click();
    const appeal = f.page.getByRole('form', { name: 'Recorrer da decisão' });
    await appeal
      .getByLabel('Por que você recorre')
      .fill('O carrinho funciona no ambiente de testes; o defeito era a chave PIX que o cliente não mandou.');
    await appeal.getByRole('button', { name: 'Enviar recurso' }).click();
    await expect(toast(f.page, 'Recurso enviado. Um administrador vai revisar a decisão.')).toBeVisible();
    await expect(f.page.getByText('Em recurso').first()).toBeVisible();
    await expect(f.page.getByRole('button', { name: 'Recorrer' })).toHaveCount(0);

    // 5. An admin (not the moderator who decided) confirms the decision: the money moves, the case closes.
    const a = await browserOf(browser, admin, `/moderacao/${disputePath.split('/').at(-1)}`);
    try {
      const review = a.page.getByRole('form', { name: 'Revisar o recurso' });
      await review.getByLabel('Para o freelancer').fill('600,00');
      await review
        .getByLabel('Justificativa')
        .fill('Revisei o histórico do contrato: a decisão do moderador está de acordo com as entregas. Confirmada.');
      await review.getByRole('button', { name: 'Confirmar ou alterar decisão' }).click();
      await expect(toast(a.page, 'Recurso revisado. O caso está encerrado e o pagamento foi feito.')).toBeVisible();
    } finally {
      await a.close();
    }

    // Both sides see the final decision, and their balances are exactly the split (the freelancer's part less 10%).
    await page.reload();
    await expect(page.getByText('Encerrada').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Decisão final' })).toContainText('Pagamento feito');
    await shot(page, 'dispute-closed-client');
    const after = { client: await wallet(request, client), freelancer: await wallet(request, freelancer) };
    expect(after.client.availableCents - before.client.availableCents).toBe(40_000);
    expect(after.client.escrowCents).toBe(0);
    expect(after.freelancer.availableCents - before.freelancer.availableCents).toBe(54_000);
    await f.page.reload();
    await expect(f.page.getByRole('region', { name: 'Decisão final' })).toContainText('R$ 600,00');
  } finally {
    await f.close();
    await m.close();
  }
});

test('two people end a started contract by agreement: 30% to the freelancer, the rest back to the client', async ({
  page,
  browser,
  request,
}) => {
  const client = await newPerson(request, 'Bianca', { freelancer: false });
  const freelancer = await newPerson(request, 'Diego', { freelancer: true });
  const { contractId } = await hire(request, client, freelancer, { title: 'Identidade visual', amountCents: 50_000 });
  await startContract(request, freelancer, contractId);
  const before = { client: await wallet(request, client), freelancer: await wallet(request, freelancer) };

  // The freelancer proposes: the dialog shows the split and what reaches them after the fee as it is typed.
  await signInAs(page, freelancer, `/contracts/${contractId}`);
  const problems = page.getByRole('region', { name: 'Problemas com o contrato?' });
  await problems.getByRole('button', { name: 'Propor encerramento por acordo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propor encerramento por acordo' });
  await dialog.getByLabel('Para o freelancer').fill('150,00');
  await expect(dialog).toContainText('R$ 350,00');
  await expect(dialog).toContainText('R$ 135,00');
  await dialog.getByRole('button', { name: 'Propor acordo' }).click();
  await expect(toast(page, 'Proposta de acordo enviada. A outra parte foi avisada.')).toBeVisible();
  await expect(problems).toContainText('Aguardando resposta');
  await shot(page, 'agreement-proposed-freelancer');

  // The client accepts: the contract ends 'Cancelado', the money follows the split.
  const c = await browserOf(browser, client, `/contracts/${contractId}`);
  try {
    const theirs = c.page.getByRole('region', { name: 'Problemas com o contrato?' });
    await theirs.getByRole('button', { name: 'Aceitar acordo' }).click();
    await c.page.getByRole('dialog').getByRole('button', { name: 'Sim, aceitar acordo' }).click();
    await expect(
      toast(c.page, 'Acordo aceito. O pagamento em custódia foi dividido e o contrato foi encerrado.'),
    ).toBeVisible();
    await expect(c.page.getByText('Cancelado').first()).toBeVisible();
    await shot(c.page, 'agreement-accepted-client');
  } finally {
    await c.close();
  }
  const after = { client: await wallet(request, client), freelancer: await wallet(request, freelancer) };
  expect(after.client.availableCents - before.client.availableCents).toBe(35_000);
  expect(after.freelancer.availableCents - before.freelancer.availableCents).toBe(13_500);
});
