import { GIG_LIMITS, GIG_MESSAGES } from '@labora/shared/gigs';
import { brazilDate } from '@labora/shared/jobs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/wallet.js';
import { createGig, createUser, gigInput, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer] = await Promise.all([
    createUser(t, { first_name: 'rui', last_name: 'vendedor', isFreelancer: true }),
    createUser(t, { first_name: 'lia', last_name: 'compradora', isFreelancer: false }),
  ]);
});
afterAll(() => t.close());

const basico = { priceCents: 30_000, deliveryDays: 5, revisions: 1, included: ['Logotipo em PNG'] };
const padrao = { priceCents: 60_000, deliveryDays: 7, revisions: 3, included: ['Logotipo em PNG', 'Versão em SVG'] };
const premium = {
  priceCents: 120_000,
  deliveryDays: 10,
  revisions: 5,
  included: ['Logotipo em PNG', 'Versão em SVG', 'Manual da marca'],
};
const threeTiers = { basico, padrao, premium };

const publish = (packages: unknown) => t.asUser(seller).post('/api/gigs', gigInput({ packages } as never));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('gig packages', () => {
  it('are published, read, edited and dropped with the gig; the card price is the lowest', async () => {
    const created = await publish(threeTiers);
    expect(created.statusCode).toBe(201);
    const gig = created.json();
    expect(gig.priceCents).toBe(30_000);
    expect(gig.packages).toEqual([
      { tier: 'basico', name: 'Básico', ...basico },
      { tier: 'padrao', name: 'Padrão', ...padrao },
      { tier: 'premium', name: 'Premium', ...premium },
    ]);
    // Lists carry them too (the card and the profile read them).
    const listed = (await t.asUser(buyer).get(`/api/gigs?sellerId=${seller.id}`)).json();
    expect(listed.find((g: { id: string }) => g.id === gig.id).packages).toHaveLength(3);

    // Editing replaces the packages whole: Premium left out is no longer offered; Básico cheaper moves 'A partir de'.
    const edited = await t
      .asUser(seller)
      .put(`/api/gigs/${gig.id}`, gigInput({ packages: { basico: { ...basico, priceCents: 25_000 }, padrao } }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().priceCents).toBe(25_000);
    expect(edited.json().packages.map((p: { tier: string }) => p.tier)).toEqual(['basico', 'padrao']);
    const read = (await t.asUser(buyer).get(`/api/gigs/${gig.id}`)).json();
    expect(read.packages.map((p: { name: string }) => p.name)).toEqual(['Básico', 'Padrão']);

    // Only Básico, with the included list trimmed and empty by default.
    const plain = await publish({ basico: { priceCents: 5_000, deliveryDays: 1, revisions: 0, included: ['  Um  '] } });
    expect(plain.json().packages).toEqual([
      { tier: 'basico', name: 'Básico', priceCents: 5_000, deliveryDays: 1, revisions: 0, included: ['Um'] },
    ]);
    const bare = await publish({ basico: { priceCents: 5_000, deliveryDays: 1, revisions: 0 } });
    expect(bare.json().packages[0].included).toEqual([]);

    // Removing the gig removes its packages with it.
    expect((await t.asUser(seller).delete(`/api/gigs/${gig.id}`)).statusCode).toBe(200);
    expect((await t.asUser(buyer).get(`/api/gigs/${gig.id}`)).statusCode).toBe(404);
  });

  it('refuses packages that break the rules, in Portuguese, naming the field', async () => {
    const refused = async (packages: unknown) => {
      const res = await publish(packages);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await refused(undefined)).toBe(GIG_MESSAGES.basicoRequired);
    expect(await refused({ padrao })).toBe(GIG_MESSAGES.basicoRequired);
    expect(await refused({ basico: { ...basico, priceCents: 0 } })).toBe(GIG_MESSAGES.priceInvalid);
    expect(await refused({ basico: { ...basico, priceCents: 10.5 } })).toBe(GIG_MESSAGES.priceInvalid);
    expect(await refused({ basico: { ...basico, priceCents: GIG_LIMITS.maxPriceCents + 1 } })).toBe(
      GIG_MESSAGES.priceTooHigh,
    );
    expect(await refused({ basico: { ...basico, deliveryDays: 0 } })).toBe(GIG_MESSAGES.deliveryDaysInvalid);
    expect(await refused({ basico: { ...basico, deliveryDays: GIG_LIMITS.maxDeliveryDays + 1 } })).toBe(
      GIG_MESSAGES.deliveryDaysInvalid,
    );
    expect(await refused({ basico: { ...basico, revisions: -1 } })).toBe(GIG_MESSAGES.revisionsInvalid);
    expect(await refused({ basico: { ...basico, revisions: GIG_LIMITS.maxRevisions + 1 } })).toBe(
      GIG_MESSAGES.revisionsInvalid,
    );
    expect(await refused({ basico: { ...basico, included: Array(GIG_LIMITS.includedMaxItems + 1).fill('a') } })).toBe(
      GIG_MESSAGES.includedTooMany,
    );
    expect(await refused({ basico: { ...basico, included: ['x'.repeat(GIG_LIMITS.includedItemMaxLength + 1)] } })).toBe(
      GIG_MESSAGES.includedItemTooLong,
    );
    expect(await refused({ basico: { ...basico, included: ['  '] } })).toBe(GIG_MESSAGES.includedItemEmpty);
    // The ladder: Premium needs Padrão, and each tier costs strictly more than the one below.
    expect(await refused({ basico, premium })).toBe(GIG_MESSAGES.premiumNeedsPadrao);
    expect(await refused({ basico, padrao: { ...padrao, priceCents: basico.priceCents } })).toBe(
      GIG_MESSAGES.padraoCheaper,
    );
    expect(await refused({ basico, padrao, premium: { ...premium, priceCents: 59_999 } })).toBe(
      GIG_MESSAGES.premiumCheaper,
    );
  });

  it('charges exactly the chosen package, whatever price the browser sends, and keeps it on the order', async () => {
    const gig = (await publish(threeTiers)).json();
    const payer = await createUser(t, { isFreelancer: false });
    await moneyPost(t, payer, '/api/wallet/deposits', { amountCents: 500_000, method: 'card', cardNumber: TEST_CARD });

    const sent = await moneyPost(t, payer, `/api/gigs/${gig.id}/orders`, {
      package: 'premium',
      method: 'saldoCarteira',
      // A tampered browser: none of these is read.
      priceCents: 1,
      amountCents: 1,
      deliveryDays: 90,
      revisions: 10,
    });
    expect(sent.statusCode).toBe(201);
    const order = sent.json().order;
    expect(order).toMatchObject({
      priceCents: 120_000,
      package: { tier: 'premium', name: 'Premium', deliveryDays: 10, revisions: 5, included: premium.included },
      dueDate: null,
      status: 'pending',
    });
    expect((await t.asUser(payer).get('/api/wallet')).json()).toMatchObject({
      availableCents: 380_000,
      escrowCents: 120_000,
    });
    // The ledger: everything that touched the order's escrow is one payment of 120.000 centavos from the payer's wallet.
    const escrow = t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.ownerId, order.id)));
    const touching = t.database.db
      .select({ id: ledgerEntries.transferId })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.accountId, escrow));
    const entries = await t.database.db
      .select({
        transfer: ledgerTransfers.kind,
        account: ledgerAccounts.kind,
        ownerId: ledgerAccounts.ownerId,
        amountCents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(inArray(ledgerEntries.transferId, touching));
    expect(entries.sort((a, b) => a.amountCents - b.amountCents)).toEqual([
      { transfer: 'payment', account: 'wallet', ownerId: payer.id, amountCents: -120_000 },
      { transfer: 'payment', account: 'escrow', ownerId: order.id, amountCents: 120_000 },
    ]);
    await expectLedgerSound(t.database.db);

    // The seller raising Premium afterwards changes nothing ordered; accepting sets the due date from its 10 days.
    await t
      .asUser(seller)
      .put(
        `/api/gigs/${gig.id}`,
        gigInput({ packages: { ...threeTiers, premium: { ...premium, priceCents: 200_000 } } }),
      );
    const accepted = (await moneyPost(t, seller, `/api/gig-orders/${order.id}/accept`)).json().order;
    const due = brazilDate(new Date(t.clock.now().getTime() + 10 * DAY_MS));
    expect(accepted).toMatchObject({
      priceCents: 120_000,
      package: { tier: 'premium', deliveryDays: 10 },
      dueDate: due,
    });
    const contract = (await t.asUser(payer).get(`/api/contracts/${accepted.contractId}`)).json();
    expect(contract).toMatchObject({ valueCents: 120_000, escrowCents: 120_000, endDate: due });
    expect(contract.description).toContain('Pacote Premium: entrega em 10 dias, 5 revisões.');
    expect(contract.description).toContain('Inclui: Logotipo em PNG; Versão em SVG; Manual da marca.');
  });

  it('orders Básico when no package is named, and refuses a package the gig does not offer', async () => {
    const gig = await createGig(t, seller, { priceCents: 9_900 });
    const byCard = { method: 'card', cardNumber: TEST_CARD };
    const premiumOrder = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, { ...byCard, package: 'premium' });
    expect([premiumOrder.statusCode, premiumOrder.json()]).toEqual([
      404,
      { code: 'GIG_PACKAGE_NOT_OFFERED', message: GIG_MESSAGES.packageNotOffered },
    ]);
    const unknown = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, { ...byCard, package: 'ouro' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, GIG_MESSAGES.packageNotOffered]);
    const plain = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, byCard);
    expect([plain.statusCode, plain.json().order.priceCents, plain.json().order.package.tier]).toEqual([
      201,
      9_900,
      'basico',
    ]);
  });
});
