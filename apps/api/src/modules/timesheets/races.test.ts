import { addDays, weekStartOf } from '@labora/shared/timesheets';
import { feeCents, LABORA_FEE_BPS } from '@labora/shared/wallet';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/wallet.js';
import { moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createHourlyContract, insertEntry, toNextWednesdayNoon } from '../../test/hourly.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { runTimesheetStatements } from './service.js';

// Races, on PGlite and on a PostgreSQL server (`node scripts/with-postgres.mjs npx vitest run --project api <this>`):
// whatever arrives at once, a week is released once, and the ledger still sums to zero.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const RATE = 6_000;
const NET = (gross: number) => gross - feeCents(gross, LABORA_FEE_BPS);
const wallet = async (user: TestUser) => (await t.asUser(user).get('/api/wallet')).json();
const approve = (user: TestUser, contractId: string, statementId: string) =>
  moneyPost(t, user, `/api/contracts/${contractId}/timesheet/statements/${statementId}/approve`);
const releasesOf = async (contractId: string) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.contractId, contractId), eq(ledgerTransfers.kind, 'release')));

/** An hourly contract with 3 weeks funded, 2 hours worked last week, closed into one pending R$ 120 statement. */
async function withPendingStatement() {
  toNextWednesdayNoon(t);
  const hired = await createHourlyContract(t, { rateCents: RATE, weeklyLimitHours: 10 });
  const { contract, client, freelancer } = hired;
  const fund = { weeks: 2, method: 'card', cardNumber: TEST_CARD };
  expect((await moneyPost(t, client, `/api/contracts/${contract.id}/timesheet/funding`, fund)).statusCode).toBe(200);
  const lastWeek = addDays(weekStartOf(t.clock.now()), -7);
  await insertEntry(t, {
    userId: freelancer.id,
    contractId: contract.id,
    weekStart: lastWeek,
    fromHours: 9,
    minutes: 120,
  });
  await runTimesheetStatements(t.app.deps, t.clock.now());
  const sheet = (await t.asUser(client).get(`/api/contracts/${contract.id}/timesheet`)).json();
  expect(sheet.statements).toHaveLength(1);
  return { ...hired, statementId: sheet.statements[0].id as string, escrowCents: sheet.escrowCents as number };
}

describe('weekly statements under concurrency', () => {
  it('two approvals at once (two keys): one passes, one transfer, the other is told it is approved already', async () => {
    for (let round = 0; round < 3; round++) {
      const { contract, client, freelancer, statementId } = await withPendingStatement();
      const answers = await Promise.all([1, 2].map(() => approve(client, contract.id, statementId)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('STATEMENT_STATE');
      expect(await releasesOf(contract.id)).toHaveLength(1);
      expect((await wallet(freelancer)).availableCents).toBe(NET(12_000));
    }
    await expectLedgerSound(t.database.db);
  });

  it('an approval racing the automatic one: one release', async () => {
    for (let round = 0; round < 3; round++) {
      const { contract, client, freelancer, statementId } = await withPendingStatement();
      t.clock.advance(5 * DAY);
      const [answer] = await Promise.all([
        approve(client, contract.id, statementId),
        runTimesheetStatements(t.app.deps, t.clock.now()),
      ]);
      // The client's approval passed, or it came second and was told so: never a second transfer.
      expect([200, 409]).toContain(answer.statusCode);
      expect(await releasesOf(contract.id)).toHaveLength(1);
      expect((await wallet(freelancer)).availableCents).toBe(NET(12_000));
      const sheet = (await t.asUser(client).get(`/api/contracts/${contract.id}/timesheet`)).json();
      expect(sheet.statements[0]).toMatchObject({ status: 'approved' });
      expect(sheet.statements[0].approvedBy).toBe(answer.statusCode === 200 ? 'client' : 'automatic');
    }
    await expectLedgerSound(t.database.db);
  });

  it('an approval racing an agreement that ends the contract: released then refunded, or voided and refunded', async () => {
    for (let round = 0; round < 3; round++) {
      const { contract, client, freelancer, statementId, escrowCents } = await withPendingStatement();
      // The freelancer proposes ending with nothing more for them; the client accepts while approving the week.
      const proposed = await t
        .asUser(freelancer)
        .post(`/api/contracts/${contract.id}/agreements`, { freelancerCents: 0 });
      expect(proposed.statusCode).toBe(201);
      const agreementId = proposed.json().agreement?.id ?? proposed.json().id;
      const [approval, accepted] = await Promise.all([
        approve(client, contract.id, statementId),
        moneyPost(t, client, `/api/contracts/${contract.id}/agreements/${agreementId}/accept`),
      ]);
      const after = (await t.asUser(client).get(`/api/contracts/${contract.id}`)).json();
      const sheet = (await t.asUser(client).get(`/api/contracts/${contract.id}/timesheet`)).json();
      const clientWallet = (await wallet(client)).availableCents;
      expect(accepted.statusCode).toBe(200);
      expect(after).toMatchObject({ status: 'cancelado', escrowCents: 0 });
      if (approval.statusCode === 200) {
        // Approved first: the week reached the freelancer, the agreement refunded the rest.
        expect(sheet.statements[0].status).toBe('approved');
        expect((await wallet(freelancer)).availableCents).toBe(NET(12_000));
        expect(clientWallet).toBe(escrowCents - 12_000);
      } else {
        // The agreement first: the contract ended, the week voided, everything back to the client.
        expect(approval.statusCode).toBe(409);
        expect(sheet.statements[0].status).toBe('void');
        expect((await wallet(freelancer)).availableCents).toBe(0);
        expect(clientWallet).toBe(escrowCents);
      }
    }
    await expectLedgerSound(t.database.db);
  });

  it('an approval racing a dispute: released and the rest frozen, or frozen and the approval refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { contract, client, freelancer, statementId, escrowCents } = await withPendingStatement();
      const [approval, opened] = await Promise.all([
        approve(client, contract.id, statementId),
        t.asUser(freelancer).post(`/api/contracts/${contract.id}/disputes`, {
          reason: 'no_response',
          statement: 'O cliente não aprova as horas e não responde às mensagens há dias.',
        }),
      ]);
      expect(opened.statusCode).toBe(201);
      const after = (await t.asUser(client).get(`/api/contracts/${contract.id}`)).json();
      if (approval.statusCode === 200) {
        expect(after.escrowCents).toBe(escrowCents - 12_000);
        expect((await wallet(freelancer)).availableCents).toBe(NET(12_000));
      } else {
        expect([approval.statusCode, approval.json().code]).toEqual([409, 'DISPUTE_OPEN']);
        expect(after.escrowCents).toBe(escrowCents);
        expect((await wallet(freelancer)).availableCents).toBe(0);
      }
    }
    await expectLedgerSound(t.database.db);
  });

  it('an approval racing the conclusion: the week is released exactly once, the rest refunded', async () => {
    for (let round = 0; round < 3; round++) {
      const { contract, client, freelancer, statementId, escrowCents } = await withPendingStatement();
      const [approval, concluded] = await Promise.all([
        approve(client, contract.id, statementId),
        moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'conclude' }),
      ]);
      expect(concluded.statusCode).toBe(200);
      expect([200, 409]).toContain(approval.statusCode);
      expect(await releasesOf(contract.id)).toHaveLength(1);
      expect((await wallet(freelancer)).availableCents).toBe(NET(12_000));
      expect((await wallet(client)).availableCents).toBe(escrowCents - 12_000);
    }
    await expectLedgerSound(t.database.db);
  });
});
