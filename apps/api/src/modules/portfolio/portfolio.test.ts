import { access } from 'node:fs/promises';
import path from 'node:path';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type TPortfolioItem } from '@labora/shared/portfolio';
import { AVATAR_MESSAGES } from '@labora/shared/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const itemInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Identidade visual da Padaria Aurora',
  description: 'Logotipo, cardápio e fachada.',
  link: 'https://exemplo.com.br/aurora',
  skills: ['Illustrator', 'Branding'],
  ...overrides,
});

const portfolioOf = (id: string, as: TestUser | null = null) => t.asUser(as).get(`/api/freelancers/${id}/portfolio`);

async function addItem(who: TestUser, overrides: Record<string, unknown> = {}): Promise<TPortfolioItem> {
  const res = await t.asUser(who).post('/api/portfolio', itemInput(overrides));
  if (res.statusCode !== 201) throw new Error(`portfolio item failed: ${res.body}`);
  return res.json();
}

const addPicture = (who: TestUser, itemId: string, data: Buffer = png, field = 'picture') => {
  const body = multipartBody({}, [{ field, name: 'trabalho.png', type: 'image/png', data }]);
  return t.asUser(who).post(`/api/portfolio/${itemId}/pictures`, body.payload, { headers: body.headers });
};

const fileOf = (url: string) => path.join(t.uploadsDir, new URL(url, 'http://x').pathname.replace('/uploads/', ''));
const exists = (url: string) =>
  access(fileOf(url)).then(
    () => true,
    () => false,
  );

