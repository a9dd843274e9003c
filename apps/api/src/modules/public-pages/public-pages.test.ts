import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createGig, createJob, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { sitemapPage, sitemapPageStarts } from './service.js';

const PUBLIC_URL = 'https://labora.example';
const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Labora — freelancers brasileiros para o seu projeto</title>
    <meta
      name="description"
      content="Na Labora, empresas e pessoas encontram freelancers."
    />
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webRoot: string;
let freelancer: TestUser;
let client: TestUser;
let jobId: string;
let closedJobId: string;
const guest = () => t.asUser(null);
/** Everything a guest must never get, whatever the page: the people's contact data and the job's files. */
let secrets: string[];

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'labora-public-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  t = await createTestApp({ webRoot, publicUrl: PUBLIC_URL });
  freelancer = await createUser(t, { first_name: 'marina', last_name: 'Costa', isFreelancer: true });
  const profile = await t.asUser(freelancer).put('/api/users/profile', {
    first_name: 'marina',
    last_name: 'Costa',
    email: freelancer.email,
    phone: '11987654321',
    user_type: 'Designer <UX> & "Marcas"',
    location: 'Recife, PE',
    hourly_rate: 120,
    bio: 'Identidade visual para pequenos negócios.',
    skills: ['Figma', 'Logotipo'],
  });
  expect(profile.statusCode).toBe(200);
  client = await createUser(t, { first_name: 'Carlos', last_name: 'Segredo' });
  const clientProfile = await t.asUser(client).put('/api/users/profile', {
    first_name: 'Carlos',
    last_name: 'Segredo',
    email: client.email,
    phone: '11987654321',
    location: 'Olinda, PE',
  });
  expect(clientProfile.statusCode, clientProfile.body).toBe(200);
  const done = await createContract(t, { client, freelancer, status: 'concluido' });
  await t.asUser(done.client).post(`/api/contracts/${done.contract.id}/reviews`, { rating: 5, comment: 'Excelente!' });
  await t.asUser(freelancer).post(`/api/contracts/${done.contract.id}/reviews`, { rating: 4, comment: 'Bom cliente.' });
  await createGig(t, freelancer, { title: 'Logotipo completo' });
  const work = await t.asUser(freelancer).post('/api/portfolio', {
    title: 'Marca da Padaria Aurora',
    description: 'Logotipo e cardápio.',
    link: 'https://exemplo.com.br/aurora',
    skills: ['Branding'],
  });
  expect(work.statusCode, work.body).toBe(201);
  const job = await createJob(t, client, { title: 'Loja virtual <script>alert(1)</script>', skills: ['Shopify'] });
  jobId = job.id;
  const closed = await createJob(t, client, { title: 'Trabalho fechado' });
  closedJobId = closed.id;
  expect((await t.asUser(client).patch(`/api/jobs/${closedJobId}/status`, { status: 'closed' })).statusCode).toBe(200);
  secrets = [freelancer.email, client.email, '11987654321', 'Segredo', 'proposal', 'attachments'];
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const expectNoSecrets = (text: string) => {
  for (const secret of secrets) expect(text).not.toContain(secret);
};

