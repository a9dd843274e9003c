import { GIG_MESSAGES } from '@labora/shared/gigs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';
import { newJob } from '../jobs/test-helpers.js';

type Party = Awaited<ReturnType<typeof signUpAndLogIn>>;
let t: TestApp;
let client: Party;
let freelancer: Party;
let buyer: Party;
const tag = [...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('');

beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAndLogIn(t);
  freelancer = await signUpAndLogIn(t, { first_name: 'joão', last_name: `araújo ${tag}` });
  buyer = await signUpAndLogIn(t, { first_name: 'bia', last_name: `souza ${tag}` });
  await t.request({
    method: 'PUT',
    url: `/api/usuarios/${freelancer.user._id}/isFreelancer`,
    token: freelancer.token,
    payload: { isFreelancer: true },
  });
  await t.request({
    method: 'PUT',
    url: `/api/usuarios/${buyer.user._id}/isFreelancer`,
    token: buyer.token,
    payload: { isFreelancer: false },
  });
  const profile = await t.request({
    method: 'PUT',
    url: '/api/users/profile',
    token: freelancer.token,
    payload: {
      first_name: 'joão',
      last_name: `araújo ${tag}`,
      email: freelancer.body.email,
      phone: '11987654321',
      user_type: 'Desenvolvedor Front-end',
      location: 'São José dos Campos, SP',
      hourly_rate: 95,
      bio: 'Interfaces rápidas e acessíveis.',
      skills: ['React', 'Acessibilidade'],
    },
  });
  expect(profile.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, who: Party = client) => t.request({ method: 'GET', url, token: who.token });

describe('GET /api/freelancers', () => {
  it('finds freelancers by name, city, Cargo or skills without accents, public data only', async () => {
    for (const search of [`joao araujo ${tag}`, `SAO JOSE DOS CAMPOS`, 'front-end', 'acessibilidade']) {
      const res = await get(`/api/freelancers?search=${encodeURIComponent(search)}&pageSize=50`);
      expect([search, res.json().items.map((f: { id: string }) => f.id)]).toEqual([
        search,
        expect.arrayContaining([freelancer.user._id]),
      ]);
    }
    const [card] = (await get(`/api/freelancers?search=${tag}`)).json().items;
    expect(card).toEqual({
      id: freelancer.user._id,
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
    const profile = (await get(`/api/freelancers/${freelancer.user._id}`)).json();
    expect(JSON.stringify(profile)).not.toMatch(/@|11987654321|password/);
    expect((await t.request({ method: 'GET', url: '/api/freelancers' })).statusCode).toBe(401);
    expect((await get('/api/freelancers?pageSize=500')).statusCode).toBe(400);
  });

  it('counts completed contracts and derives the seller level', async () => {
    const job = (await t.request({ method: 'POST', url: '/api/jobs', token: client.token, payload: newJob() })).json();
    const proposal = (
      await t.request({
        method: 'POST',
        url: `/api/jobs/${job.id}/proposals`,
        token: freelancer.token,
        payload: { amountCents: 50_000, deliveryDays: 5, coverLetter: 'Posso começar amanhã mesmo, com testes.' },
      })
    ).json().proposal;
    const { contractId } = (
      await t.request({ method: 'POST', url: `/api/proposals/${proposal.id}/accept`, token: client.token })
    ).json();
    const act = (who: Party, action: string) =>
      t.request({ method: 'POST', url: `/api/contracts/${contractId}/actions`, token: who.token, payload: { action } });
    await act(freelancer, 'start');
    await act(client, 'conclude');
    const profile = (await get(`/api/freelancers/${freelancer.user._id}`)).json();
    expect([profile.completedProjects, profile.level]).toEqual([1, 'Nível 1']);
  });
});

describe('gigs', () => {
  const gig = {
    title: 'Landing page em React',
    category: 'Desenvolvimento Web',
    priceCents: 120_000,
    hasVideoCall: true,
  };

  it('lets freelancers publish, edit, illustrate and remove their own gigs', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/gigs', token: buyer.token, payload: gig })).json().message,
    ).toBe(GIG_MESSAGES.notFreelancer);
    const created = await t.request({ method: 'POST', url: '/api/gigs', token: freelancer.token, payload: gig });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      ...gig,
      imageUrl: null,
      seller: { id: freelancer.user._id, level: 'Nível 1' },
    });
    expect((await get(`/api/gigs?sellerId=${freelancer.user._id}`)).json().map((g: { id: string }) => g.id)).toEqual([
      id,
    ]);

    const edit = (who: Party, body: object) =>
      t.request({ method: 'PUT', url: `/api/gigs/${id}`, token: who.token, payload: body });
    expect((await edit(client, { ...gig, title: 'Invasão' })).statusCode).toBe(403);
    expect((await edit(freelancer, { ...gig, priceCents: 0 })).json().message).toBe(GIG_MESSAGES.priceInvalid);
    expect((await edit(freelancer, { ...gig, title: 'Landing page completa' })).json().title).toBe(
      'Landing page completa',
    );

    const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const upload = multipartBody({}, [{ field: 'image', name: 'capa.png', data: png }]);
    const illustrated = await t.request({
      method: 'PUT',
      url: `/api/gigs/${id}/image`,
      token: freelancer.token,
      ...upload,
    });
    expect(illustrated.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: illustrated.json().imageUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect([served.statusCode, meta.format, meta.width, meta.height]).toEqual([200, 'webp', 800, 450]);

    expect((await t.request({ method: 'DELETE', url: `/api/gigs/${id}`, token: client.token })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/gigs/${id}`, token: freelancer.token })).json().message,
    ).toBe(GIG_MESSAGES.removed);
    expect((await t.app.inject({ method: 'GET', url: illustrated.json().imageUrl })).statusCode).toBe(404);
    expect((await get(`/api/gigs/${id}`)).statusCode).toBe(404);
  });
});
