import { GIG_ORDER_LIMITS, GIG_ORDER_MESSAGES } from '@labora/shared/gigs';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGig, createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, stranger] = await Promise.all([
    createUser(t, { first_name: 'sara', last_name: 'vendedora', isFreelancer: true }),
    createUser(t, { first_name: 'bia', last_name: 'compradora', isFreelancer: false }),
    createUser(t, { isFreelancer: true }),
  ]);
});
afterAll(() => t.close());

/** An order paid by the sandbox's test card (each order is paid when it is made). */
const order = (who: TestUser, gigId: string, message?: string) =>
  moneyPost(t, who, `/api/gigs/${gigId}/orders`, { ...(message === undefined ? {} : { message }), ...byCard });
const byCard = { method: 'card', cardNumber: TEST_CARD };
const answer = (who: TestUser, id: string, what: 'accept' | 'decline' | 'cancel') =>
  moneyPost(t, who, `/api/gig-orders/${id}/${what}`);
const wallet = async (who: TestUser) => (await t.asUser(who).get('/api/wallet')).json();
const listed = async (who: TestUser, query: string) =>
  (await t.asUser(who).get(`/api/gig-orders?${query}`)).json().items.map((o: { id: string }) => o.id);

describe('gig orders', () => {
  it('lets anyone but the seller order once at a time, with the gig as it was ordered', async () => {
    const gig = await createGig(t, seller, { title: 'Logotipo em 5 dias', priceCents: 45_000 });
    const sent = await order(buyer, gig.id, '  Preciso para a padaria.  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: GIG_ORDER_MESSAGES.sent,
      order: {
        gigId: gig.id,
        gigTitle: 'Logotipo em 5 dias',
        priceCents: 45_000,
        message: 'Preciso para a padaria.',
        status: 'pending',
        answeredAt: null,
        contractId: null,
        buyer: { id: buyer.id, name: 'Bia Compradora' },
        seller: { id: seller.id, name: 'Sara Vendedora' },
      },
    });
    const again = await order(buyer, gig.id);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { code: 'GIG_ORDER_EXISTS', message: GIG_ORDER_MESSAGES.alreadyPending },
    ]);
    const own = await order(seller, gig.id);
    expect([own.statusCode, own.json().code]).toEqual([403, 'OWN_GIG']);
    expect((await order(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const long = await order(stranger, gig.id, 'x'.repeat(GIG_ORDER_LIMITS.messageMaxLength + 1));
    expect([long.statusCode, long.json().message]).toEqual([400, GIG_ORDER_MESSAGES.messageTooLong]);
    // A freelancer may hire another one too.
    expect((await order(stranger, gig.id)).statusCode).toBe(201);

    // Each side sees its own orders, nobody else's.
    const id = sent.json().order.id;
    expect(await listed(buyer, 'as=buyer')).toEqual([id]);
    expect(await listed(buyer, 'as=seller')).toEqual([]);
    expect(await listed(seller, `as=seller&gigId=${gig.id}&status=pending`)).toHaveLength(2);
    expect(await listed(stranger, 'as=seller')).toEqual([]);
  });

  it('makes a contract when the seller accepts, which every contract screen reads', async () => {
    const gig = await createGig(t, seller, { title: 'Cardápio ilustrado', priceCents: 80_000, description: 'A4.' });
    const id = (await order(buyer, gig.id, 'Para sexta.')).json().order.id;

    for (const who of [buyer, stranger]) {
      const refused = await answer(who, id, 'accept');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    const accepted = await answer(seller, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const { order: done } = accepted.json();
    expect([done.status, typeof done.contractId, typeof done.answeredAt]).toEqual(['accepted', 'string', 'string']);
    const twice = await answer(seller, id, 'decline');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'GIG_ORDER_NOT_PENDING']);

    const contract = (await t.asUser(buyer).get(`/api/contracts/${done.contractId}`)).json();
    expect(contract).toMatchObject({
      jobId: null,
      gigId: gig.id,
      title: 'Cardápio ilustrado',
      valueCents: 80_000,
      status: 'aguardando_inicio',
      client: { id: buyer.id },
      freelancer: { id: seller.id },
      myRole: 'client',
    });
    expect(contract.description).toContain('Para sexta.');
    const hiring = (await t.asUser(buyer).get('/api/contracts?as=client')).json();
    expect(hiring.items.map((c: { id: string }) => c.id)).toContain(done.contractId);
    const projects = (await t.asUser(seller).get('/api/contracts?as=freelancer')).json();
    expect(projects.items.map((c: { id: string }) => c.id)).toContain(done.contractId);
    // The contract moves as any other: the freelancer starts, the client concludes, both review.
    const move = (who: TestUser, action: string) =>
      moneyPost(t, who, `/api/contracts/${done.contractId}/actions`, { action });
    expect((await move(seller, 'start')).json().status).toBe('em_andamento');
    expect((await move(buyer, 'conclude')).json().status).toBe('concluido');
    const review = await t
      .asUser(buyer)
      .post(`/api/contracts/${done.contractId}/reviews`, { rating: 5, comment: 'Perfeito.' });
    expect(review.statusCode).toBe(201);
    const profile = (await t.asUser(buyer).get(`/api/freelancers/${seller.id}`)).json();
    expect(profile.completedProjects).toBe(1);

    // Answered, the buyer may order the same gig again.
    expect((await order(buyer, gig.id)).statusCode).toBe(201);
  });

  it('declines: no contract; removing a gig declines what still waits', async () => {
    const gig = await createGig(t, seller);
    const first = (await order(buyer, gig.id)).json().order.id;
    const declined = await answer(seller, first, 'decline');
    expect([declined.statusCode, declined.json().order.status, declined.json().order.contractId]).toEqual([
      200,
      'declined',
      null,
    ]);
    const second = (await order(buyer, gig.id)).json().order.id;
    t.delivered.length = 0;
    expect((await t.asUser(seller).delete(`/api/gigs/${gig.id}`)).statusCode).toBe(200);
    // The refunded buyer's bell hears of it once the removal committed.
    expect(t.delivered).toContainEqual(
      expect.objectContaining({ type: 'notifications.changed', audience: [buyer.id] }),
    );
    const mine = (await t.asUser(buyer).get('/api/gig-orders?as=buyer&status=declined')).json().items;
    expect(mine.find((o: { id: string }) => o.id === second)).toMatchObject({ status: 'declined', gigId: null });
  });

  it('lets only the buyer cancel, only while it waits; a cancel racing an accept ends in one of the two', async () => {
    const gig = await createGig(t, seller);
    const id = (await order(buyer, gig.id)).json().order.id;
    for (const who of [seller, stranger]) {
      const refused = await answer(who, id, 'cancel');
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { code: 'FORBIDDEN', message: GIG_ORDER_MESSAGES.forbiddenCancel },
      ]);
    }
    expect((await answer(buyer, '00000000-0000-4000-8000-000000000000', 'cancel')).statusCode).toBe(404);
    const cancelled = await answer(buyer, id, 'cancel');
    expect([cancelled.statusCode, cancelled.json()]).toMatchObject([
      200,
      { message: GIG_ORDER_MESSAGES.cancelled, order: { id, status: 'cancelled', contractId: null } },
    ]);
    const sellerSees = (await t.asUser(seller).get(`/api/gig-orders?as=seller&gigId=${gig.id}`)).json().items;
    expect(sellerSees).toMatchObject([{ id, status: 'cancelled', contractId: null }]);
    expect(await listed(buyer, `as=buyer&gigId=${gig.id}&status=cancelled`)).toEqual([id]);
    expect((await answer(seller, id, 'accept')).json().code).toBe('GIG_ORDER_NOT_PENDING');
    expect((await answer(buyer, id, 'cancel')).json().code).toBe('GIG_ORDER_NOT_PENDING');

    // Cancelled, the buyer may order the same gig again; once accepted it can no longer be cancelled.
    const next = await order(buyer, gig.id);
    expect(next.statusCode).toBe(201);
    expect((await answer(seller, next.json().order.id, 'accept')).statusCode).toBe(200);
    const late = await answer(buyer, next.json().order.id, 'cancel');
    expect([late.statusCode, late.json().code]).toEqual([409, 'GIG_ORDER_NOT_PENDING']);

    // Both at once: the lock lets one through and the other finds the order answered.
    for (let i = 0; i < 3; i++) {
      const raced = (await order(buyer, gig.id)).json().order.id;
      const [accept, cancel] = await Promise.all([answer(seller, raced, 'accept'), answer(buyer, raced, 'cancel')]);
      expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const mine = (await t.asUser(buyer).get(`/api/gig-orders?as=buyer&gigId=${gig.id}`)).json().items;
      const final = mine.find((o: { id: string }) => o.id === raced);
      expect(final.status).toBe(accept.statusCode === 200 ? 'accepted' : 'cancelled');
      expect(final.contractId === null).toBe(final.status === 'cancelled');
    }
  });

  it(`holds a buyer to ${GIG_ORDER_LIMITS.perBuyerPerDay} orders a day`, async () => {
    const sellers = await Promise.all([1, 2].map(() => createUser(t, { isFreelancer: true })));
    const gigs = [];
    for (const s of sellers) for (let i = 0; i < 16; i++) gigs.push(await createGig(t, s));
    const hasty = await createUser(t, { isFreelancer: false });
    const codes = [];
    for (const gig of gigs.slice(0, GIG_ORDER_LIMITS.perBuyerPerDay + 1))
      codes.push((await order(hasty, gig.id)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(GIG_ORDER_LIMITS.perBuyerPerDay);
    expect(codes.at(-1)).toBe(429);
  });

  it("is paid when made: the price waits in escrow, becomes the contract's on accept, returns on decline or cancel", async () => {
    const gig = await createGig(t, seller, { priceCents: 30_000 });
    const payer = await createUser(t, { isFreelancer: false });
    const fromWallet = { method: 'saldoCarteira' };
    const short = await moneyPost(t, payer, `/api/gigs/${gig.id}/orders`, fromWallet);
    expect([short.statusCode, short.json().message]).toEqual([409, WALLET_MESSAGES.insufficientForPayment]);
    const pix = await moneyPost(t, payer, `/api/gigs/${gig.id}/orders`, { method: 'pix' });
    expect([pix.statusCode, pix.json().message]).toEqual([400, WALLET_MESSAGES.gigPaymentMethod]);
    await moneyPost(t, payer, '/api/wallet/deposits', { amountCents: 100_000, ...byCard });

    const declined = (await moneyPost(t, payer, `/api/gigs/${gig.id}/orders`, fromWallet)).json().order;
    expect(await wallet(payer)).toMatchObject({ availableCents: 70_000, escrowCents: 30_000 });
    // The refund's notification reaches the buyer's bell at once (delivered after the commit).
    t.delivered.length = 0;
    await answer(seller, declined.id, 'decline');
    expect(await wallet(payer)).toMatchObject({ availableCents: 100_000, escrowCents: 0 });
    expect(t.delivered).toContainEqual(
      expect.objectContaining({ type: 'notifications.changed', audience: [payer.id] }),
    );

    const cancelled = (await moneyPost(t, payer, `/api/gigs/${gig.id}/orders`, fromWallet)).json().order;
    await answer(payer, cancelled.id, 'cancel');
    expect(await wallet(payer)).toMatchObject({ availableCents: 100_000, escrowCents: 0 });

    const accepted = (await moneyPost(t, payer, `/api/gigs/${gig.id}/orders`, fromWallet)).json().order;
    const done = (await answer(seller, accepted.id, 'accept')).json().order;
    const contract = (await t.asUser(payer).get(`/api/contracts/${done.contractId}`)).json();
    expect(contract).toMatchObject({ escrowCents: 30_000, fundedAt: expect.any(String), status: 'aguardando_inicio' });
    expect(await wallet(payer)).toMatchObject({ availableCents: 70_000, escrowCents: 30_000 });
    expect((await wallet(seller)).receivableCents).toBeGreaterThanOrEqual(30_000);
    const kinds = (await t.asUser(payer).get('/api/wallet/statement'))
      .json()
      .items.map((i: { kind: string }) => i.kind);
    expect(kinds).toEqual(['payment', 'refund', 'payment', 'refund', 'payment', 'deposit']);
  });

  it('refuses a card the Luhn check refuses as bad input, leaving the Idempotency-Key for the good card', async () => {
    const gig = await createGig(t, seller, { priceCents: 12_000 });
    const payer = await createUser(t, { isFreelancer: false });
    const url = `/api/gigs/${gig.id}/orders`;
    const bad = await moneyPost(t, payer, url, { method: 'card', cardNumber: '4111 1111 1111 1112' }, 'pedido-1');
    expect([bad.statusCode, bad.json().message]).toEqual([400, WALLET_MESSAGES.cardNumberInvalid]);
    const good = await moneyPost(t, payer, url, byCard, 'pedido-1');
    expect([good.statusCode, good.json().order.status]).toEqual([201, 'pending']);
  });
});
