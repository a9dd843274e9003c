import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { brazilDate } from '@labora/shared/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createUser, moneyPost, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';
import { releaseOverdueDeliveries } from '../contracts/service.js';
import { sendNotificationMails } from '../notifications/service.js';
import { runDisputeDeadlines } from './service.js';

let t: TestApp;
let moderator: TestUser;
let otherModerator: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await createUser(t, { role: 'moderator', first_name: 'marta' });
  otherModerator = await createUser(t, { role: 'moderator' });
  admin = await createUser(t, { role: 'admin', first_name: 'alice' });
  otherAdmin = await createUser(t, { role: 'admin' });
  stranger = await createUser(t, { isFreelancer: true });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const STATEMENT = 'O trabalho não foi entregue no prazo combinado e o freelancer parou de responder.';
const ANSWER = 'Entreguei a primeira parte e avisei do atraso; o cliente sumiu depois disso também.';
const REASON = 'As mensagens mostram metade do trabalho entregue e aceita: divisão proporcional ao entregue.';

const wallet = async (user: TestUser) => (await t.asUser(user).get('/api/wallet')).json();
// Due 30 days after the test clock's now (the clock moves far ahead in the deadline tests).
const started = (amountCents: number) =>
  createContract(t, {
    proposal: { amountCents },
    job: { deliveryDeadline: brazilDate(new Date(t.clock.now().getTime() + 30 * DAY)) },
    status: 'em_andamento',
  });
const open = (user: TestUser, contractId: string, body: object = { reason: 'not_delivered', statement: STATEMENT }) =>
  t.asUser(user).post(`/api/contracts/${contractId}/disputes`, body);
const dispute = async (user: TestUser, id: string) => (await t.asUser(user).get(`/api/disputes/${id}`)).json();

/** Moves the test clock to an instant (only forward). */
function setClock(iso: string) {
  const ms = new Date(iso).getTime() - t.clock.now().getTime();
  if (ms < 0) throw new Error(`the clock is already past ${iso}`);
  t.clock.advance(ms);
}

describe('ending by agreement', () => {
  it('the other side accepts a split: the freelancer part with the fee, the rest refunded, the contract ends', async () => {
    const { contract, client, freelancer } = await started(100_000);
    const url = `/api/contracts/${contract.id}/agreements`;
    const tooMuch = await t.asUser(client).post(url, { freelancerCents: 100_001 });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'SPLIT_TOO_LARGE']);
    expect((await t.asUser(stranger).post(url, { freelancerCents: 1 })).statusCode).toBe(403);
    const first = (await t.asUser(freelancer).post(url, { freelancerCents: 60_000 })).json();
    expect(first).toMatchObject({ status: 'pending', proposedBy: 'freelancer', clientCents: 40_000 });
    const own = await moneyPost(t, freelancer, `${url}/${first.id}/accept`);
    expect(own.json()).toEqual({ code: 'FORBIDDEN', message: DISPUTE_MESSAGES.ownAgreement });
    // A counter-proposal replaces the pending one.
    const second = await t.asUser(client).post(url, { freelancerCents: 40_000 });
    expect(second.statusCode).toBe(201);
    const stale = await moneyPost(t, client, `${url}/${first.id}/accept`);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'AGREEMENT_NOT_PENDING']);
    const accepted = await moneyPost(t, freelancer, `${url}/${second.json().id}/accept`);
    expect(accepted.json()).toMatchObject({
      message: DISPUTE_MESSAGES.agreementAccepted,
      releasedCents: 40_000,
      feeCents: 4_000,
      refundedCents: 60_000,
      agreement: { status: 'accepted' },
    });
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}`)).json()).toMatchObject({
      status: 'cancelado',
      escrowCents: 0,
    });
    expect((await wallet(freelancer)).availableCents).toBe(36_000);
    expect((await wallet(client)).availableCents).toBe(60_000);
    await expectLedgerSound(t.database.db);
  });

  it('the whole escrow to the freelancer concludes the contract; a decline answers the one who proposed', async () => {
    const { contract, client, freelancer } = await started(50_000);
    const url = `/api/contracts/${contract.id}/agreements`;
    const declined = (await t.asUser(client).post(url, { freelancerCents: 10_000 })).json();
    const answer = await t.asUser(freelancer).post(`${url}/${declined.id}/decline`);
    expect(answer.json()).toMatchObject({ status: 'declined' });
    const whole = (await t.asUser(client).post(url, { freelancerCents: 50_000 })).json();
    expect((await moneyPost(t, freelancer, `${url}/${whole.id}/accept`)).statusCode).toBe(200);
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}`)).json().status).toBe('concluido');
    expect((await wallet(freelancer)).availableCents).toBe(45_000);
    await expectLedgerSound(t.database.db);
  });
});

