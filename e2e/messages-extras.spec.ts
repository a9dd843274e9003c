import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { asPerson, connectPeople, hire, newPerson, postJob, signInAs } from './factories.js';
import { expect, test } from './fixtures.js';

// Messages beyond the plain conversation: groups, every 'Enviar Mensagem', scam warnings, files, and Labora's own
// messages in a contract's conversation.

const layoutPng = () =>
  sharp({ create: { width: 360, height: 220, channels: 3, background: '#289981' } })
    .png()
    .toBuffer();

test('a group is created with people found by name, and a message is sent to it', async ({ page, request }) => {
  const owner = await newPerson(request, 'Olga', { freelancer: false });
  const member = await newPerson(request, 'Bento', { freelancer: true });
  // Only connections may be added to a group (and found in its people search).
  await connectPeople(request, owner, member);

  await signInAs(page, owner, '/dashboard/messages');
  await page.getByRole('tab', { name: /GRUPOS/ }).click();
  await page.getByRole('button', { name: 'Criar grupo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar grupo' });
  await dialog.getByRole('button', { name: 'Criar grupo' }).click();
  await expect(dialog.getByText('Dê um nome ao grupo.')).toBeVisible();
  await dialog.getByLabel('Nome do grupo').fill('Equipe do site');
  await dialog.getByRole('searchbox', { name: 'Buscar pessoas pelo nome' }).fill(member.name.split(' ')[1] ?? '');
  await dialog.getByRole('button', { name: `Adicionar ${member.name}` }).click();
  await expect(dialog.getByRole('list', { name: 'Pessoas escolhidas' })).toContainText(member.name);
  await page.screenshot({ path: 'test-results/messages-extras-group-create-1280.png' });
  await dialog.getByRole('button', { name: 'Criar grupo' }).click();

  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Equipe do site' })).toBeVisible();
  const composer = page.getByPlaceholder('Digite uma mensagem...');
  await composer.fill('Olá, equipe!');
  await composer.press('Enter');
  await expect(page.getByRole('list', { name: /^Mensagens com/ }).getByText('Olá, equipe!')).toBeVisible();

  // Members see who is in it; the owner removes someone.
  await page.getByRole('button', { name: 'Pessoas do grupo (2)' }).click();
  const people = page.getByRole('dialog', { name: 'Pessoas do grupo' });
  await expect(people.getByRole('list', { name: 'Membros' })).toContainText(member.name);
  await page.screenshot({ path: 'test-results/messages-extras-group-members-1280.png' });

  const [group] = await asPerson<{ name: string; lastMessage: { text: string } }[]>(
    request,
    member,
    'get',
    '/conversations?kind=group',
  );
  expect(group).toMatchObject({ name: 'Equipe do site', lastMessage: { text: 'Olá, equipe!' } });

  await people.getByRole('button', { name: `Remover ${member.name}` }).click();
  await expect(people.getByRole('list', { name: 'Membros' })).not.toContainText(member.name);
  expect(await asPerson<unknown[]>(request, member, 'get', '/conversations?kind=group')).toEqual([]);

  // 'Sair do grupo', asked first: the owner leaves, the member who is left takes the group over and reads why.
  const groupId = page.url().split('/').pop() ?? '';
  await asPerson(request, owner, 'post', `/conversations/${groupId}/members`, {
    data: { userId: member.id },
    status: 200,
  });
  await page.reload();
  await page.getByRole('button', { name: 'Pessoas do grupo (2)' }).click();
  await people.getByRole('button', { name: 'Sair do grupo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sair do grupo?' });
  await expect(confirm).toContainText(`${member.name} passará a administrar o grupo.`);
  await page.screenshot({ path: 'test-results/messages-extras-leave-group-1280.png' });
  await confirm.getByRole('button', { name: 'Sair do grupo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(page.getByText('Você saiu do grupo.')).toBeVisible();
  const kept = await asPerson<{ myRole: string; lastMessage: { text: string } }>(
    request,
    member,
    'get',
    `/conversations/${groupId}`,
  );
  expect(kept).toMatchObject({
    myRole: 'owner',
    lastMessage: { text: `${owner.name} saiu do grupo. ${member.name} agora administra o grupo.` },
  });
});

test("'Enviar Mensagem' on a job opens the conversation with its client; a phone number gets a calm warning; a file goes and comes back", async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const job = await postJob(request, client);

  await signInAs(page, freelancer, `/job/${job.id}`);
  await page.getByRole('button', { name: `Enviar Mensagem para ${client.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: client.name })).toBeVisible();

  const composer = page.getByPlaceholder('Digite uma mensagem...');
  await composer.fill('Podemos falar pelo zap? (11) 98765-4321');
  await composer.press('Enter');
  const history = page.getByRole('list', { name: /^Mensagens com/ });
  await expect(history.getByText('Podemos falar pelo zap? (11) 98765-4321')).toBeVisible();
  await expect(history.getByText(/Pagamentos fora da Labora não têm garantia/)).toBeVisible();
  await expect(history.getByRole('link', { name: 'Como a custódia protege você' })).toHaveAttribute(
    'href',
    '/terms#termos-pagamentos',
  );
  // A price is not a phone.
  await composer.fill('O orçamento fica em R$ 1.200.');
  await composer.press('Enter');
  await expect(history.getByText('O orçamento fica em R$ 1.200.')).toBeVisible();
  await expect(history.getByText(/Pagamentos fora da Labora não têm garantia/)).toHaveCount(1);

  await page.getByLabel('Arquivos para anexar').setInputFiles({
    name: 'escopo.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Três páginas e um formulário de contato.'),
  });
  await expect(page.getByRole('list', { name: 'Arquivos anexados' })).toContainText('escopo.txt');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  const tile = history.getByRole('button', { name: 'Baixar escopo.txt' });
  await expect(tile).toBeVisible();
  const download = page.waitForEvent('download');
  await tile.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('escopo.txt');
  expect(await readFile((await file.path()) ?? '', 'utf8')).toBe('Três páginas e um formulário de contato.');
});

test("a contract's conversation holds Labora's messages, warnings and files, at 1280 and 390 px", async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Marina', { freelancer: false });
  const freelancer = await newPerson(request, 'Diego', { freelancer: true });
  const { contractId } = await hire(request, client, freelancer, { title: 'Loja da padaria', amountCents: 250_000 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, client, `/contracts/${contractId}`);
  await page.getByRole('link', { name: `Enviar Mensagem para ${freelancer.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  const history = page.getByRole('list', { name: /^Mensagens com/ });
  await expect(history.getByText(/Pagamento de R\$\s2\.500,00 confirmado e guardado em custódia/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver contrato' })).toHaveAttribute('href', `/contracts/${contractId}`);

  const composer = page.getByPlaceholder('Digite uma mensagem...');
  await composer.fill('Se preferir, me manda um pix direto: marina.padaria@gmail.com');
  await composer.press('Enter');
  await expect(history.getByText(/Pagamentos fora da Labora não têm garantia/)).toBeVisible();
  await page.getByLabel('Arquivos para anexar').setInputFiles({
    name: 'layout.png',
    mimeType: 'image/png',
    buffer: await layoutPng(),
  });
  await composer.fill('Segue o layout da página inicial.');
  await composer.press('Enter');
  await expect(history.getByAltText('layout.png')).toBeVisible();

  // The freelancer starts: Labora says so in the same conversation (live over the WebSocket; without it, the
  // 15-second catch-up brings it).
  await asPerson(request, freelancer, 'post', `/contracts/${contractId}/actions`, {
    data: { action: 'start' },
    status: 200,
  });
  await expect(history.getByText('O trabalho começou: o contrato está em andamento.')).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/messages-extras-contract-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(history.getByAltText('layout.png')).toBeVisible();
  await page.screenshot({ path: 'test-results/messages-extras-contract-390.png' });
});