describe('GET /api/public/freelancers/:id', () => {
  it('shows a guest the public profile with reviews, services and completed contracts, and nothing private', async () => {
    const res = await guest().get(`/api/public/freelancers/${freelancer.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: freelancer.id,
      name: 'Marina Costa',
      expertise: 'Designer <UX> & "Marcas"',
      location: 'Recife, PE',
      hourlyRateCents: 12000,
      skills: ['Figma', 'Logotipo'],
      rating: 5,
      reviewCount: 1,
      completedProjects: 1,
      level: 'Nível 1',
      cpfVerified: false,
      gigs: [{ title: 'Logotipo completo', priceCents: 120_000 }],
      reviews: [{ rating: 5, comment: 'Excelente!', reviewerFirstName: 'Carlos' }],
      portfolio: [{ title: 'Marca da Padaria Aurora', link: 'https://exemplo.com.br/aurora', skills: ['Branding'] }],
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'avatarUrl',
        'bio',
        'completedProjects',
        'cpfVerified',
        'expertise',
        'gigs',
        'hourlyRateCents',
        'id',
        'level',
        'location',
        'memberSince',
        'name',
        'portfolio',
        'rating',
        'reviewCount',
        'reviews',
        'skills',
      ].sort(),
    );
    expectNoSecrets(res.body);
  });

  it('is a 404 to guests once hidden in Configurações, and still visible to signed-in people', async () => {
    const other = await createUser(t, { isFreelancer: true });
    const url = `/api/public/freelancers/${other.id}`;
    expect((await t.asUser(other).get('/api/users/profile-visibility')).json()).toEqual({ publicProfile: true });
    const hidden = await t.asUser(other).put('/api/users/profile-visibility', { publicProfile: false });
    expect(hidden.json()).toEqual({ publicProfile: false });
    expect((await guest().get(url)).statusCode).toBe(404);
    expect((await t.asUser(client).get(`/api/freelancers/${other.id}`)).statusCode).toBe(200);
    await t.asUser(other).put('/api/users/profile-visibility', { publicProfile: true });
    expect((await guest().get(url)).statusCode).toBe(200);
  });

  it('is a 404 for someone who does not work as a freelancer, and a 400 for a malformed id', async () => {
    expect((await guest().get(`/api/public/freelancers/${client.id}`)).statusCode).toBe(404);
    expect((await guest().get('/api/public/freelancers/nope')).statusCode).toBe(400);
  });

  it('draws a 1200×630 PNG preview card', async () => {
    const res = await guest().get(`/api/public/freelancers/${freelancer.id}/card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

describe('GET /api/public/jobs/:id', () => {
  it("shows a guest an open job with the client's first name, city and guarantee, and nothing private", async () => {
    const res = await guest().get(`/api/public/jobs/${jobId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: jobId,
      title: 'Loja virtual <script>alert(1)</script>',
      skills: ['Shopify'],
      client: { firstName: 'Carlos', city: 'Olinda, PE', paymentGuaranteed: true },
    });
    expect(body).not.toHaveProperty('proposalCount');
    expect(body).not.toHaveProperty('attachments');
    expect(Object.keys(body.client).sort()).toEqual(['city', 'firstName', 'paymentGuaranteed']);
    expectNoSecrets(res.body);
  });

  it('is a 404 for a closed job', async () => {
    expect((await guest().get(`/api/public/jobs/${closedJobId}`)).statusCode).toBe(404);
  });
});

const htmlOf = async (url: string) => {
  const res = await guest().get(url);
  expect(res.headers['content-type']).toContain('text/html');
  return res;
};
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the HTML of public pages', () => {
  it('answers a profile with its title, description, canonical URL and Open Graph tags, escaped, and no private field', async () => {
    const res = await htmlOf(`/freelancer/${freelancer.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Marina Costa — Designer &lt;UX&gt; &amp; &quot;Marcas&quot; | Labora</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/freelancer/${freelancer.id}" />`);
    expect(metaOf(html, 'og:title')).toBe('Marina Costa — Designer &lt;UX&gt; &amp; &quot;Marcas&quot; | Labora');
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/freelancer/${freelancer.id}`);
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/api/public/freelancers/${freelancer.id}/card.png`);
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'description')).toContain('Recife, PE');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('noindex');
    expectNoSecrets(html);
  });

  it('answers an open job with its tags, the script in its title escaped', async () => {
    const res = await htmlOf(`/job/${jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Loja virtual &lt;script&gt;alert(1)&lt;/script&gt; — Desenvolvimento Web | Labora</title>',
    );
    expect(res.body).not.toContain('<script>alert');
    expect(metaOf(res.body, 'og:image')).toBe(`${PUBLIC_URL}/api/public/jobs/${jobId}/card.png`);
    expectNoSecrets(res.body);
  });

  it('answers a hidden profile or a closed job with a 404 page that names no one', async () => {
    const hiddenOne = await createUser(t, { first_name: 'Escondida', last_name: 'Pessoa', isFreelancer: true });
    await t.asUser(hiddenOne).put('/api/users/profile-visibility', { publicProfile: false });
    const hidden = await htmlOf(`/freelancer/${hiddenOne.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Escondida');
    expect(hidden.body).toContain('<meta name="robots" content="noindex" />');
    const closed = await htmlOf(`/job/${closedJobId}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.body).not.toContain('Trabalho fechado');
  });

  it('marks the private screens noindex and leaves the public ones indexable', async () => {
    for (const url of ['/dashboard', '/my-projects', '/withdraw', '/freelancers-list', '/qualquer-coisa']) {
      expect([url, (await htmlOf(url)).body.includes('<meta name="robots" content="noindex" />')]).toEqual([url, true]);
    }
    for (const url of ['/login', '/signup', '/terms']) {
      expect([url, (await htmlOf(url)).body.includes('noindex')]).toEqual([url, false]);
    }
  });
});

describe('robots.txt and the sitemaps', () => {
  it('robots.txt keeps crawlers out of the private areas and points to the sitemap', async () => {
    const res = await guest().get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists public profiles and open jobs, not hidden profiles nor closed jobs', async () => {
    const index = await guest().get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(files.length).toBeGreaterThanOrEqual(2);
    const urls: string[] = [];
    for (const file of files) {
      const page = await guest().get(file.replace(PUBLIC_URL, ''));
      expect(page.statusCode).toBe(200);
      urls.push(...[...page.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string));
    }
    expect(urls).toContain(`${PUBLIC_URL}/freelancer/${freelancer.id}`);
    expect(urls).toContain(`${PUBLIC_URL}/job/${jobId}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/job/${closedJobId}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/freelancer/${client.id}`);
  });

  it('pages by key: each file starts at its first id and together they list every public one once', async () => {
    for (let i = 0; i < 4; i++) await createUser(t, { isFreelancer: true });
    const db = t.database.db;
    const starts = await sitemapPageStarts(db, 'freelancers', 2);
    const pages = await Promise.all(starts.map((first) => sitemapPage(db, 'freelancers', first, 2)));
    const ids = pages.flat().map((e) => e.id);
    expect(pages.every((page, i) => page[0]?.id === starts[i] && page.length <= 2)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
    const all = await sitemapPage(db, 'freelancers', '00000000-0000-0000-0000-000000000000', 1000);
    expect(ids).toEqual(all.map((e) => e.id));
    expect(starts.length).toBe(Math.ceil(all.length / 2));
  });
});
