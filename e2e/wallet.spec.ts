import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { asPerson, deposit, hire, newPerson, type Person, signInAs, uniqueSurname } from './factories.js';
import { expect, test, toast } from './fixtures.js';

// The wallet in the browser (issue 11), two people in two browsers: the client adds money by PIX (sandbox
// 'Simular confirmação'), pays the contract from the wallet, the freelancer starts, the client releases it all,
// the freelancer's balance is the value less 10% and a PIX withdrawal ends 'Concluído' (the server's settlement
// worker pays it). Screens are saved at 1280 and 390 px under test-results/wallet-screens/ to be looked at.

const SHOTS = 'test-results/wallet-screens';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Saves the page (or its open dialog) at both widths, then goes back to the desktop size. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(VIEWPORTS[0] as { width: number; height: number });
}

async function browserOf(browser: Browser, who: Person, path: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] });
  const page = await context.newPage();
  await signInAs(page, who, path);
  return { page, close: () => context.close() };
}

/** One figure of the wallet summary ('Disponível', 'Em custódia (pago por você)'...). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd span')
    .first();

const brl = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

test('pay by PIX into the wallet, fund the contract, start, release, withdraw by PIX', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const title = `Identidade visual ${uniqueSurname()}`;
  const hired = await hire(request, client, freelancer, { title, amountCents: 150_000, funded: false });
  const contractPath = `/contracts/${hired.contractId}`;

  const c = await browserOf(browser, client, '/payment');
  const f = await browserOf(browser, freelancer, contractPath);
  try {
    // 'Adicionar saldo' by PIX: the QR code and 'copia e cola', confirmed by the sandbox button.
    await expect(c.page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
    await expect(c.page.getByText('Modo de teste.')).toBeVisible();
    await expect(c.page.getByText('Saldo disponível')).toBeVisible();
    await c.page.getByRole('button', { name: 'Adicionar saldo' }).click();
    await expect(c.page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos.');
    await c.page.getByLabel('Valor (R$)').fill('1500');
    await c.page.getByRole('radio', { name: /PIX/ }).check();
    await expect(c.page.getByText('Tempo de processamento:')).toContainText('Instantâneo');
    await shoot(c.page, 'payment-deposit-pix');
    await c.page.getByRole('radio', { name: /Cartão de Crédito/ }).check();
    await expect(c.page.getByLabel('Número do cartão')).toBeVisible();
    await shoot(c.page, 'payment-deposit-card');
    await c.page.getByRole('radio', { name: /Transferência Bancária/ }).check();
    await expect(c.page.getByText('Tempo de processamento:')).toContainText('1-3 dias úteis');
    await shoot(c.page, 'payment-deposit-bank');
    await c.page.getByRole('radio', { name: /PIX/ }).check();
    await c.page.getByRole('button', { name: 'Adicionar saldo' }).click();

    await expect(c.page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    await expect(c.page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
    await expect(c.page.getByRole('status').filter({ hasText: 'Aguardando' })).toBeVisible();
    await shoot(c.page, 'payment-pix-qr');
    await c.page.getByRole('button', { name: 'Simular confirmação' }).click();
    await expect(toast(c.page, 'Depósito confirmado!')).toBeVisible();
    await expect(c.page.getByText('Saldo disponível').locator('..')).toContainText(brl('R$ 1.500,00'));

    // The contract waits for its payment: the client is asked to pay, the freelancer cannot start yet.
    await f.page.reload();
    await expect(f.page.getByRole('region', { name: 'Próximos passos' })).toContainText(
      `Aguardando ${client.name} pagar o contrato.`,
    );
    await expect(f.page.getByRole('button', { name: 'Iniciar trabalho' })).toBeDisabled();
    await shoot(f.page, 'contract-unfunded-freelancer');

    await c.page.goto(contractPath);
    const payFirst = c.page.getByRole('region', { name: 'Pague para iniciar' });
    await expect(payFirst).toContainText('custódia');
    await shoot(c.page, 'contract-unfunded-client');
    await payFirst.getByRole('link', { name: 'Pague para iniciar' }).click();
    await expect(c.page).toHaveURL(/\/payment\?contrato=/);
    await expect(c.page.getByText('Valor do serviço').locator('..')).toContainText(brl('R$ 1.500,00'));
    await c.page.getByRole('radio', { name: /Saldo da Carteira/ }).check();
    await expect(c.page.getByLabel('Número do cartão')).toHaveCount(0);
    await shoot(c.page, 'payment-contract-wallet');
    await c.page.getByRole('button', { name: 'Realizar Pagamento' }).click();
    await expect(toast(c.page, 'Pagamento realizado!')).toBeVisible();
    await expect(c.page).toHaveURL(new RegExp(`${contractPath}$`));
    await expect(c.page.getByRole('region', { name: 'Pagamento garantido' })).toContainText(brl('R$ 1.500,00'));
    await shoot(c.page, 'contract-funded-client');

    // The freelancer sees the money guaranteed and starts.
    await f.page.reload();
    const guaranteed = f.page.getByRole('region', { name: 'Pagamento garantido' });
    await expect(guaranteed).toContainText(brl('R$ 1.350,00'));
    await shoot(f.page, 'contract-funded-freelancer');
    await f.page.getByRole('button', { name: 'Iniciar trabalho' }).click();
    await expect(toast(f.page, 'Trabalho iniciado!')).toBeVisible();

    // The client releases it all, which concludes the contract.
    await c.page.reload();
    await c.page.getByRole('button', { name: 'Liberar pagamento' }).click();
    const release = c.page.getByRole('dialog', { name: 'Liberar pagamento' });
    await expect(release).toContainText(brl('R$ 1.350,00'));
    await shoot(c.page, 'contract-release-dialog');
    await release.getByRole('button', { name: 'Liberar tudo e concluir' }).click();
    await expect(toast(c.page, 'Pagamento liberado para o freelancer.')).toBeVisible();
    await expect(c.page.getByRole('region', { name: 'Pagamento garantido' })).toHaveCount(0);

    // The freelancer has the value less 10% and withdraws by PIX.
    await f.page.goto('/withdraw');
    await expect(f.page.getByRole('heading', { level: 1, name: 'Solicitar Saque' })).toBeVisible();
    await expect(figure(f.page, 'Disponível')).toHaveText(brl('R$ 1.350,00'));
    await expect(f.page.getByRole('region', { name: 'Extrato' })).toContainText('1.350,00');
    await f.page.getByRole('button', { name: 'Solicitar Saque' }).click();
    await expect(f.page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos.');
    // The amount keeps only money: 'ab12.34' is R$ 12,34.
    await f.page.getByLabel('Valor do saque (R$)').fill('ab12.34');
    await expect(f.page.getByLabel('Valor do saque (R$)')).toHaveValue('12,34');
    await f.page.getByLabel('Valor do saque (R$)').fill('2.000');
    await f.page.getByRole('radio', { name: /PIX/ }).check();
    await f.page.getByLabel('Chave PIX').fill(`rafael.${Date.now()}@example.com`);
    await f.page.getByRole('button', { name: 'Solicitar Saque' }).click();
    await expect(f.page.getByRole('alert')).toHaveText('Saldo insuficiente para saque.');
    await f.page.getByLabel('Valor do saque (R$)').fill('1.000');
    await expect(f.page.getByText('Você receberá').locator('..')).toContainText(brl('R$ 985,00'));
    await shoot(f.page, 'withdraw-form');
    await f.page.getByRole('button', { name: 'Solicitar Saque' }).click();
    const confirm = f.page.getByRole('dialog', { name: 'Confirmar Saque' });
    await expect(confirm).toContainText(brl('R$ 15,00'));
    await expect(confirm).toContainText(brl('R$ 985,00'));
    await expect(confirm).toContainText('PIX · e-mail r***@example.com');
    await shoot(f.page, 'withdraw-confirm');
    await confirm.getByRole('button', { name: 'Confirmar Saque' }).click();
    await expect(toast(f.page, 'Saque solicitado!')).toBeVisible();

    const history = f.page.getByRole('list', { name: 'Saques' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    // The settlement worker pays PIX at once (every couple of seconds); the history reads itself again meanwhile.
    await expect(history.getByRole('listitem').first()).toContainText('Concluído', { timeout: 20_000 });
    await expect(figure(f.page, 'Disponível')).toHaveText(brl('R$ 350,00'));
    await expect(figure(f.page, 'Em saque')).toHaveText(brl('R$ 0,00'));
    await shoot(f.page, 'withdraw-history');

    // Each movement has its receipt, a PDF.
    const statement = f.page.getByRole('region', { name: 'Extrato' });
    const [download] = await Promise.all([
      f.page.waitForEvent('download'),
      statement.getByRole('button', { name: /^Recibo de Pagamento recebido/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^recibo-labora-[0-9a-f]{8}\.pdf$/);
    const pdf = await download.path().then((path) => readFileSync(path));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await c.close();
    await f.close();
  }
});

test('payment refuses what SPEC refuses: no method, and more than the balance from the wallet', async ({
  browser,
  request,
}) => {
  const client = await newPerson(request, 'Bianca', { freelancer: false });
  const freelancer = await newPerson(request, 'Davi', { freelancer: true });
  const hired = await hire(request, client, freelancer, {
    title: `Logo ${uniqueSurname()}`,
    amountCents: 80_000,
    funded: false,
  });
  const c = await browserOf(browser, client, `/payment?contrato=${hired.contractId}`);
  try {
    await c.page.getByRole('button', { name: 'Realizar Pagamento' }).click();
    await expect(c.page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos.');
    await c.page.getByRole('radio', { name: /Saldo da Carteira/ }).check();
    await c.page.getByRole('button', { name: 'Realizar Pagamento' }).click();
    await expect(c.page.getByRole('alert')).toHaveText('Saldo insuficiente para Pagamento.');
    await c.page.getByRole('radio', { name: /Cartão de Crédito/ }).check();
    await c.page.getByRole('button', { name: 'Realizar Pagamento' }).click();
    await expect(c.page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos.');
    await shoot(c.page, 'payment-contract-errors');
    // A bank transfer shows its reference and waits for the money.
    await c.page.getByRole('radio', { name: /Transferência Bancária/ }).check();
    await c.page.getByRole('button', { name: 'Realizar Pagamento' }).click();
    await expect(c.page.getByLabel('Referência da transferência')).toHaveValue(/^LAB-/);
    await shoot(c.page, 'payment-contract-bank-reference');
    // Once the bank's money arrives (the sandbox button), the contract is paid and the screen goes back to it.
    await c.page.getByRole('button', { name: 'Simular confirmação' }).click();
    await expect(toast(c.page, 'Pagamento realizado!')).toBeVisible();
    await expect(c.page).toHaveURL(new RegExp(`/contracts/${hired.contractId}$`));
    await expect(c.page.getByRole('region', { name: 'Pagamento garantido' })).toContainText(brl('R$ 800,00'));
  } finally {
    await c.close();
  }
});

test('a new PIX key is saved on a withdrawal and chosen again on the next one', async ({ browser, request }) => {
  const freelancer = await newPerson(request, 'Lucas', { freelancer: true });
  await deposit(request, freelancer, 100_000);
  // A bank account saved earlier, so the saved accounts of both methods show on screen.
  await asPerson(request, freelancer, 'post', '/wallet/payout-accounts', {
    data: { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' },
  });
  const f = await browserOf(browser, freelancer, '/withdraw');
  const history = f.page.getByRole('list', { name: 'Saques' });
  try {
    await f.page.getByLabel('Valor do saque (R$)').fill('100');
    await f.page.getByRole('radio', { name: /PIX/ }).check();
    await expect(f.page.getByRole('group', { name: 'Chaves PIX salvas' })).toHaveCount(0);
    await f.page.getByLabel('Chave PIX', { exact: true }).fill('+55 11 91234-5678');
    await expect(f.page.getByLabel('Salvar esta conta para próximos saques')).toBeChecked();
    await f.page.getByRole('button', { name: 'Solicitar Saque' }).click();
    await f.page
      .getByRole('dialog', { name: 'Confirmar Saque' })
      .getByRole('button', { name: 'Confirmar Saque' })
      .click();
    await expect(toast(f.page, 'Saque solicitado!')).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(1);

    // The next withdrawal: the key is one click away, and nothing is typed.
    await f.page.getByLabel('Valor do saque (R$)').fill('150');
    await f.page.getByRole('radio', { name: /PIX/ }).check();
    const saved = f.page.getByRole('group', { name: 'Chaves PIX salvas' });
    await saved.getByRole('radio', { name: 'PIX · celular (11) *****-5678' }).check();
    await expect(f.page.getByLabel('Chave PIX', { exact: true })).toHaveCount(0);
    await shoot(f.page, 'withdraw-saved-pix');
    await f.page.getByRole('radio', { name: /Transferência Bancária/ }).check();
    await expect(f.page.getByRole('group', { name: 'Contas salvas' })).toContainText('Banco do Brasil (001)');
    await shoot(f.page, 'withdraw-saved-bank');
    await f.page.getByRole('radio', { name: /PIX/ }).check();
    await f.page.getByRole('button', { name: 'Solicitar Saque' }).click();
    const confirm = f.page.getByRole('dialog', { name: 'Confirmar Saque' });
    await expect(confirm).toContainText('PIX · celular (11) *****-5678');
    await confirm.getByRole('button', { name: 'Confirmar Saque' }).click();
    // The first withdrawal's toast may still be up: the newest is in front.
    await expect(toast(f.page, 'Saque solicitado!').first()).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('celular (11) *****-5678');

    // Removing a saved account asks first.
    await f.page.getByRole('radio', { name: /PIX/ }).check();
    await f.page.getByRole('button', { name: 'Remover PIX · celular (11) *****-5678' }).click();
    const remove = f.page.getByRole('dialog', { name: 'Remover conta salva?' });
    await shoot(f.page, 'withdraw-saved-remove');
    await remove.getByRole('button', { name: 'Remover' }).click();
    await expect(toast(f.page, 'Conta removida dos seus saques.')).toBeVisible();
    await expect(f.page.getByRole('group', { name: 'Chaves PIX salvas' })).toHaveCount(0);
    await expect(f.page.getByLabel('Chave PIX', { exact: true })).toBeVisible();
  } finally {
    await f.close();
  }
});
