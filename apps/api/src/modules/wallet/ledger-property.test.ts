import { brazilDate } from '@labora/shared/jobs';
import { ZCreateWithdrawalRequest } from '@labora/shared/wallet';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { actOnContract, insertContract, payContract, releaseContract } from '../contracts/service.js';
import { checkLedger } from './ledger.js';
import { createDeposit, requestWithdrawal, settleDueWithdrawals } from './service.js';

// Random sequences of everything that moves money, by several people, on either database: after each sequence
// every wallet and escrow is ≥ 0, every transfer sums to zero, kept balances equal their entries, and the sum of
// all accounts is zero. Refusals (short balance, wrong state) are part of the game: they must move nothing.

let t: TestApp;
let people: UserRow[];
beforeAll(async () => {
  t = await createTestApp();
  const made = await Promise.all(Array.from({ length: 3 }, () => createUser(t, { isFreelancer: true })));
  people = await t.database.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        made.map((p) => p.id),
      ),
    );
});
afterAll(async () => {
  await t.close();
});

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
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** Four new contracts between the people (a client never hires themself), of random values. */
async function newContracts(values: number[]) {
  const now = t.clock.now();
  return Promise.all(
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
}

async function run(cmd: Command, contracts: Awaited<ReturnType<typeof newContracts>>) {
  const deps = t.app.deps;
  const now = t.clock.now();
  switch (cmd.op) {
    case 'deposit':
      return createDeposit(deps, {
        actor: people[cmd.who] as UserRow,
        request: { amountCents: cmd.amountCents, method: 'card', cardNumber: '4111111111111111' },
      });
    case 'pay': {
      const c = contracts[cmd.contract];
      if (!c) return;
      return payContract(deps, { actor: c.client, id: c.id, request: { method: 'saldoCarteira' } });
    }
    case 'start':
    case 'cancel': {
      const c = contracts[cmd.contract];
      if (!c) return;
      const actor = cmd.op === 'start' ? c.freelancer : c.client;
      return actOnContract(deps, { actor, id: c.id, request: { action: cmd.op } });
    }
    case 'conclude': {
      const c = contracts[cmd.contract];
      if (!c) return;
      return actOnContract(deps, { actor: c.client, id: c.id, request: { action: 'conclude' } });
    }
    case 'release': {
      const c = contracts[cmd.contract];
      if (!c) return;
      return releaseContract(deps, { actor: c.client, id: c.id, amountCents: cmd.amountCents });
    }
    case 'withdraw': {
      const accountInfo =
        cmd.method === 'pix'
          ? { method: 'pix', pixKey: cmd.fails ? 'teste+falha@example.com' : 'teste@example.com' }
          : { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' };
      const request = ZCreateWithdrawalRequest.parse({ amountCents: cmd.amountCents, method: cmd.method, accountInfo });
      return requestWithdrawal(deps, { actor: people[cmd.who] as UserRow, request });
    }
    case 'settle':
      return settleDueWithdrawals(deps, new Date(now.getTime() + cmd.days * 86_400_000));
  }
}

describe('the ledger, under random sequences of money movements', () => {
  it('keeps every wallet ≥ 0, every transfer balanced and the total at zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1000, max: 80_000 }), { minLength: 4, maxLength: 4 }),
        fc.array(command, { minLength: 5, maxLength: 30 }),
        async (values, commands) => {
          const contracts = await newContracts(values);
          for (const cmd of commands) {
            try {
              await run(cmd, contracts);
            } catch (error) {
              // A refusal the person would see (short balance, wrong state): nothing may have moved.
              if (!(error instanceof AppError) || error.status >= 500) throw error;
            }
          }
          const check = await checkLedger(t.database.db);
          expect(check).toMatchObject({
            unbalancedTransfers: 0,
            balanceMismatches: 0,
            negativeBalances: 0,
            totalCents: 0,
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
