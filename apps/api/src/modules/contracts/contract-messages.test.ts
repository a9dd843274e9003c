import { type ContractEvent, contractEventText } from '@labora/shared/contract-events';
import type { TConversationSummary, TMessage } from '@labora/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/messages.js';
import { users } from '../../db/schema/users.js';
import {
  createContract,
  createGig,
  createUser,
  fundContract,
  moneyPost,
  TEST_CARD,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { moveContract } from './moves.js';
import { releaseOverdueDeliveries } from './service.js';

// Labora's own messages in a contract's conversation: one per event, written in the event's transaction, and
// delivered by the event log (message.sent) only after it committed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const text = (event: ContractEvent) => contractEventText(event);
/** Intl writes 'R$' and the amount with a no-break space between them. */
const plain = (value: string | undefined) => value?.replace(/\u00a0/g, ' ');

async function conversationOf(user: TestUser, contractId: string): Promise<TConversationSummary> {
  const res = await t.asUser(user).post(`/api/contracts/${contractId}/conversation`);
  if (res.statusCode !== 200) throw new Error(`conversation failed: ${res.body}`);
  return res.json();
}
async function systemMessages(user: TestUser, contractId: string): Promise<TMessage[]> {
  const { id } = await conversationOf(user, contractId);
  const res = await t.asUser(user).get(`/api/conversations/${id}/messages`);
  return (res.json().messages as TMessage[]).filter((m) => m.kind === 'system').reverse();
}
/** The last message the event log delivered was this one, in this conversation. */
function expectAnnounced(message: TMessage | undefined) {
  expect(message).toBeDefined();
  const sent = t.delivered.filter((e) => e.type === 'message.sent').at(-1);
  expect(sent?.data).toEqual({ conversationId: message?.conversationId, messageId: message?.id });
}

describe("a contract's conversation", () => {
  it('tells both sides each step: funded, started, delivered, changes, partial and full release', async () => {
    const { contract, client, freelancer } = await createContract(t, { proposal: { amountCents: 100_000 } });
    const url = `/api/contracts/${contract.id}`;
    expect(await systemMessages(client, contract.id)).toEqual([]);

    await fundContract(t, client, contract.id);
    const funded = await systemMessages(client, contract.id);
    expect(funded.map((m) => m.text)).toEqual([text({ kind: 'funded', amountCents: 100_000 })]);
    expect(plain(funded[0]?.text)).toContain('R$ 1.000,00');
    expectAnnounced(funded[0]);

    await moneyPost(t, freelancer, `${url}/actions`, { action: 'start' });
    const delivered = await t.asUser(freelancer).post(`${url}/deliveries`, { message: 'Primeira versão.' });
    const deliveryId = delivered.json().deliveries[0].id;
    await t.asUser(client).post(`${url}/deliveries/${deliveryId}/changes`, { message: 'Troque as cores.' });
    const partial = await moneyPost(t, client, `${url}/release`, { amountCents: 30_000 });
    expect(partial.statusCode).toBe(200);
    const partialMessages = await systemMessages(freelancer, contract.id);
    expectAnnounced(partialMessages.at(-1));
    await t.asUser(freelancer).post(`${url}/deliveries`, { message: 'Cores trocadas.' });
    expect((await moneyPost(t, client, `${url}/release`, {})).statusCode).toBe(200);

    const all = await systemMessages(freelancer, contract.id);
    expect(all.map((m) => m.text)).toEqual([
      text({ kind: 'funded', amountCents: 100_000 }),
      text({ kind: 'started' }),
      text({ kind: 'delivered' }),
      text({ kind: 'changesRequested' }),
      text({ kind: 'releasedPartial', releasedCents: 30_000, escrowCents: 70_000 }),
      text({ kind: 'delivered' }),
      text({ kind: 'releasedFull', releasedCents: 70_000 }),
    ]);
    expect(plain(all[4]?.text)).toBe(
      'Pagamento parcial de R$ 300,00 liberado ao freelancer. Restam R$ 700,00 em custódia.',
    );
    expect(all.every((m) => m.senderId === null && m.senderName === 'Labora')).toBe(true);
    expectAnnounced(all.at(-1));
    // Both sides see the same conversation, tied to the contract, with the two of them in it.
    const seen = await conversationOf(client, contract.id);
    expect(seen).toMatchObject({ kind: 'direct', contractId: contract.id });
    expect(seen.members.map((m) => m.id).sort()).toEqual([client.id, freelancer.id].sort());
    expect((await conversationOf(freelancer, contract.id)).id).toBe(seen.id);
  });

  it('says a PIX payment was confirmed when the deposit settles later', async () => {
    const { contract, client } = await createContract(t, { proposal: { amountCents: 12_345 } });
    const paid = await moneyPost(t, client, `/api/contracts/${contract.id}/payment`, { method: 'pix' });
    expect(paid.json().fundedAt).toBeNull();
    expect(await systemMessages(client, contract.id)).toEqual([]);
    const confirmed = await moneyPost(t, client, `/api/wallet/deposits/${paid.json().deposit.id}/simulate`);
    expect(confirmed.statusCode).toBe(200);
    const said = await systemMessages(client, contract.id);
    expect(said.map((m) => m.text)).toEqual([text({ kind: 'funded', amountCents: 12_345 })]);
    expectAnnounced(said[0]);
  });

  it('says a cancelled contract was refunded, with the amount', async () => {
    const { contract, client } = await createContract(t, { proposal: { amountCents: 45_000 } });
    await fundContract(t, client, contract.id);
    expect((await moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'cancel' })).statusCode).toBe(
      200,
    );
    const said = await systemMessages(client, contract.id);
    expect(plain(said.at(-1)?.text)).toBe('Contrato cancelado. R$ 450,00 voltaram para a carteira do cliente.');
    expectAnnounced(said.at(-1));
  });

  it('says when a delivery left unanswered for 7 days released the payment by itself', async () => {
    const { contract, freelancer } = await createContract(t, {
      proposal: { amountCents: 50_000 },
      status: 'em_andamento',
    });
    await t.asUser(freelancer).post(`/api/contracts/${contract.id}/deliveries`, { message: 'Pronto.' });
    const deliveredAt = t.clock.now().getTime();
    expect(await releaseOverdueDeliveries(t.app.deps, new Date(deliveredAt + 7 * DAY))).toBe(1);
    const said = await systemMessages(freelancer, contract.id);
    expect(said.at(-1)?.text).toBe(text({ kind: 'autoReleased', releasedCents: 50_000 }));
    expectAnnounced(said.at(-1));
  });

  it('says a gig order became a contract when its seller accepted it', async () => {
    const seller = await createUser(t, { isFreelancer: true });
    const buyer = await createUser(t);
    const gig = await createGig(t, seller, { priceCents: 25_000 });
    const ordered = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, { method: 'card', cardNumber: TEST_CARD });
    const orderId = ordered.json().order.id;
    expect((await t.asUser(seller).post(`/api/gig-orders/${orderId}/accept`)).statusCode).toBe(200);
    const said = await systemMessages(buyer, orderId);
    expect(said.map((m) => m.text)).toEqual([
      text({ kind: 'gigOrderAccepted', title: gig.title, valueCents: 25_000, funded: true }),
    ]);
    expectAnnounced(said[0]);
  });

  it('holds no message of an event that was rolled back', async () => {
    const { contract, client, freelancer } = await createContract(t, { proposal: { amountCents: 20_000 } });
    await fundContract(t, client, contract.id);
    const before = await systemMessages(client, contract.id);
    // A refused release (more than the escrow holds) moves nothing and says nothing.
    await moneyPost(t, freelancer, `/api/contracts/${contract.id}/actions`, { action: 'start' });
    const afterStart = await systemMessages(client, contract.id);
    const refused = await moneyPost(t, client, `/api/contracts/${contract.id}/release`, { amountCents: 999_999 });
    expect(refused.statusCode).toBe(409);
    expect(await systemMessages(client, contract.id)).toEqual(afterStart);
    expect(afterStart).toHaveLength(before.length + 1);

    // The event's own transaction failing after the message was written takes the message with it.
    const fresh = await createContract(t, { client, freelancer, proposal: { amountCents: 10_000 } });
    await fundContract(t, client, fresh.contract.id);
    const [conversation] = await t.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.contractId, fresh.contract.id));
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(messages)
          .where(eq(messages.conversationId, conversation?.id ?? ''))
      ).length;
    const held = await count();
    const [actor] = await t.database.db.select().from(users).where(eq(users.id, freelancer.id));
    if (!actor) throw new Error('no freelancer row');
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await moveContract(tx, { actor, id: fresh.contract.id, request: { action: 'start' }, now: t.clock.now() });
        throw new Error('after the event');
      }),
    ).rejects.toThrow('after the event');
    expect(await count()).toBe(held);
    expect((await t.asUser(client).get(`/api/contracts/${fresh.contract.id}`)).json().status).toBe('aguardando_inicio');
  });
});