describe('agreements and disputes together', () => {
  it('a proposal the escrow no longer covers is refused; an agreement accepted during a dispute closes it', async () => {
    const { contract, client, freelancer } = await started(100_000);
    const url = `/api/contracts/${contract.id}/agreements`;
    const proposal = (await t.asUser(client).post(url, { freelancerCents: 90_000 })).json();
    // The client releases a stage meanwhile: 50,000 left, less than the 90,000 proposed.
    await moneyPost(t, client, `/api/contracts/${contract.id}/release`, { amountCents: 50_000 });
    const stale = await moneyPost(t, freelancer, `${url}/${proposal.id}/accept`);
    expect(stale.json()).toEqual({ code: 'SPLIT_TOO_LARGE', message: DISPUTE_MESSAGES.splitTooLarge });

    const caseId = (await open(client, contract.id)).json().id;
    const counter = (await t.asUser(freelancer).post(url, { freelancerCents: 20_000 })).json();
    const accepted = await moneyPost(t, client, `${url}/${counter.id}/accept`);
    expect(accepted.json()).toMatchObject({ releasedCents: 20_000, refundedCents: 30_000 });
    const closed = await dispute(client, caseId);
    expect(closed).toMatchObject({ status: 'closed', allowedActions: [] });
    expect(closed.entries.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'agreement']);
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}/resolution`)).json()).toMatchObject({
      escrowCents: 0,
      agreement: { status: 'accepted' },
      dispute: { id: caseId, status: 'closed', nextDeadline: null },
      canProposeAgreement: false,
      canOpenDispute: false,
    });
    // 50,000 released as a stage, 20,000 by the agreement: the fee is 10% of all 70,000.
    expect((await wallet(freelancer)).availableCents).toBe(63_000);
    expect((await wallet(client)).availableCents).toBe(30_000);
    await expectLedgerSound(t.database.db);
  });

  it('evidence: files alone or a note, from either side, until a moderator takes the case; mails at each step', async () => {
    const { contract, client, freelancer } = await started(10_000);
    t.mails.length = 0;
    const opened = (await open(client, contract.id)).json();
    const resolution = (await t.asUser(freelancer).get(`/api/contracts/${contract.id}/resolution`)).json();
    expect(resolution).toMatchObject({
      canOpenDispute: false,
      canProposeAgreement: true,
      dispute: { id: opened.id, status: 'awaiting_answer', nextDeadline: opened.deadlines.answerBy },
    });
    const files = multipartBody({}, [{ field: 'attachments', name: 'print.txt', data: Buffer.from('Print.') }]);
    const withFile = await t.asUser(client).post(`/api/disputes/${opened.id}/evidence`, files.payload, {
      headers: files.headers,
    });
    expect(withFile.json().entries[1]).toMatchObject({
      kind: 'evidence',
      text: null,
      files: [{ fileName: 'print.txt' }],
    });
    const empty = await t.asUser(client).post(`/api/disputes/${opened.id}/evidence`, { text: '  ' });
    expect(empty.json()).toEqual({ code: 'BAD_REQUEST', message: DISPUTE_MESSAGES.evidenceRequired });
    await t.asUser(freelancer).post(`/api/disputes/${opened.id}/answer`, { statement: ANSWER });
    expect(
      (await t.asUser(freelancer).post(`/api/disputes/${opened.id}/evidence`, { text: 'Mais um print.' })).statusCode,
    ).toBe(200);
    await t.asUser(moderator).post(`/api/disputes/${opened.id}/take`);
    const late = await t.asUser(client).post(`/api/disputes/${opened.id}/evidence`, { text: 'Tarde demais.' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'DISPUTE_STATE']);

    // Opening (to the freelancer) and the answer (to the client) go out by e-mail, whatever the switches say.
    await sendNotificationMails(t.app.deps, t.clock.now());
    const subjects = t.mails.map((m) => [m.to, m.subject]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        [freelancer.email, `Uma disputa foi aberta no seu contrato: "${contract.title}"`],
        [client.email, `A disputa do seu contrato foi respondida: "${contract.title}"`],
      ]),
    );
    expect(t.mails.find((m) => m.to === freelancer.email)?.text).toContain(`/disputas/${opened.id}`);
  });
});

describe('a dispute', () => {
  it('freezes the escrow, is answered, decided by a moderator, appealed and changed by an admin', async () => {
    const { contract, client, freelancer } = await started(100_000);
    await t.asUser(freelancer).post(`/api/contracts/${contract.id}/deliveries`, { message: 'Parte 1 pronta.' });
    const upload = multipartBody({ dispute: JSON.stringify({ reason: 'not_as_agreed', statement: STATEMENT }) }, [
      { field: 'attachments', name: 'prova.txt', data: Buffer.from('Conversa exportada.') },
    ]);
    const opened = await t.asUser(client).post(`/api/contracts/${contract.id}/disputes`, upload.payload, {
      headers: upload.headers,
    });
    expect(opened.statusCode).toBe(201);
    const caseId = opened.json().id;
    expect(opened.json()).toMatchObject({
      message: DISPUTE_MESSAGES.opened,
      status: 'awaiting_answer',
      openedBy: 'client',
      escrowCents: 100_000,
      myRole: 'client',
      allowedActions: ['evidence'],
      entries: [{ kind: 'opened', text: STATEMENT, files: [{ fileName: 'prova.txt' }] }],
    });
    expect((await open(freelancer, contract.id)).json()).toEqual({
      code: 'DISPUTE_STATE',
      message: DISPUTE_MESSAGES.alreadyOpen,
    });

    // Frozen: no release, no conclusion, no release by itself.
    const release = await moneyPost(t, client, `/api/contracts/${contract.id}/release`, { amountCents: 1000 });
    expect(release.json()).toEqual({ code: 'DISPUTE_OPEN', message: CONTRACT_MESSAGES.disputeOpen });
    const conclude = await moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'conclude' });
    expect([conclude.statusCode, conclude.json().code]).toEqual([409, 'DISPUTE_OPEN']);
    expect(await releaseOverdueDeliveries(t.app.deps, new Date(t.clock.now().getTime() + 8 * DAY))).toBe(0);
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}`)).json()).toMatchObject({
      disputeId: caseId,
      autoReleaseAt: null,
    });

    // Readers: the sides and the staff; not strangers.
    const forbidden = await t.asUser(stranger).get(`/api/disputes/${caseId}`);
    expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: DISPUTE_MESSAGES.forbidden });
    expect((await t.asUser(stranger).get(`/api/disputes/${caseId}/case-file`)).statusCode).toBe(403);
    const fileId = opened.json().entries[0].files[0].id;
    expect((await t.asUser(moderator).get(`/api/disputes/${caseId}/files/${fileId}`)).body).toBe('Conversa exportada.');
    expect((await t.asUser(stranger).get(`/api/disputes/${caseId}/files/${fileId}`)).statusCode).toBe(403);

    // Only the other side answers; nobody takes it before.
    expect((await t.asUser(moderator).post(`/api/disputes/${caseId}/take`)).statusCode).toBe(409);
    expect((await t.asUser(client).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER })).statusCode).toBe(403);
    const answered = await t.asUser(freelancer).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER });
    expect(answered.json()).toMatchObject({ status: 'awaiting_moderator', message: DISPUTE_MESSAGES.answered });
    expect(answered.json().deadlines.takeBy).not.toBeNull();

    // Only staff take and decide; the first moderator keeps the case.
    expect((await t.asUser(client).post(`/api/disputes/${caseId}/take`)).statusCode).toBe(403);
    const taken = await t.asUser(moderator).post(`/api/disputes/${caseId}/take`);
    expect(taken.json()).toMatchObject({
      status: 'in_review',
      allowedActions: ['decide'],
      moderator: { name: 'Marta' },
    });
    const late = await t.asUser(otherModerator).post(`/api/disputes/${caseId}/take`);
    expect(late.json()).toEqual({ code: 'DISPUTE_STATE', message: DISPUTE_MESSAGES.alreadyTaken });
    const decision = { freelancerCents: 60_000, reason: REASON };
    expect((await moneyPost(t, client, `/api/disputes/${caseId}/decision`, decision)).statusCode).toBe(403);
    expect((await moneyPost(t, otherModerator, `/api/disputes/${caseId}/decision`, decision)).statusCode).toBe(403);
    const tooMuch = await moneyPost(t, moderator, `/api/disputes/${caseId}/decision`, {
      ...decision,
      freelancerCents: 100_001,
    });
    expect(tooMuch.json().code).toBe('SPLIT_TOO_LARGE');
    const decided = await moneyPost(t, moderator, `/api/disputes/${caseId}/decision`, decision);
    expect(decided.json()).toMatchObject({
      status: 'decided',
      decision: {
        freelancerCents: 60_000,
        clientCents: 40_000,
        freelancerNetCents: 54_000,
        source: 'moderator',
        final: false,
      },
    });
    const appealBy = new Date(decided.json().deadlines.appealBy).getTime();
    expect(appealBy - new Date(decided.json().decision.decidedAt).getTime()).toBe(5 * DAY);
    // Nothing moved yet.
    expect((await wallet(freelancer)).availableCents).toBe(0);

    // One appeal, by a side; the moderator's decision goes to an admin who did not decide it.
    const appeal = { reason: 'A decisão ignorou que a segunda parte nunca foi entregue, como mostram as mensagens.' };
    expect((await t.asUser(moderator).post(`/api/disputes/${caseId}/appeal`, appeal)).statusCode).toBe(403);
    const appealed = await t.asUser(freelancer).post(`/api/disputes/${caseId}/appeal`, appeal);
    expect(appealed.json()).toMatchObject({ status: 'appealed', appealedBy: 'freelancer' });
    expect((await t.asUser(client).post(`/api/disputes/${caseId}/appeal`, appeal)).json().message).toBe(
      DISPUTE_MESSAGES.alreadyAppealed,
    );
    const review = { freelancerCents: 70_000, reason: REASON };
    const byModerator = await moneyPost(t, moderator, `/api/disputes/${caseId}/appeal-review`, review);
    expect(byModerator.json()).toEqual({ code: 'FORBIDDEN', message: DISPUTE_MESSAGES.onlyAdmin });
    const reviewed = await moneyPost(t, admin, `/api/disputes/${caseId}/appeal-review`, review);
    expect(reviewed.json()).toMatchObject({
      status: 'closed',
      message: DISPUTE_MESSAGES.reviewed,
      decision: { freelancerCents: 70_000, clientCents: 30_000, source: 'admin', final: true },
    });
    expect((await wallet(freelancer)).availableCents).toBe(63_000);
    expect((await wallet(client)).availableCents).toBe(30_000);
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}`)).json()).toMatchObject({
      status: 'cancelado',
      disputeId: null,
    });
    await expectLedgerSound(t.database.db);

    // The client lost it: the admins' users table counts it.
    const listed = (await t.asUser(admin).get(`/api/usuarios?q=${encodeURIComponent(client.email)}`)).json();
    expect(listed.map((u: { disputesLost: number }) => u.disputesLost)).toEqual([1]);
    const winner = (await t.asUser(admin).get(`/api/usuarios?q=${encodeURIComponent(freelancer.email)}`)).json();
    expect(winner[0].disputesLost).toBe(0);
    const caseFile = (await t.asUser(moderator).get(`/api/disputes/${caseId}/case-file`)).json();
    expect(caseFile.history.map((h: { type: string }) => h.type)).toEqual(
      expect.arrayContaining(['contract.started', 'dispute.opened', 'dispute.decided', 'dispute.closed']),
    );
    expect(caseFile.deliveries[0].message).toBe('Parte 1 pronta.');
    expect(caseFile.messages.length).toBeGreaterThan(0);
  });

  it('an admin who decided the case cannot review its appeal', async () => {
    const { contract, client, freelancer } = await started(20_000);
    const caseId = (await open(freelancer, contract.id)).json().id;
    await t.asUser(client).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER });
    await t.asUser(admin).post(`/api/disputes/${caseId}/take`);
    await moneyPost(t, admin, `/api/disputes/${caseId}/decision`, { freelancerCents: 5_000, reason: REASON });
    await t.asUser(freelancer).post(`/api/disputes/${caseId}/appeal`, { reason: STATEMENT });
    const same = await moneyPost(t, admin, `/api/disputes/${caseId}/appeal-review`, {
      freelancerCents: 0,
      reason: REASON,
    });
    expect(same.json()).toEqual({ code: 'SAME_REVIEWER', message: DISPUTE_MESSAGES.sameReviewer });
    const confirmed = await moneyPost(t, otherAdmin, `/api/disputes/${caseId}/appeal-review`, {
      freelancerCents: 5_000,
      reason: REASON,
    });
    expect(confirmed.json().status).toBe('closed');
    expect((await wallet(freelancer)).availableCents).toBe(4_500);
    expect((await wallet(client)).availableCents).toBe(15_000);
    await expectLedgerSound(t.database.db);
  });

  it('both sides accepting a decision makes it final at once', async () => {
    const { contract, client, freelancer } = await started(30_000);
    const caseId = (await open(client, contract.id)).json().id;
    await t.asUser(freelancer).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER });
    await t.asUser(moderator).post(`/api/disputes/${caseId}/take`);
    await moneyPost(t, moderator, `/api/disputes/${caseId}/decision`, { freelancerCents: 30_000, reason: REASON });
    const one = await moneyPost(t, client, `/api/disputes/${caseId}/accept`);
    expect(one.json()).toMatchObject({ status: 'decided', acceptedBy: ['client'], allowedActions: [] });
    expect((await moneyPost(t, client, `/api/disputes/${caseId}/accept`)).json().code).toBe('DISPUTE_STATE');
    const both = await moneyPost(t, freelancer, `/api/disputes/${caseId}/accept`);
    expect(both.json()).toMatchObject({ status: 'closed', decision: { final: true } });
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}`)).json().status).toBe('concluido');
    expect((await wallet(freelancer)).availableCents).toBe(27_000);
    await expectLedgerSound(t.database.db);
  });
});

