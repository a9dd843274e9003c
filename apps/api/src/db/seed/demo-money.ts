import { sandboxPayoutFails } from '@labora/shared/payout-accounts';
import { ZCreateWithdrawalRequest } from '@labora/shared/wallet';
import { eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import { markFunded } from '../../modules/contracts/service.js';
import {
  createDeposit,
  payContractIn,
  refundEscrowIn,
  releaseEscrowIn,
  requestWithdrawal,
  sandboxProvider,
  settleDueWithdrawals,
} from '../../modules/wallet/service.js';
import type { Db } from '../client.js';
import { type ContractRow, contracts } from '../schema/contracts.js';
import { type UserRow, users } from '../schema/users.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What each demo person starts with: a card deposit of R$ 3.000,00. */
export const DEMO_START_CENTS = 300_000;
/** The sandbox approves this test card at once (Luhn-valid); only its last 4 digits are kept. */
const DEMO_CARD = '4111111111111111';

/** One moment of the demo's money story; run in time order so every account's entries follow its dates. */
interface MoneyEvent {
  at: Date;
  run(): Promise<void>;
}

/**
 * The demo's money, moved through the wallet exactly as the product moves it (deposits by the sandbox's card,
 * payments into escrow, releases less Labora's fee, refunds, withdrawals settled by the worker's own step),
 * each at a plausible moment in the contracts' past, inside the seed's transaction:
 * - each demo person (`demoPeople`) starts with a deposit of R$ 3.000,00;
 * - contracts 'em_andamento' and 'concluido' are funded (a client short of money first deposits what is
 *   missing), the concluded ones released in full; of each client's contracts 'aguardando_inicio' the 1st, 3rd…
 *   are funded and the others wait ('Pague para iniciar' and 'Pagamento garantido' both show); of each client's
 *   cancelled ones the 1st, 3rd… were funded and refunded, the others never paid;
 * - the demo freelancer withdrew by PIX (Concluído), to a PIX key the sandbox refuses (Falhou, money back), and
 *   by bank a few hours ago (Em processamento, due on the next business day: the server's worker pays it).
 */
export async function seedDemoMoney(
  db: Db,
  input: { now: Date; demoPeople: string[]; freelancerId: string },
): Promise<{ deposits: number; payments: number; releases: number; refunds: number; withdrawals: number }> {
  const { now } = input;
  let at = now;
  const clock: Clock = { now: () => at };
  const deps = { db, clock, payments: sandboxProvider };
  const counts = { deposits: 0, payments: 0, releases: 0, refunds: 0, withdrawals: 0 };
  // What each wallet holds as the story unfolds, to deposit only what a payment lacks.
  const available = new Map<string, number>();
  const credit = (userId: string, cents: number) => available.set(userId, (available.get(userId) ?? 0) + cents);

  const all = await db.select().from(contracts).orderBy(contracts.createdAt, contracts.id);
  const ids = new Set([...input.demoPeople, ...all.map((c) => c.clientId)]);
  const people = new Map<string, UserRow>(
    (
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]))
    ).map((u) => [u.id, u]),
  );
  const actor = (id: string) => people.get(id) as UserRow;

  const deposit = async (userId: string, amountCents: number) => {
    await createDeposit(deps, {
      actor: actor(userId),
      request: { amountCents, method: 'card', cardNumber: DEMO_CARD },
    });
    credit(userId, amountCents);
    counts.deposits++;
  };
  // What each client's payments still to come add up to. A demo person short of money adds what this payment
  // lacks, as their statement shows; the marketplace's clients add at once what all their payments lack (one
  // deposit per client instead of one per contract keeps the first start fast).
  const toPay = new Map<string, number>();
  const demoPeople = new Set(input.demoPeople);
  const fund = async (contract: ContractRow) => {
    const balance = available.get(contract.clientId) ?? 0;
    const ahead = toPay.get(contract.clientId) ?? 0;
    const lacking = (demoPeople.has(contract.clientId) ? contract.valueCents : ahead) - balance;
    // At the same moment, just before the payment (entries are ordered by when they were written).
    if (balance < contract.valueCents) await deposit(contract.clientId, lacking);
    toPay.set(contract.clientId, ahead - contract.valueCents);
    const paid = await payContractIn(deps, {
      actor: actor(contract.clientId),
      contract,
      request: { method: 'saldoCarteira' },
    });
    if (paid.fundedAt) await markFunded(db, contract, paid.fundedAt);
    credit(contract.clientId, -contract.valueCents);
    counts.payments++;
  };

  const events: MoneyEvent[] = [];
  const nth = new Map<string, number>();
  const beforeNow = (time: number) => new Date(Math.min(time, now.getTime() - 5 * MINUTE));
  for (const contract of all) {
    const fundAt = beforeNow(contract.createdAt.getTime() + HOUR);
    const key = `${contract.clientId}:${contract.status}`;
    const index = nth.get(key) ?? 0;
    nth.set(key, index + 1);
    const funded =
      contract.status === 'em_andamento' ||
      contract.status === 'concluido' ||
      (contract.status === 'aguardando_inicio' && index % 2 === 0);
    const refunded = contract.status === 'cancelado' && index % 2 === 0;
    if (!funded && !refunded) continue;
    toPay.set(contract.clientId, (toPay.get(contract.clientId) ?? 0) + contract.valueCents);
    events.push({ at: fundAt, run: () => fund(contract) });
    if (contract.status === 'concluido') {
      const releaseAt = new Date(Math.max(contract.concludedAt?.getTime() ?? 0, fundAt.getTime() + MINUTE));
      events.push({
        at: releaseAt,
        async run() {
          const moved = await releaseEscrowIn(db, { contract, amountCents: null, now: releaseAt });
          credit(contract.freelancerId, moved.releasedCents - moved.feeCents);
          counts.releases++;
        },
      });
    }
    if (refunded) {
      const refundAt = beforeNow(fundAt.getTime() + DAY);
      events.push({
        at: refundAt,
        async run() {
          credit(contract.clientId, await refundEscrowIn(db, { contract, now: refundAt }));
          await db.update(contracts).set({ updatedAt: refundAt }).where(eq(contracts.id, contract.id));
          counts.refunds++;
        },
      });
    }
  }

  // Each demo person's first movement: R$ 3.000,00, a day before their first contract (a month ago or earlier).
  for (const userId of input.demoPeople) {
    const first = all
      .filter((c) => c.clientId === userId || c.freelancerId === userId)
      .reduce((min, c) => Math.min(min, c.createdAt.getTime()), now.getTime() - 30 * DAY + DAY);
    events.push({ at: new Date(first - DAY), run: () => deposit(userId, DEMO_START_CENTS) });
  }

  // The demo freelancer's withdrawals, one in each state of the history.
  const withdraw = (
    requestedAt: Date,
    amountCents: number,
    accountInfo: Record<string, string>,
    settleAfterMs: number | null,
  ) => {
    const request = ZCreateWithdrawalRequest.parse({ amountCents, method: accountInfo.method, accountInfo });
    events.push({
      at: requestedAt,
      async run() {
        await requestWithdrawal(deps, { actor: actor(input.freelancerId), request });
        credit(input.freelancerId, -amountCents);
        counts.withdrawals++;
      },
    });
    if (settleAfterMs === null) return;
    // The settlement worker's own step, with the clock at that moment: it pays out what is due by then.
    events.push({
      at: new Date(requestedAt.getTime() + settleAfterMs),
      async run() {
        await settleDueWithdrawals(deps, at);
        // A refused payout gives the whole amount back.
        if (sandboxPayoutFails(request.accountInfo)) credit(input.freelancerId, amountCents);
      },
    });
  };
  withdraw(
    new Date(now.getTime() - 12 * DAY - 3 * HOUR),
    80_000,
    { method: 'pix', pixKey: 'rafael@example.com' },
    MINUTE,
  );
  withdraw(
    new Date(now.getTime() - 5 * DAY - 7 * HOUR),
    25_000,
    { method: 'pix', pixKey: 'rafael+falha@example.com' },
    MINUTE,
  );
  withdraw(
    new Date(now.getTime() - 3 * HOUR),
    60_000,
    { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' },
    null,
  );

  // Stable: events at the same moment keep the order they were written in.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    at = event.at;
    await event.run();
  }
  return counts;
}
