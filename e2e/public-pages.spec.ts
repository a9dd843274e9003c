import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newPerson, postGig, postJob } from './factories.js';
import { expect, logInByForm, PASSWORD, test, toast } from './fixtures.js';

// Public pages (issue 22, items 1 and 2): a shared job or profile link opened without an account, its link
// preview tags in the raw HTML, and axe on both at a phone's and a desktop's width.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a guest opens a shared job link, signs in from "Enviar proposta" and lands back on it to propose', async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Helena', { freelancer: false });
  const freelancer = await newPerson(request, 'Otávio', { freelancer: true });
  const job = await postJob(request, client, { skills: ['Shopify'] });

  await page.goto(`/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText('Publicado por')).toContainText('Helena');
  await expect(page.getByText('R$ 5.000,00')).toBeVisible();
  // Nothing private: no last name, e-mail or proposal form.
  await expect(page.locator('body')).not.toContainText(client.name.split(' ')[1] ?? client.name);
  await expect(page.locator('body')).not.toContainText(client.email);
  await expect(field(page, 'Carta de apresentação')).toHaveCount(0);

  await page.getByRole('link', { name: 'Enviar proposta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInByForm(page, freelancer.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await field(page, 'Valor da proposta (R$)').fill('4.500');
  await field(page, 'Prazo de entrega (dias)').fill('20');
  await field(page, 'Carta de apresentação').fill('Monto lojas Shopify há seis anos, com pagamentos e frete.');
  await page.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toast(page, 'Proposta enviada com sucesso!')).toBeVisible();
});

test('the raw HTML of a public profile carries its title and Open Graph tags, and no contact data', async ({
  request,
}) => {
  const freelancer = await newPerson(request, 'Lívia', { freelancer: true });
  const res = await request.get(`/freelancer/${freelancer.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(html).toContain(`<title>${freelancer.name} — Freelancer | Labora</title>`);
  expect(meta('og:title')).toBe(`${freelancer.name} — Freelancer | Labora`);
  expect(meta('og:url')).toMatch(new RegExp(`/freelancer/${freelancer.id}$`));
  expect(meta('og:image')).toMatch(new RegExp(`/api/public/freelancers/${freelancer.id}/card\\.png$`));
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(html).not.toContain(freelancer.email);
  expect(html).not.toContain('11987654321');
  const card = await request.get(new URL(meta('og:image') ?? '').pathname);
  expect(card.headers()['content-type']).toBe('image/png');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the public job and profile pages have no serious axe violation at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const client = await newPerson(request, 'Rita', { freelancer: false });
    const freelancer = await newPerson(request, 'Davi', { freelancer: true });
    await postGig(request, freelancer);
    const job = await postJob(request, client);
    for (const [path, heading] of [
      [`/job/${job.id}`, job.title],
      [`/freelancer/${freelancer.id}`, freelancer.name],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect({ path, serious }).toEqual({ path, serious: [] });
      await page.screenshot({
        path: `test-results/public-${path.split('/')[1]}-${viewport.width}.png`,
        fullPage: true,
      });
    }
  });
}
