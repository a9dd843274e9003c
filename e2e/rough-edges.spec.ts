import type { Page } from '@playwright/test';
import { asPerson, connectPeople, newPerson, type Person, postJob, signInAs } from './factories.js';
import { expect, test } from './fixtures.js';

// The rough edges new users hit (issue 22, item 7): the chat page's height, picking people for a group by name,
// 'Ver N resultados' on the phone filters, job titles as links and a seller's 'Encontrar trabalho'.

/** How far the window itself scrolls: 0 when the page fits the viewport (the lists scroll inside). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);

/** A direct conversation between the two with `count` messages, alternating sides. */
async function longConversation(request: Parameters<typeof newPerson>[0], a: Person, b: Person, count: number) {
  const { id } = await asPerson<{ id: string }>(request, a, 'post', '/conversations/direct', {
    data: { userId: b.id },
    status: 200,
  });
  for (let i = 1; i <= count; i++) {
    const from = i % 2 === 0 ? b : a;
    await asPerson(request, from, 'post', `/conversations/${id}/messages`, {
      data: { text: `Mensagem ${i}: combinando os detalhes do layout da página inicial.` },
    });
  }
  return id;
}

test('the chat page is as tall as the window at 390 and 1280 px: the lists scroll, not the page', async ({
  page,
  request,
}) => {
  const me = await newPerson(request, 'Marta', { freelancer: false });
  const others = await Promise.all(
    [1, 2, 3, 4, 5, 6, 7, 8].map(() => newPerson(request, 'Caio', { freelancer: true })),
  );
  const [first] = others;
  if (!first) throw new Error('no one to talk to');
  const id = await longConversation(request, me, first, 40);
  // Enough conversations for the list to scroll too, each with my last message ('Você:' for screen readers).
  for (const other of others.slice(1)) await longConversation(request, me, other, 1);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await signInAs(page, me, `/dashboard/messages/${id}`);
    const history = page.getByRole('list', { name: /^Mensagens com/ });
    await expect(history.getByText(/^Mensagem 40:/)).toBeVisible();
    await expect.poll(() => pageOverflow(page)).toBe(0);
    // Scrolling the window moves nothing: there is nowhere to go.
    await page.mouse.move(viewport.width / 2, 20);
    await page.mouse.wheel(0, 3000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: `test-results/rough-edges-chat-${viewport.width}.png` });

    // The list of conversations alone (a phone shows one step at a time).
    await page.goto('/dashboard/messages');
    await expect(page.getByRole('list', { name: 'Conversas DIRECT' }).getByRole('link')).toHaveCount(8);
    await expect.poll(() => pageOverflow(page)).toBe(0);
    await page.screenshot({ path: `test-results/rough-edges-chat-list-${viewport.width}.png` });
  }
});

test('a group takes a person picked by clicking their name, and needs one', async ({ page, request }) => {
  const owner = await newPerson(request, 'Olga', { freelancer: false });
  const member = await newPerson(request, 'Bento', { freelancer: true });
  await connectPeople(request, owner, member);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, owner, '/dashboard/messages');
  await page.getByRole('tab', { name: /GRUPOS/ }).click();
  await page.getByRole('button', { name: 'Criar grupo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar grupo' });
  await dialog.getByLabel('Nome do grupo').fill('Equipe do site');
  // Nobody picked yet: refused before anything is sent.
  await dialog.getByRole('button', { name: 'Criar grupo' }).click();
  await expect(dialog.getByText('Adicione ao menos uma pessoa ao grupo.')).toBeVisible();

  await dialog.getByRole('searchbox', { name: 'Buscar pessoas pelo nome' }).fill(member.name.split(' ')[1] ?? '');
  const found = dialog.getByRole('list', { name: 'Pessoas encontradas' });
  await found.getByText(member.name, { exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Pessoas escolhidas' })).toContainText(member.name);
  await expect(found.getByText('No grupo')).toBeVisible();
  await expect(dialog.getByText('Adicione ao menos uma pessoa ao grupo.')).toBeHidden();
  await page.screenshot({ path: 'test-results/rough-edges-group-picked-390.png' });
  await dialog.getByRole('button', { name: 'Criar grupo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Equipe do site' })).toBeVisible();
});

test("on a phone, 'Ver N resultados' closes the filters onto the results; a seller finds work there; titles are links", async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const seller = await newPerson(request, 'Rafael', { freelancer: true });
  const job = await postJob(request, client, { category: 'Design Gráfico', experienceLevel: 'especialista' });

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, seller, '/dashboard');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('link', { name: 'Freelancers' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Encontrar trabalho' }).click();
  await expect(page).toHaveURL(/\/freelancers-list\?tab=projetos$/);
  await expect(page.getByRole('tab', { name: 'Projetos' })).toHaveAttribute('aria-selected', 'true');

  const toggle = page.getByRole('button', { name: /^Filtros/ });
  await toggle.click();
  await page.getByRole('combobox', { name: 'Categoria' }).selectOption('Design Gráfico');
  await page.getByRole('combobox', { name: 'Nível de experiência' }).selectOption('especialista');
  await page.getByRole('searchbox', { name: 'Buscar projetos' }).fill(job.title);
  const cards = page.getByRole('list', { name: 'Projetos' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  const show = page.getByRole('button', { name: 'Ver 1 resultado' });
  await show.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/rough-edges-filters-open-390.png' });
  await show.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Categoria' })).toBeHidden();
  await expect(cards.first()).toBeInViewport();
  await page.screenshot({ path: 'test-results/rough-edges-filters-closed-390.png' });

  // The title opens the job, as 'Ver Detalhes' does.
  await expect(cards.first().getByRole('link', { name: /^Ver Detalhes/ })).toHaveAttribute('href', `/job/${job.id}`);
  await cards.first().getByRole('heading', { name: job.title }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);

  // The freelancers tab has the same button.
  await page.goto('/freelancers-list');
  await page.getByRole('button', { name: /^Filtros e ordem/ }).click();
  await expect(page.getByRole('button', { name: /^Ver [\d.]+\+? resultados?$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Ver [\d.]+\+? resultados?$/ }).click();
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toBeHidden();
});