describe('a portfolio item', () => {
  it('is added at the end, cleaned up, and read by a guest with nothing private in it', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const first = await addItem(ana, {
      title: '  Site da Padaria  ',
      link: '',
      skills: [' React ', 'react', 'Figma', ''],
    });
    expect(first).toMatchObject({ title: 'Site da Padaria', link: null, skills: ['React', 'Figma'], position: 0 });
    const second = await addItem(ana);
    expect(second.position).toBe(1);

    const res = await portfolioOf(ana.id);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: TPortfolioItem[] };
    expect(items.map((i) => i.title)).toEqual(['Site da Padaria', 'Identidade visual da Padaria Aurora']);
    // Exactly the public fields: no e-mail, phone or anything of the account rides along.
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      [
        'createdAt',
        'description',
        'freelancerId',
        'id',
        'link',
        'pictures',
        'position',
        'skills',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(res.body).not.toContain(ana.email);
  });

  it('is hidden from guests with the profile, still shown to people signed in', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const reader = await createUser(t, { isFreelancer: false });
    await addItem(ana);
    expect((await t.asUser(ana).put('/api/users/profile-visibility', { publicProfile: false })).statusCode).toBe(200);

    const asGuest = await portfolioOf(ana.id);
    expect(asGuest.statusCode).toBe(404);
    expect(asGuest.body).not.toContain('Padaria');
    // A stale or made-up token reads as a guest, not as an error.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/freelancers/${ana.id}/portfolio`,
      headers: { authorization: `Bearer ${'x'.repeat(40)}` },
    });
    expect(forged.statusCode).toBe(404);
    const signedIn = await portfolioOf(ana.id, reader);
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.json() as { items: TPortfolioItem[] }).items).toHaveLength(1);
  });

  it('answers 404 for an unknown person and an empty list for one with no work yet', async () => {
    const res = await portfolioOf('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PORTFOLIO_MESSAGES.freelancerNotFound });
    const client = await createUser(t, { isFreelancer: false });
    expect((await portfolioOf(client.id)).json()).toEqual({ items: [] });
  });

  it.each([
    [{ title: '   ' }, PORTFOLIO_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(PORTFOLIO_LIMITS.titleMaxLength + 1) }, PORTFOLIO_MESSAGES.titleTooLong],
    [{ link: 'javascript:alert(1)' }, PORTFOLIO_MESSAGES.linkInvalid],
    [{ link: 'ftp://exemplo.com.br/arquivo' }, PORTFOLIO_MESSAGES.linkInvalid],
    [{ link: 'data:text/html,<script>alert(1)</script>' }, PORTFOLIO_MESSAGES.linkInvalid],
    [{ link: 'exemplo.com.br' }, PORTFOLIO_MESSAGES.linkInvalid],
    [
      { skills: Array.from({ length: PORTFOLIO_LIMITS.skillsMax + 1 }, (_, i) => `Skill ${i}`) },
      PORTFOLIO_MESSAGES.tooManySkills,
    ],
  ])('refuses %j with its Portuguese message', async (overrides, message) => {
    const ana = await createUser(t, { isFreelancer: true });
    const res = await t.asUser(ana).post('/api/portfolio', itemInput(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect((await portfolioOf(ana.id)).json()).toEqual({ items: [] });
  });

  it('keeps an http link as given', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    expect((await addItem(ana, { link: 'http://antigo.exemplo.com/obra?id=1' })).link).toBe(
      'http://antigo.exemplo.com/obra?id=1',
    );
  });

  it('is only for freelancers', async () => {
    const client = await createUser(t, { isFreelancer: false });
    const res = await t.asUser(client).post('/api/portfolio', itemInput());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NOT_FREELANCER', message: PORTFOLIO_MESSAGES.notFreelancer });
  });

  it(`stops at ${PORTFOLIO_LIMITS.itemsMax} items with a clear 409`, async () => {
    const ana = await createUser(t, { isFreelancer: true });
    for (let i = 0; i < PORTFOLIO_LIMITS.itemsMax; i += 1) await addItem(ana, { title: `Trabalho ${i + 1}` });
    const res = await t.asUser(ana).post('/api/portfolio', itemInput());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'PORTFOLIO_LIMIT', message: PORTFOLIO_MESSAGES.tooManyItems });
    expect(res.json().message).toContain('12');
    expect((await portfolioOf(ana.id)).json().items).toHaveLength(PORTFOLIO_LIMITS.itemsMax);
  });

  it('holds the limit when many are added at once', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const answers = await Promise.all(
      Array.from({ length: PORTFOLIO_LIMITS.itemsMax + 3 }, (_, i) =>
        t.asUser(ana).post('/api/portfolio', itemInput({ title: `Trabalho ${i}` })),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(PORTFOLIO_LIMITS.itemsMax);
    const { items } = (await portfolioOf(ana.id)).json() as { items: TPortfolioItem[] };
    expect(items.map((i) => i.position)).toEqual([...Array(PORTFOLIO_LIMITS.itemsMax).keys()]);
  });

  it('is edited and removed only by its owner; the rest move up', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const bruno = await createUser(t, { isFreelancer: true });
    const [a, b, c] = [
      await addItem(ana, { title: 'A' }),
      await addItem(ana, { title: 'B' }),
      await addItem(ana, { title: 'C' }),
    ];

    const foreign = await t.asUser(bruno).put(`/api/portfolio/${a.id}`, itemInput({ title: 'Meu agora' }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'NOT_PORTFOLIO_OWNER', message: PORTFOLIO_MESSAGES.notOwner });
    expect((await t.asUser(bruno).delete(`/api/portfolio/${a.id}`)).statusCode).toBe(403);
    expect((await t.asUser(null).delete(`/api/portfolio/${a.id}`)).statusCode).toBe(401);

    const edited = await t.asUser(ana).put(`/api/portfolio/${b.id}`, itemInput({ title: 'B revisto', link: null }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: b.id, title: 'B revisto', link: null, position: 1 });

    const removed = await t.asUser(ana).delete(`/api/portfolio/${a.id}`);
    expect(removed.json()).toEqual({ message: PORTFOLIO_MESSAGES.removed });
    const { items } = (await portfolioOf(ana.id)).json() as { items: TPortfolioItem[] };
    expect(items.map((i) => [i.id, i.position])).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
    expect((await t.asUser(ana).delete(`/api/portfolio/${a.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/portfolio/order', () => {
  it('stores the order the owner chose, and refuses one that does not list each item once', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const bruno = await createUser(t, { isFreelancer: true });
    const [a, b, c] = [
      await addItem(ana, { title: 'A' }),
      await addItem(ana, { title: 'B' }),
      await addItem(ana, { title: 'C' }),
    ];
    const theirs = await addItem(bruno);

    const res = await t.asUser(ana).put('/api/portfolio/order', { itemIds: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: TPortfolioItem) => i.title)).toEqual(['C', 'A', 'B']);
    expect((await portfolioOf(ana.id)).json().items.map((i: TPortfolioItem) => [i.title, i.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);

    for (const itemIds of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, theirs.id],
      [c.id, a.id, b.id, theirs.id],
    ]) {
      const refused = await t.asUser(ana).put('/api/portfolio/order', { itemIds });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'PORTFOLIO_ORDER_MISMATCH', message: PORTFOLIO_MESSAGES.orderMismatch });
    }
    // Bruno cannot move Ana's items: his list is his own, and hers is not it.
    expect((await t.asUser(bruno).put('/api/portfolio/order', { itemIds: [b.id, a.id, c.id] })).statusCode).toBe(409);
    expect((await portfolioOf(ana.id)).json().items.map((i: TPortfolioItem) => i.title)).toEqual(['C', 'A', 'B']);
  });
});

describe('portfolio pictures', () => {
  it('are re-encoded as WebP inside the box, never cropped, served to anyone', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const item = await addItem(ana);
    const wide = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const res = await addPicture(ana, item.id, wide);
    expect(res.statusCode).toBe(201);
    const [picture] = (res.json() as TPortfolioItem).pictures;
    expect(picture?.url).toMatch(/^\/uploads\/portfolio\/[0-9a-f]{32}\.webp\?v=\d+$/);
    const served = await t.app.inject({ method: 'GET', url: picture?.url ?? '' });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    // 3200×1000 fitted inside 1600×1200 keeps its shape.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 500]);

    const small = await addPicture(ana, item.id);
    const smallMeta = await sharp(
      (await t.app.inject({ method: 'GET', url: small.json().pictures[1].url })).rawPayload,
    ).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([40, 30]);
  });

  it(`stop at ${PORTFOLIO_LIMITS.picturesMax} per item, refuse what is not an image, and only the owner adds`, async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const bruno = await createUser(t, { isFreelancer: true });
    const item = await addItem(ana);
    const foreign = await addPicture(bruno, item.id);
    expect(foreign.statusCode).toBe(403);
    const text = await addPicture(ana, item.id, Buffer.from('<svg onload="alert(1)"/>'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: AVATAR_MESSAGES.unsupported });
    expect((await addPicture(ana, item.id, png, 'outro')).statusCode).toBe(400);

    for (let i = 0; i < PORTFOLIO_LIMITS.picturesMax; i += 1)
      expect((await addPicture(ana, item.id)).statusCode).toBe(201);
    const sixth = await addPicture(ana, item.id);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ code: 'PORTFOLIO_PICTURE_LIMIT', message: PORTFOLIO_MESSAGES.tooManyPictures });
    expect((await portfolioOf(ana.id)).json().items[0].pictures).toHaveLength(PORTFOLIO_LIMITS.picturesMax);
  });

  it('leave with their file: one at a time, with their item, and with the account', async () => {
    const ana = await createUser(t, { isFreelancer: true });
    const item = await addItem(ana);
    const other = await addItem(ana);
    const urls: string[] = [];
    for (const target of [item, item, other]) {
      const res = await addPicture(ana, target.id);
      urls.push(res.json().pictures.at(-1).url);
    }
    const [one, two, three] = urls as [string, string, string];
    const firstId = (await portfolioOf(ana.id)).json().items[0].pictures[0].id as string;

    expect((await t.asUser(null).delete(`/api/portfolio/${item.id}/pictures/${firstId}`)).statusCode).toBe(401);
    const removed = await t.asUser(ana).delete(`/api/portfolio/${item.id}/pictures/${firstId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().pictures.map((p: { url: string }) => p.url)).toEqual([two]);
    expect(await exists(one)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: one })).statusCode).toBe(404);

    await t.asUser(ana).delete(`/api/portfolio/${item.id}`);
    expect(await exists(two)).toBe(false);
    expect(await exists(three)).toBe(true);

    const gone = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      token: ana.token,
      payload: { password: ana.password },
    });
    expect(gone.statusCode).toBe(200);
    expect(await exists(three)).toBe(false);
    expect((await portfolioOf(ana.id)).statusCode).toBe(404);
  });
});