/** Staff signed in now: sessions made before the clock jumped ahead have expired. */
async function freshStaff() {
  moderator = await createUser(t, { role: 'moderator', first_name: 'marta' });
  admin = await createUser(t, { role: 'admin', first_name: 'alice' });
}

describe('deadlines, with a clock the test moves', () => {
  it('no answer in 3 business days over Tiradentes: decided for the side that opened it, final after 5 days', async () => {
    // Tuesday 2027-04-20, 10:00 in São Paulo; Wednesday the 21st is a national holiday.
    setClock('2027-04-20T13:00:00.000Z');
    const { contract, client, freelancer } = await started(80_000);
    const opened = (await open(client, contract.id)).json();
    expect(opened.deadlines.answerBy).toBe('2027-04-26T13:00:00.000Z');
    await runDisputeDeadlines(t.app.deps, new Date('2027-04-26T12:59:00.000Z'));
    expect((await dispute(client, opened.id)).status).toBe('awaiting_answer');
    setClock('2027-04-26T13:00:00.000Z');
    await runDisputeDeadlines(t.app.deps, t.clock.now());
    const decided = await dispute(freelancer, opened.id);
    expect(decided).toMatchObject({
      status: 'decided',
      decision: { freelancerCents: 0, clientCents: 80_000, source: 'no_answer' },
      allowedActions: ['accept', 'appeal'],
    });
    expect(decided.deadlines.appealBy).toBe('2027-05-01T13:00:00.000Z');
    setClock('2027-05-01T13:00:00.000Z');
    await runDisputeDeadlines(t.app.deps, t.clock.now());
    expect((await dispute(client, opened.id)).status).toBe('closed');
    expect((await wallet(client)).availableCents).toBe(80_000);
    expect((await wallet(freelancer)).availableCents).toBe(0);
    await expectLedgerSound(t.database.db);
  });

  it('a case nobody takes is flagged, then escalated, then split in half by the default rule', async () => {
    await freshStaff();
    const { contract, client, freelancer } = await started(100_001);
    const caseId = (await open(freelancer, contract.id)).json().id;
    const answered = (await t.asUser(client).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER })).json();
    const { takeBy, decideBy, defaultDecisionAt } = answered.deadlines;
    await runDisputeDeadlines(t.app.deps, new Date(takeBy));
    const flagged = await dispute(moderator, caseId);
    expect([flagged.flagged, flagged.escalated, flagged.status]).toEqual([true, false, 'awaiting_moderator']);
    const queue = (await t.asUser(moderator).get('/api/moderation/disputes?status=open')).json();
    expect(queue.items[0]).toMatchObject({ id: caseId, flagged: true });
    expect((await t.asUser(client).get('/api/moderation/disputes')).statusCode).toBe(403);
    await runDisputeDeadlines(t.app.deps, new Date(decideBy));
    expect((await dispute(moderator, caseId)).escalated).toBe(true);
    await runDisputeDeadlines(t.app.deps, new Date(defaultDecisionAt));
    expect((await dispute(client, caseId)).decision).toMatchObject({
      freelancerCents: 50_001,
      clientCents: 50_000,
      source: 'default',
    });
    setClock(defaultDecisionAt);
    t.clock.advance(5 * DAY);
    await runDisputeDeadlines(t.app.deps, t.clock.now());
    expect((await dispute(client, caseId)).status).toBe('closed');
    expect((await wallet(freelancer)).availableCents).toBe(50_001 - 5_000);
    expect((await wallet(client)).availableCents).toBe(50_000);
    await expectLedgerSound(t.database.db);
  });

  it('an appeal nobody reviews in time: the decision appealed stands', async () => {
    await freshStaff();
    const { contract, client, freelancer } = await started(10_000);
    const caseId = (await open(client, contract.id)).json().id;
    await t.asUser(freelancer).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER });
    await t.asUser(moderator).post(`/api/disputes/${caseId}/take`);
    await moneyPost(t, moderator, `/api/disputes/${caseId}/decision`, { freelancerCents: 4_000, reason: REASON });
    const appealed = (await t.asUser(client).post(`/api/disputes/${caseId}/appeal`, { reason: STATEMENT })).json();
    await runDisputeDeadlines(t.app.deps, new Date(appealed.deadlines.appealReviewBy));
    expect((await dispute(client, caseId)).status).toBe('closed');
    expect((await wallet(client)).availableCents).toBe(6_000);
    expect((await wallet(freelancer)).availableCents).toBe(3_600);
    await expectLedgerSound(t.database.db);
  });
});

