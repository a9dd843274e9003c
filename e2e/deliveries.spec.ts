import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { browserOf, hire, newPerson, startContract, uniqueSurname } from './factories.js';
import { expect, test, toast } from './fixtures.js';

// Deliveries (issue 11), two people in two browsers: the freelancer delivers with a file, the client downloads it
// and asks for changes, the freelancer delivers again, the client sees both deliveries (the waiting one with the
// date its escrow is released by itself) and releases the payment, which accepts it. Screens are saved at 1280
// and 390 px under test-results/deliveries-screens/ to be looked at.

const SHOTS = 'test-results/deliveries-screens';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const deliveries = (page: Page) => page.getByRole('region', { name: 'Entregas' });
const delivery = (page: Page, n: number) => deliveries(page).getByRole('article', { name: `Entrega ${n}` });

test('deliver with a file, ask for changes, deliver again, release', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const title = `Site da padaria ${uniqueSurname()}`;
  const hired = await hire(request, client, freelancer, { title, amountCents: 150_000 });
  await startContract(request, freelancer, hired.contractId);
  const contractPath = `/contracts/${hired.contractId}`;

  const f = await browserOf(browser, freelancer, contractPath);
  const c = await browserOf(browser, client, contractPath);
  try {
    // The freelancer delivers a message and a file.
    await expect(deliveries(c.page)).toContainText('Nenhuma entrega ainda.');
    const form = deliveries(f.page).getByRole('form', { name: 'Entregar' });
    await form.getByRole('button', { name: 'Entregar' }).click();
    await expect(form).toContainText('Descreva o que você está entregando.');
    await form.getByLabel('O que você está entregando').fill('Primeira versão: página inicial e cardápio.');
    await form
      .getByLabel('Arquivos da entrega (opcional)')
      .setInputFiles({ name: 'layout.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByRole('list', { name: 'Arquivos escolhidos' })).toContainText('layout.pdf');
    await shot(f.page, 'contract-deliver-form-freelancer');
    await form.getByRole('button', { name: 'Entregar' }).click();
    await expect(toast(f.page, 'Entrega enviada! O cliente foi avisado.')).toBeVisible();
    await expect(delivery(f.page, 1)).toContainText('Aguardando o cliente');
    await expect(delivery(f.page, 1)).toContainText(`Aguardando ${client.name}. Se não houver resposta até`);
    // While it waits there is nothing more to deliver.
    await expect(deliveries(f.page).getByRole('form', { name: 'Entregar' })).toHaveCount(0);
    await shot(f.page, 'contract-delivered-freelancer');

    // The client sees it with the rule and its date, downloads the file and asks for changes.
    await c.page.reload();
    const first = delivery(c.page, 1);
    await expect(first).toContainText('Primeira versão: página inicial e cardápio.');
    await expect(first).toContainText(
      /Se você não responder até \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}, o pagamento é liberado automaticamente ao freelancer\./,
    );
    const download = c.page.waitForEvent('download');
    await first.getByRole('button', { name: 'Baixar layout.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('layout.pdf');
    expect(
      readFileSync(await file.path())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4');
    await shot(c.page, 'contract-delivery-client');

    await first.getByRole('button', { name: 'Pedir alterações' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Pedir alterações' });
    await dialog.getByLabel('O que precisa ser alterado').fill('Use as cores da fachada e aumente o logo.');
    await shot(c.page, 'contract-request-changes-dialog');
    await dialog.getByRole('button', { name: 'Enviar pedido de alterações' }).click();
    await expect(toast(c.page, 'Pedido de alterações enviado ao freelancer.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(first).toContainText('Alterações pedidas');
    await expect(first).toContainText('Use as cores da fachada e aumente o logo.');

    // The freelancer reads the answer and delivers again, without files this time.
    await f.page.reload();
    await expect(delivery(f.page, 1)).toContainText(`Alterações pedidas por ${client.name}`);
    await expect(delivery(f.page, 1)).toContainText('Use as cores da fachada e aumente o logo.');
    const again = deliveries(f.page).getByRole('form', { name: 'Entregar' });
    await again.getByLabel('O que você está entregando').fill('Cores da fachada aplicadas e logo maior.');
    await again.getByRole('button', { name: 'Entregar' }).click();
    await expect(toast(f.page, 'Entrega enviada! O cliente foi avisado.')).toBeVisible();
    await expect(delivery(f.page, 2)).toContainText('Aguardando o cliente');
    await shot(f.page, 'contract-deliveries-freelancer');

    // The client sees both, the newest first and waiting, and releases the payment, which accepts it.
    await c.page.reload();
    await expect(deliveries(c.page).getByRole('article')).toHaveCount(2);
    await expect(deliveries(c.page).getByRole('article').first()).toHaveAccessibleName('Entrega 2');
    await expect(delivery(c.page, 2)).toContainText('Cores da fachada aplicadas e logo maior.');
    await expect(delivery(c.page, 2).getByRole('button', { name: 'Pedir alterações' })).toBeVisible();
    await expect(delivery(c.page, 1)).toContainText('Alterações pedidas');
    await expect(delivery(c.page, 1).getByRole('button', { name: 'Baixar layout.pdf' })).toBeVisible();
    await shot(c.page, 'contract-deliveries-client');

    await c.page.getByRole('button', { name: 'Liberar pagamento' }).click();
    const release = c.page.getByRole('dialog', { name: 'Liberar pagamento' });
    await release.getByRole('button', { name: 'Liberar tudo e concluir' }).click();
    await expect(release).toBeHidden();
    await expect(delivery(c.page, 2)).toContainText('Aceita');
    await expect(delivery(c.page, 2).getByRole('button', { name: 'Pedir alterações' })).toHaveCount(0);
    await expect(deliveries(c.page).getByRole('form', { name: 'Entregar' })).toHaveCount(0);
  } finally {
    await f.close();
    await c.close();
  }
});
