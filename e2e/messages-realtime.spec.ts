import type { APIRequestContext, WebSocketRoute } from '@playwright/test';
import { bubble, LIVE_MS, send } from './conversation-screen.js';
import { asPerson, browserOf, newPerson, signInAs } from './factories.js';
import { expect, test } from './fixtures.js';

// Real time over the WebSocket (/api/realtime): nothing here waits for a poll. "Within a second" is measured from
// the moment the sender sees its own message (the POST answered, so the message is stored).

/** Lúcia (a client) and Marcos (a freelancer), new, and their direct conversation. */
async function luciaAndMarcos(request: APIRequestContext) {
  const lucia = await newPerson(request, 'Lucia', { freelancer: false });
  const marcos = await newPerson(request, 'Marcos', { freelancer: true });
  const conversation = await asPerson<{ id: string }>(request, lucia, 'post', '/conversations/direct', {
    data: { userId: marcos.id },
    status: 200,
  });
  return { lucia, marcos, conversation };
}

test('two people chat live: messages within a second, the unread dot, Online while connected, receipts sent → read', async ({
  page,
  browser,
  request,
}) => {
  const { lucia, marcos, conversation } = await luciaAndMarcos(request);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, lucia, `/dashboard/messages/${conversation.id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: marcos.name }) });
  await expect(header).toBeVisible();
  // Marcos has no tab open: no 'Online', and what Lúcia sends stays 'Enviada' (one tick).
  await expect(header.getByText('Online', { exact: true })).toHaveCount(0);
  await send(page, 'Oi Marcos, vi seu portfólio.');
  await expect(bubble(page, 'Oi Marcos, vi seu portfólio.').getByRole('img', { name: 'Enviada' })).toBeVisible();
  await page.screenshot({ path: 'test-results/messages-realtime-sent-1280.png' });

  // Marcos opens Messages (the list): he is online, and Lúcia's header says so without a reload.
  const other = await browserOf(browser, marcos, '/dashboard/messages');
  await expect(header.getByText('Online', { exact: true })).toBeVisible({ timeout: 5000 });
  const row = other.page.getByRole('link', { name: new RegExp(lucia.name) });
  await expect(row).toContainText('1 não lida');

  // A second message moves his list live: its text and the unread count (the dot), no reload, no poll. The list is
  // read again from the server on the socket's word, a round trip more than the message itself: given 5 s, far
  // below the 15-s poll that runs only while a socket is down.
  await send(page, 'Tem disponibilidade para março?');
  await expect(row).toContainText('Tem disponibilidade para março?', { timeout: 5000 });
  await expect(row).toContainText('2 não lidas');
  await expect(other.page.getByRole('tab', { name: /DIRECT/ })).toContainText('1');
  // His socket got them: delivered.
  await expect(bubble(page, 'Tem disponibilidade para março?').getByRole('img', { name: 'Entregue' })).toBeVisible();
  await other.page.screenshot({ path: 'test-results/messages-realtime-list-live-1280.png' });

  // He opens the conversation: both messages read, and Lúcia's ticks turn 'Lida' live.
  await row.click();
  await expect(bubble(other.page, 'Tem disponibilidade para março?')).toBeVisible();
  await expect(bubble(page, 'Oi Marcos, vi seu portfólio.').getByRole('img', { name: 'Lida' })).toBeVisible({
    timeout: 5000,
  });
  await expect(bubble(page, 'Tem disponibilidade para março?').getByRole('img', { name: 'Lida' })).toBeVisible();
  await expect(other.page.getByRole('link', { name: new RegExp(lucia.name) })).not.toContainText('não lida');

  // Each sees the other's message within a second.
  await send(other.page, 'Oi Lúcia! Tenho sim.');
  await expect(bubble(page, 'Oi Lúcia! Tenho sim.')).toBeVisible({ timeout: LIVE_MS });
  // His own messages carry no receipt on her side; hers do.
  await expect(bubble(page, 'Oi Lúcia! Tenho sim.').getByRole('img')).toHaveCount(0);
  await send(page, 'Ótimo, vou mandar os detalhes.');
  await expect(bubble(other.page, 'Ótimo, vou mandar os detalhes.')).toBeVisible({ timeout: LIVE_MS });
  // He has it open and in view: read at once.
  await expect(bubble(page, 'Ótimo, vou mandar os detalhes.').getByRole('img', { name: 'Lida' })).toBeVisible({
    timeout: 5000,
  });
  await expect(bubble(other.page, 'Ótimo, vou mandar os detalhes.').getByRole('img')).toHaveCount(0);
  expect(
    (await asPerson<{ unreadCount: number }>(request, marcos, 'get', `/conversations/${conversation.id}`)).unreadCount,
  ).toBe(0);

  await page.screenshot({ path: 'test-results/messages-realtime-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(header.getByText('Online', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/messages-realtime-390.png' });

  // He leaves (closes the browser): 'Online' goes.
  await other.close();
  await expect(header.getByText('Online', { exact: true })).toHaveCount(0, { timeout: 10_000 });
});

test('a public channel is live for whoever has it open', async ({ page, browser, request }) => {
  const ana = await newPerson(request, 'Ana', { freelancer: true });
  const bruno = await newPerson(request, 'Bruno', { freelancer: true });
  const [channel] = await asPerson<{ id: string; name: string }[]>(request, ana, 'get', '/conversations?kind=public');
  if (!channel) throw new Error('no public channel in the seed');

  await signInAs(page, ana, `/dashboard/messages/${channel.id}`);
  await expect(page.getByRole('heading', { name: channel.name })).toBeVisible();
  const other = await browserOf(browser, bruno, `/dashboard/messages/${channel.id}`);
  await expect(other.page.getByRole('heading', { name: channel.name })).toBeVisible();
  // Both tabs' history is loaded (empty or not) before the first message goes.
  await expect(other.page.getByText('Carregando mensagens…')).toHaveCount(0);
  await expect(page.getByText('Carregando mensagens…')).toHaveCount(0);

  const text = `Alguém já usou o escrow daqui? ${Date.now()}`;
  await send(page, text);
  await expect(bubble(other.page, text)).toBeVisible({ timeout: LIVE_MS });
  // No receipts in a public channel.
  await expect(bubble(page, text).getByRole('img')).toHaveCount(0);
  await other.close();
});

test('a message sent while the socket was down arrives after the reconnect (the catch-up from the last id)', async ({
  page,
  browser,
  request,
}) => {
  const { lucia, marcos, conversation } = await luciaAndMarcos(request);

  // Lúcia's socket goes through Playwright: passed on to the server while `up`, refused (closed at once) while not.
  let up = true;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    if (!up) {
      void ws.close({ code: 1011, reason: 'down' });
      return;
    }
    sockets.push(ws);
    ws.connectToServer();
  });
  await signInAs(page, lucia, `/dashboard/messages/${conversation.id}`);
  const other = await browserOf(browser, marcos, `/dashboard/messages/${conversation.id}`);
  await send(other.page, 'Primeira, com tudo ligado.');
  await expect(bubble(page, 'Primeira, com tudo ligado.')).toBeVisible({ timeout: LIVE_MS });

  // The connection drops and stays down while Marcos writes.
  up = false;
  for (const ws of sockets) await ws.close({ code: 1011, reason: 'dropped' });
  await send(other.page, 'Escrevi enquanto você estava sem conexão.');
  await page.waitForTimeout(1500);
  await expect(bubble(page, 'Escrevi enquanto você estava sem conexão.')).toHaveCount(0);

  // Back up: the next attempt connects, 'ready' triggers the catch-up, and the message is there.
  up = true;
  await expect(bubble(page, 'Escrevi enquanto você estava sem conexão.')).toBeVisible({ timeout: 10_000 });
  // And live again afterwards.
  await send(other.page, 'E esta já chega na hora.');
  await expect(bubble(page, 'E esta já chega na hora.')).toBeVisible({ timeout: LIVE_MS });
  await other.close();
});
