import { test as base } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from '../scripts/built-server.mjs';
import { bubble, LIVE_MS, send, thread } from './conversation-screen.js';
import { asPerson, browserOf, newPerson, signInAs } from './factories.js';
import { expect } from './fixtures.js';

// The server process dies mid-conversation (SIGKILL: no shutdown code runs) and comes back on the same port and
// data folder: the message sent while one side's socket was away reaches that side's open screen once it
// reconnects (the catch-up after 'ready'), with no reload. This test restarts its server, so it has one of its own
// instead of the worker's shared one.
const test = base.extend<object, { labora: BuiltServer }>({
  labora: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const server = await startBuiltServer({ SEED_DEMO: '0', RATE_LIMIT_FACTOR: '50' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ labora }, use) => {
    await use(labora.url);
  },
});

/** The socket's backoff (RECONNECT_BACKOFF) is at most 30 s between attempts. */
const RECONNECT_MS = 30_000;

test('the server restarts mid-conversation: the message sent meanwhile arrives after the reconnect, then live again', async ({
  page,
  browser,
  request,
  labora,
}) => {
  test.setTimeout(120_000);
  const ana = await newPerson(request, 'Ana', { freelancer: false });
  const bruno = await newPerson(request, 'Bruno', { freelancer: true });
  const conversation = await asPerson<{ id: string }>(request, ana, 'post', '/conversations/direct', {
    data: { userId: bruno.id },
    status: 200,
  });

  // Bruno's socket goes through Playwright, passed on to the server, except while `held`: then each attempt is
  // refused at once, as by a server not there yet. It holds him away from the restarted server until Ana's message
  // is stored, so that message can only reach him through the catch-up of his reconnect (without it, one of his
  // attempts could land in the few milliseconds between the server listening again and her message).
  let held = false;
  let connections = 0;
  await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    if (held) {
      void ws.close({ code: 1011, reason: 'held' });
      return;
    }
    connections += 1;
    ws.connectToServer();
  });
  await signInAs(page, bruno, `/dashboard/messages/${conversation.id}`);
  const anaTab = await browserOf(browser, ana, `/dashboard/messages/${conversation.id}`);
  await expect(page.getByRole('heading', { name: ana.name })).toBeVisible();
  await expect(anaTab.page.getByRole('heading', { name: bruno.name })).toBeVisible();

  // One exchange live, both ways.
  await send(anaTab.page, 'Oi Bruno, podemos falar do projeto?');
  await expect(bubble(page, 'Oi Bruno, podemos falar do projeto?')).toBeVisible({ timeout: LIVE_MS });
  await send(page, 'Claro, Ana. Pode mandar.');
  await expect(bubble(anaTab.page, 'Claro, Ana. Pode mandar.')).toBeVisible({ timeout: LIVE_MS });
  expect(connections).toBe(1);

  // The server is killed and started again on the same port and data folder; both tabs' sockets drop with it.
  held = true;
  const killedAt = Date.now();
  await labora.restart();
  const listeningAt = Date.now();
  // At once, while Bruno's tab is still disconnected, Ana writes (through the API: her own tab may not be back yet).
  const meanwhile = 'Mandei o briefing enquanto o servidor reiniciava.';
  await asPerson(request, ana, 'post', `/conversations/${conversation.id}/messages`, { data: { text: meanwhile } });
  const sentAt = Date.now();
  await page.waitForTimeout(1000);
  await expect(bubble(page, meanwhile)).toHaveCount(0);

  // Bruno's next attempt connects, 'ready' starts the catch-up from his last id, and the message is on his screen,
  // once, after the earlier ones, with no reload.
  held = false;
  await expect(bubble(page, meanwhile)).toBeVisible({ timeout: RECONNECT_MS });
  const shownAt = Date.now();
  // His tab is connected again (at this pace always before the message: the fallback poll of a tab whose socket
  // is down asks only every 15 s).
  await expect.poll(() => connections, { timeout: RECONNECT_MS }).toBe(2);
  await expect(bubble(page, meanwhile)).toHaveCount(1);
  await expect(thread(page).getByRole('listitem').last()).toContainText(meanwhile);
  await expect(bubble(page, 'Oi Bruno, podemos falar do projeto?')).toBeVisible();
  await expect(bubble(page, 'Claro, Ana. Pode mandar.')).toBeVisible();
  // Ana's tab reconnected on its own and has it too.
  await expect(bubble(anaTab.page, meanwhile)).toBeVisible({ timeout: RECONNECT_MS });
  await page.screenshot({ path: 'test-results/messages-restart-caught-up-1280.png' });

  // Live again on the new process, both ways.
  await send(page, 'Recebi, vou ler agora.');
  await expect(bubble(anaTab.page, 'Recebi, vou ler agora.')).toBeVisible({ timeout: LIVE_MS });
  await send(anaTab.page, 'Perfeito, obrigada!');
  await expect(bubble(page, 'Perfeito, obrigada!')).toBeVisible({ timeout: LIVE_MS });
  await expect(bubble(page, meanwhile)).toHaveCount(1);

  test.info().annotations.push({
    type: 'timing',
    description:
      `restart (kill → listening) ${listeningAt - killedAt} ms; message stored ${sentAt - listeningAt} ms after; ` +
      `on Bruno's screen ${shownAt - sentAt} ms after it was stored (${shownAt - sentAt - 1000} ms after the hold ended)`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  await anaTab.close();
});
