import { asPerson, browserOf, newPerson, signInAs } from './factories.js';
import { expect, test } from './fixtures.js';

test('Enviar Mensagem on a profile opens the conversation; the other side sees it within the poll, at 1280 and 390 px', async ({
  page,
  browser,
  request,
}) => {
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, client, '/dashboard/messages');
  await expect(page.getByText('Selecione uma conversa para começar')).toBeVisible();
  await page.screenshot({ path: 'test-results/messages-empty-1280.png' });
  await page.goto(`/freelancer/${freelancer.id}`);
  await expect(page.getByRole('button', { name: `Enviar Mensagem para ${freelancer.name}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/messages-profile-1280.png' });
  await page.getByRole('button', { name: `Enviar Mensagem para ${freelancer.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: freelancer.name })).toBeVisible();

  const composer = page.getByPlaceholder('Digite uma mensagem...');
  await composer.fill('   ');
  await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();
  await composer.fill('Olá! <b>não é HTML</b>');
  await composer.press('Enter');
  await expect(page.getByRole('list', { name: /^Mensagens com/ }).getByText('Olá! <b>não é HTML</b>')).toBeVisible();
  await expect(composer).toHaveValue('');
  await page.screenshot({ path: 'test-results/messages-1280.png' });

  const other = await browserOf(browser, freelancer, '/dashboard/messages');
  await other.page.setViewportSize({ width: 390, height: 844 });
  const tab = other.page.getByRole('tab', { name: /DIRECT/ });
  await expect(tab).toContainText('1');
  await other.page.screenshot({ path: 'test-results/messages-list-390.png' });
  await other.page.getByRole('link', { name: new RegExp(client.name) }).click();
  await expect(
    other.page.getByRole('list', { name: /^Mensagens com/ }).getByText('Olá! <b>não é HTML</b>'),
  ).toBeVisible();
  await other.page.getByPlaceholder('Digite uma mensagem...').fill('Oi, Carla!');
  await other.page.getByPlaceholder('Digite uma mensagem...').press('Enter');
  await other.page.screenshot({ path: 'test-results/messages-conversation-390.png' });

  // The reply arrives over the WebSocket (e2e/messages-realtime.spec.ts times it).
  await expect(page.getByRole('list', { name: /^Mensagens com/ }).getByText('Oi, Carla!')).toBeVisible({
    timeout: 8000,
  });
  await page.screenshot({ path: 'test-results/messages-reply-1280.png' });
  const [direct] = await asPerson<{ unreadCount: number }[]>(request, freelancer, 'get', '/conversations?kind=direct');
  expect(direct?.unreadCount).toBe(0);
  await other.close();
});