describe('races', () => {
  it('two decisions at once: one is taken, the other refused', async () => {
    await freshStaff();
    const { contract, client, freelancer } = await started(10_000);
    const caseId = (await open(client, contract.id)).json().id;
    await t.asUser(freelancer).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER });
    await t.asUser(moderator).post(`/api/disputes/${caseId}/take`);
    const [a, b] = await Promise.all([
      moneyPost(t, moderator, `/api/disputes/${caseId}/decision`, { freelancerCents: 1_000, reason: REASON }),
      moneyPost(t, moderator, `/api/disputes/${caseId}/decision`, { freelancerCents: 9_000, reason: REASON }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const decided = (await dispute(client, caseId)).entries.filter((e: { kind: string }) => e.kind === 'decided');
    expect(decided).toHaveLength(1);
  });

  it('a decision racing the default rule: exactly one decision', async () => {
    await freshStaff();
    const { contract, client, freelancer } = await started(10_000);
    const caseId = (await open(client, contract.id)).json().id;
    const answered = (await t.asUser(freelancer).post(`/api/disputes/${caseId}/answer`, { statement: ANSWER })).json();
    await t.asUser(moderator).post(`/api/disputes/${caseId}/take`);
    setClock(answered.deadlines.defaultDecisionAt);
    const [decision] = await Promise.all([
      moneyPost(t, moderator, `/api/disputes/${caseId}/decision`, { freelancerCents: 2_000, reason: REASON }),
      runDisputeDeadlines(t.app.deps, t.clock.now()),
    ]);
    expect([200, 409]).toContain(decision.statusCode);
    const after = await dispute(client, caseId);
    expect(after.entries.filter((e: { kind: string }) => e.kind === 'decided')).toHaveLength(1);
    expect(after.decision.source).toBe(decision.statusCode === 200 ? 'moderator' : 'default');
  });

  it('a release racing the opening of a dispute: one of them wins, the ledger stays sound', async () => {
    const { contract, client, freelancer } = await started(10_000);
    const [release, opening] = await Promise.all([
      moneyPost(t, client, `/api/contracts/${contract.id}/release`, {}),
      open(freelancer, contract.id),
    ]);
    // Whichever took the contract's lock first wins; the other sees what it did.
    const outcome = [release.statusCode, release.json().code ?? null, opening.statusCode, opening.json().code ?? null];
    expect([
      [200, null, 409, 'DISPUTE_STATE'],
      [409, 'DISPUTE_OPEN', 201, null],
    ]).toContainEqual(outcome);
    const after = (await t.asUser(client).get(`/api/contracts/${contract.id}`)).json();
    expect(after.status).toBe(release.statusCode === 200 ? 'concluido' : 'em_andamento');
    await expectLedgerSound(t.database.db);
  });
});
