import { randomUUID } from 'node:crypto';
import { ZCreateGigOrderRequest } from '@labora/shared/gigs';
import { brazilDate } from '@labora/shared/jobs';
import { ZCreateWithdrawalRequest } from '@labora/shared/wallet';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { gigPackages, gigs } from '../../db/schema/gigs.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { deleteUser } from '../admin/service.js';
import { actOnContract, insertContract, payContract, releaseContract } from '../contracts/service.js';
import { acceptGigOrder, cancelGigOrder, declineGigOrder, orderGig } from '../gigs/service.js';
import { createDeposit, requestWithdrawal, settleDueWithdrawals } from './service.js';

// Random sequences of everything that moves money, by several people, on either database: after each sequence
// every wallet and escrow is ≥ 0, every transfer sums to zero, kept balances equal their entries, the sum of all
// accounts is zero, and no wallet or escrow holds money for someone or something gone (a deletion's cascade).
// Refusals (short balance, wrong state, money still held) are part of the game: they must move nothing.

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertPeople(1, 'admin'))[0] as UserRow;
});
afterAll(async () => {
  await t.close();
});

/** People written straight to the database (no password hashing per run): the ledger is what is under test. */
async function insertPeople(n: number, role: 'user' | 'admin' = 'user'): Promise<UserRow[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    firstName: 'Pessoa',
    lastName: `${i}`,
    email: `prop-${randomUUID()}@example.com`,
    phone: '11987654321',
    passwordHash: 'not-a-hash',
    role,
    isFreelancer: true,
  }));
  return t.database.db.insert(users).values(rows).returning();
}

