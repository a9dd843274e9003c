import { GIG_LIMITS, GIG_MESSAGES } from '@labora/shared/gigs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createGig, createUser, gigInput, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';

type Party = TestUser;
let t: TestApp;
let client: Party;
let freelancer: Party;
let buyer: Party;
const tag = [...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('');

beforeAll(async () => {
  t = await createTestApp();
  client = await createUser(t);
  freelancer = await createUser(t, { first_name: 'joão', last_name: `araújo ${tag}`, isFreelancer: true });
  buyer = await createUser(t, { first_name: 'bia', last_name: `souza ${tag}`, isFreelancer: false });
  const profile = await t.asUser(freelancer).put('/api/users/profile', {
    first_name: 'joão',
    last_name: `araújo ${tag}`,
    email: freelancer.email,
    phone: '11987654321',
    user_type: 'Desenvolvedor Front-end',
    location: 'São José dos Campos, SP',
    hourly_rate: 95,
    bio: 'Interfaces rápidas e acessíveis.',
    skills: ['React', 'Acessibilidade'],
  });
  expect(profile.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, who: Party = client) => t.asUser(who).get(url);

describe('GET /api/freelancers', () => {
  it('finds freelancers by name, city, Cargo or skills without accents, public data only', async () => {
    for (const search of [`joao araujo ${tag}`, `SAO JOSE DOS CAMPOS`, 'front-end', 'acessibilidade']) {
      const res = await get(`/api/freelancers?search=${encodeURIComponent(search)}&pageSize=50`);
      expect([search, res.json().items.map((f: { id: string }) => f.id)]).toEqual([
        search,
        expect.arrayContaining([freelancer.id]),
      ]);
    }
    const [card] = (await get(`/api/freelancers?search=${tag}`)).json().items;
    expect(card).toEqual({
      id: freelancer.id,
      name: `João Araújo ${tag[0]?.toUpperCase()}${tag.slice(1)}`,
      avatarUrl: null,
      expertise: 'Desenvolvedor Front-end',
      location: 'São José dos Campos, SP',
      hourlyRateCents: 9500,
      bio: 'Interfaces rápidas e acessíveis.',
      skills: ['React', 'Acessibilidade'],
      rating: null,
      reviewCount: 0,
      completedProjects: 0,
      level: 'Novo',
    });
    // Buyers are not listed; nothing private leaves.
    expect((await get(`/api/freelancers?search=${tag}`)).json().total).toBe(1);
    const profile = (await get(`/api/freelancers/${freelancer.id}`)).json();
    expect(JSON.stringify(profile)).not.toMatch(/@|11987654321|password/);
    expect((await t.asUser(null).get('/api/freelancers')).statusCode).toBe(401);
    expect((await get('/api/freelancers?pageSize=500')).statusCode).toBe(400);
  });

  it('takes several words in any order and any field, each required ("desenvolvedor react", "react campos")', async () => {
    const ids = async (search: string) =>
      (await get(`/api/freelancers?search=${encodeURIComponent(search)}&pageSize=50`))
        .json()
        .items.map((f: { id: string }) => f.id);
    for (const search of [`desenvolvedor react ${tag}`, `${tag} REACT josé`, `acessibilidade campos ${tag}`]) {
      expect([search, await ids(search)]).toEqual([search, [freelancer.id]]);
    }
    // One word that matches nothing empties the result: every word counts.
    expect(await ids(`desenvolvedor react ${tag} cozinheiro`)).toEqual([]);
  });

  it('counts completed contracts and derives the seller level', async () => {
    await createContract(t, {
      client,
      freelancer,
      proposal: { amountCents: 50_000, deliveryDays: 5, coverLetter: 'Posso começar amanhã mesmo, com testes.' },
      status: 'concluido',
    });
    const profile = (await get(`/api/freelancers/${freelancer.id}`)).json();
    expect([profile.completedProjects, profile.level]).toEqual([1, 'Nível 1']);
  });
});

describe('gigs', () => {
  const gig = gigInput({ title: 'Landing page em React' });

  it('lets freelancers publish, edit, illustrate and remove their own gigs', async () => {
    expect((await t.asUser(buyer).post('/api/gigs', gig)).json()).toEqual({
      code: 'NOT_FREELANCER',
      message: GIG_MESSAGES.notFreelancer,
    });
    const created = await t.asUser(freelancer).post('/api/gigs', gig);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const { packages, ...fields } = gig;
    expect(created.json()).toMatchObject({
      ...fields,
      priceCents: packages.basico.priceCents,
      packages: [{ tier: 'basico', name: 'Básico', ...packages.basico }],
      imageUrl: null,
      seller: { id: freelancer.id, level: 'Nível 1' },
    });
    expect((await get(`/api/gigs?sellerId=${freelancer.id}`)).json().map((g: { id: string }) => g.id)).toEqual([id]);

    const edit = (who: Party, body: object) => t.asUser(who).put(`/api/gigs/${id}`, body);
    const intruder = await edit(client, { ...gig, title: 'Invasão' });
    expect([intruder.statusCode, intruder.json().code]).toEqual([403, 'NOT_GIG_OWNER']);
    const free = { ...gig, packages: { basico: { ...packages.basico, priceCents: 0 } } };
    expect((await edit(freelancer, free)).json().message).toBe(GIG_MESSAGES.priceInvalid);
    expect((await edit(freelancer, { ...gig, title: 'Landing page completa' })).json().title).toBe(
      'Landing page completa',
    );

    const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const upload = multipartBody({}, [{ field: 'image', name: 'capa.png', data: png }]);
    const illustrated = await t.asUser(freelancer).request({ method: 'PUT', url: `/api/gigs/${id}/image`, ...upload });
    expect(illustrated.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: illustrated.json().imageUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect([served.statusCode, meta.format, meta.width, meta.height]).toEqual([200, 'webp', 800, 450]);

    expect((await t.asUser(client).delete(`/api/gigs/${id}`)).statusCode).toBe(403);
    expect((await t.asUser(freelancer).delete(`/api/gigs/${id}`)).json().message).toBe(GIG_MESSAGES.removed);
    expect((await t.app.inject({ method: 'GET', url: illustrated.json().imageUrl })).statusCode).toBe(404);
    expect((await get(`/api/gigs/${id}`)).statusCode).toBe(404);
  });

  it(`holds a seller to ${GIG_LIMITS.perSeller} active gigs`, async () => {
    const seller = await createUser(t, { isFreelancer: true });
    for (let i = 0; i < GIG_LIMITS.perSeller; i++) await createGig(t, seller);
    const over = await t.asUser(seller).post('/api/gigs', gigInput());
    expect([over.statusCode, over.json()]).toEqual([409, { code: 'GIG_LIMIT', message: GIG_MESSAGES.tooMany }]);
  });
});