const person = fc.integer({ min: 0, max: 2 });
const contract = fc.integer({ min: 0, max: 3 });
const command = fc.oneof(
  fc.record({ op: fc.constant('deposit'), who: person, amountCents: fc.integer({ min: 100, max: 60_000 }) }),
  fc.record({ op: fc.constant('pay'), contract }),
  fc.record({ op: fc.constant('start'), contract }),
  fc.record({ op: fc.constant('release'), contract, amountCents: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ op: fc.constant('conclude'), contract }),
  fc.record({ op: fc.constant('cancel'), contract }),
  fc.record({
    op: fc.constant('withdraw'),
    who: person,
    amountCents: fc.integer({ min: 5000, max: 50_000 }),
    fails: fc.boolean(),
    method: fc.constantFrom('pix', 'bank'),
  }),
  fc.record({ op: fc.constant('settle'), days: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ op: fc.constant('order'), who: person, gig: person, byCard: fc.boolean() }),
  fc.record({
    op: fc.constant('answer'),
    order: fc.integer({ min: 0, max: 3 }),
    how: fc.constantFrom('accept', 'decline', 'cancel'),
  }),
  fc.record({ op: fc.constant('erase'), who: person }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** Three new people, a gig of each, and four contracts between them (a client never hires themself). */
async function newWorld(values: number[]) {
  const now = t.clock.now();
  const people = await insertPeople(3);
  const gigRows = await t.database.db
    .insert(gigs)
    .values(
      people.map((p, i) => ({
        sellerId: p.id,
        title: `Serviço ${i}`,
        category: 'Desenvolvimento Web' as const,
        priceCents: values[i] ?? 1000,
      })),
    )
    .returning();
  await t.database.db.insert(gigPackages).values(
    gigRows.map((g) => ({
      gigId: g.id,
      tier: 'basico' as const,
      priceCents: g.priceCents,
      deliveryDays: 7,
      revisions: 1,
    })),
  );
  const contracts = await Promise.all(
    values.map(async (valueCents, i) => {
      const client = people[i % 3] as UserRow;
      const freelancer = people[(i + 1) % 3] as UserRow;
      const id = await insertContract(t.database.db, {
        gigOrderId: null,
        clientId: client.id,
        freelancerId: freelancer.id,
        title: `Contrato ${i}`,
        description: 'Gerado pelo teste de propriedades.',
        valueCents,
        endDate: brazilDate(now),
        now,
      });
      return { id, client, freelancer };
    }),
  );
  return { people, gigs: gigRows, contracts, orders: [] as { id: string; buyer: UserRow; seller: UserRow }[] };
}
type World = Awaited<ReturnType<typeof newWorld>>;

async function run(cmd: Command, world: World, erased: Set<string>) {
  const deps = t.app.deps;
  const now = t.clock.now();
  const { contracts, people } = world;
  // Whoever is gone does nothing more (their contracts and orders went with them).
  const gone = (...who: (UserRow | undefined)[]) => who.some((p) => !p || erased.has(p.id));
  switch (cmd.op) {
    case 'deposit':
      if (gone(people[cmd.who])) return;
      return createDeposit(deps, {
        actor: people[cmd.who] as UserRow,
        request: { amountCents: cmd.amountCents, method: 'card', cardNumber: '4111111111111111' },
      });
    case 'pay': {
      const c = contracts[cmd.contract];
      if (!c || gone(c.client, c.freelancer)) return;
      return payContract(deps, { actor: c.client, id: c.id, request: { method: 'saldoCarteira' } });
    }
    case 'start':
    case 'cancel': {
      const c = contracts[cmd.contract];
      if (!c || gone(c.client, c.freelancer)) return;
      const actor = cmd.op === 'start' ? c.freelancer : c.client;
      return actOnContract(deps, { actor, id: c.id, request: { action: cmd.op } });
    }
    case 'conclude': {
      const c = contracts[cmd.contract];
      if (!c || gone(c.client, c.freelancer)) return;
      return actOnContract(deps, { actor: c.client, id: c.id, request: { action: 'conclude' } });
    }
    case 'release': {
      const c = contracts[cmd.contract];
      if (!c || gone(c.client, c.freelancer)) return;
      return releaseContract(deps, { actor: c.client, id: c.id, amountCents: cmd.amountCents });
    }
    case 'withdraw': {
      if (gone(people[cmd.who])) return;
      const accountInfo =
        cmd.method === 'pix'
          ? { method: 'pix', pixKey: cmd.fails ? 'teste+falha@example.com' : 'teste@example.com' }
          : { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' };
      const request = ZCreateWithdrawalRequest.parse({ amountCents: cmd.amountCents, method: cmd.method, accountInfo });
      return requestWithdrawal(deps, { actor: people[cmd.who] as UserRow, request });
    }
    case 'settle':
      return settleDueWithdrawals(deps, new Date(now.getTime() + cmd.days * 86_400_000));
    case 'order': {
      const buyer = people[cmd.who] as UserRow;
      const seller = people[cmd.gig] as UserRow;
      const gig = world.gigs[cmd.gig];
      if (!gig || gone(buyer, seller)) return;
      const request = ZCreateGigOrderRequest.parse(
        cmd.byCard ? { method: 'card', cardNumber: '4111111111111111' } : { method: 'saldoCarteira' },
      );
      const order = await orderGig(deps, { actor: buyer, gigId: gig.id, request });
      world.orders.push({ id: order.id, buyer, seller });
      return;
    }
    case 'answer': {
      const o = world.orders[cmd.order];
      if (!o || gone(o.buyer, o.seller)) return;
      if (cmd.how === 'cancel') return cancelGigOrder(deps, { actor: o.buyer, id: o.id });
      return (cmd.how === 'accept' ? acceptGigOrder : declineGigOrder)(deps, { actor: o.seller, id: o.id });
    }
    case 'erase': {
      const who = people[cmd.who];
      if (!who || gone(who)) return;
      await deleteUser(deps, { actor: admin, userId: who.id });
      erased.add(who.id);
      return;
    }
  }
}

describe('the ledger, under random sequences of money movements', () => {
  it('keeps every wallet ≥ 0 and owned, every transfer balanced and the total at zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1000, max: 80_000 }), { minLength: 4, maxLength: 4 }),
        fc.array(command, { minLength: 5, maxLength: 30 }),
        async (values, commands) => {
          const world = await newWorld(values);
          const erased = new Set<string>();
          for (const cmd of commands) {
            try {
              await run(cmd, world, erased);
            } catch (error) {
              // A refusal the person would see (short balance, wrong state): nothing may have moved.
              if (!(error instanceof AppError) || error.status >= 500) throw error;
            }
          }
          await expectLedgerSound(t.database.db);
        },
      ),
      { numRuns: 25 },
    );
  });
});
