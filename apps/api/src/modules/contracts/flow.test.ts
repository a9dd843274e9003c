import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { PROPOSAL_LIMITS, PROPOSAL_MESSAGES } from '@labora/shared/proposals';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@labora/shared/reviews';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContract,
  createJob,
  createUser,
  fundContract,
  moneyPost,
  proposalInput,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

type Party = TestUser;
let t: TestApp;
let client: Party;
let freelancer: Party;
let rival: Party;
let stranger: Party;
beforeAll(async () => {
  t = await createTestApp();
  client = await createUser(t, { first_name: 'carla', last_name: 'mendes' });
  // Proposals need the seller intent (isFreelancer), as gigs do.
  freelancer = await createUser(t, { first_name: 'rafael', last_name: 'oliveira', isFreelancer: true });
  rival = await createUser(t, { first_name: 'bruna', last_name: 'lima', isFreelancer: true });
  stranger = await createUser(t, { isFreelancer: true });
});
afterAll(() => t.close());

const proposal = proposalInput();
const postJob = () => createJob(t, client);
const propose = (jobId: string, who: Party, body: object = proposal) =>
  t.asUser(who).post(`/api/jobs/${jobId}/proposals`, body);

describe('the hiring flow', () => {
  it('goes from a job to a contract, through its states, to double-blind reviews and ratings', async () => {
    const job = await postJob();
    // Proposals: free, one per freelancer, never on one's own job.
    const sent = await propose(job.id, freelancer);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: PROPOSAL_MESSAGES.sent,
      proposal: { status: 'pending', amountCents: 180_000 },
    });
    expect((await propose(job.id, freelancer)).json()).toEqual({
      code: 'PROPOSAL_EXISTS',
      message: PROPOSAL_MESSAGES.alreadySent,
    });
    const own = await propose(job.id, client);
    expect([own.statusCode, own.json().code]).toEqual([403, 'OWN_JOB']);
    const other = (await propose(job.id, rival, { ...proposal, amountCents: 150_000 })).json().proposal;
    expect((await t.asUser(stranger).get(`/api/jobs/${job.id}`)).json().proposalCount).toBe(2);

    // Each sees what is theirs.
    expect((await t.asUser(client).get(`/api/jobs/${job.id}/proposals`)).json()).toHaveLength(2);
    expect(
      (await t.asUser(rival).get(`/api/jobs/${job.id}/proposals`)).json().map((p: { id: string }) => p.id),
    ).toEqual([other.id]);
    expect((await t.asUser(client).get('/api/proposals?as=received')).json().length).toBeGreaterThanOrEqual(2);
    expect((await t.asUser(freelancer).get('/api/proposals?as=sent')).json()[0].jobTitle).toBe(job.title);

    // Accepting: only the owner; makes the contract, closes the job, declines the rest.
    const id = sent.json().proposal.id;
    expect((await t.asUser(freelancer).post(`/api/proposals/${id}/accept`)).statusCode).toBe(403);
    const accepted = await t.asUser(client).post(`/api/proposals/${id}/accept`);
    expect(accepted.json().message).toBe(PROPOSAL_MESSAGES.accepted);
    const contractId = accepted.json().contractId;
    expect((await t.asUser(rival).get(`/api/jobs/${job.id}/proposals`)).json()[0].status).toBe('rejected');
    expect((await t.asUser(client).get(`/api/jobs/${job.id}`)).json().status).toBe('closed');
    expect((await propose(job.id, stranger)).json()).toEqual({
      code: 'JOB_CLOSED',
      message: PROPOSAL_MESSAGES.jobClosed,
    });
    // The closed job stays visible to those who proposed on it, not to others.
    expect((await t.asUser(rival).get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await t.asUser(stranger).get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    const late = await t.asUser(client).post(`/api/proposals/${other.id}/accept`);
    expect([late.statusCode, late.json().code]).toEqual([409, 'PROPOSAL_NOT_PENDING']);

    const contractUrl = `/api/contracts/${contractId}`;
    const contract = (await t.asUser(client).get(contractUrl)).json();
    expect(contract).toMatchObject({
      status: 'aguardando_inicio',
      valueCents: 180_000,
      title: job.title,
      myRole: 'client',
      allowedActions: ['cancel'],
      client: { name: 'Carla Mendes' },
      freelancer: { name: 'Rafael Oliveira' },
    });
    expect((await t.asUser(stranger).get(contractUrl)).statusCode).toBe(403);

    // Moves: who may do what, when.
    const act = (who: Party, body: object) => moneyPost(t, who, `${contractUrl}/actions`, body);
    // Unpaid, the work cannot start; the client pays the value into escrow first.
    expect((await act(freelancer, { action: 'start' })).json()).toEqual({
      code: 'CONTRACT_NOT_FUNDED',
      message: WALLET_MESSAGES.contractNotFunded,
    });
    await fundContract(t, client, contractId);
    expect((await act(client, { action: 'start' })).json()).toEqual({
      code: 'FORBIDDEN',
      message: CONTRACT_MESSAGES.onlyFreelancerStarts,
    });
    expect((await act(stranger, { action: 'start' })).statusCode).toBe(403);
    expect((await act(freelancer, { action: 'conclude' })).statusCode).toBe(403);
    const started = (await act(freelancer, { action: 'start' })).json();
    expect([started.status, started.allowedActions, started.startDate]).toEqual([
      'em_andamento',
      ['progress'],
      expect.any(String),
    ]);
    expect((await act(client, { action: 'cancel' })).json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: CONTRACT_MESSAGES.cancelAfterStart,
    });
    expect((await act(freelancer, { action: 'progress', progress: 101 })).json().message).toBe(
      CONTRACT_MESSAGES.progressInvalid,
    );
    expect((await act(freelancer, { action: 'progress', progress: 60 })).json().progress).toBe(60);
    expect((await act(client, { action: 'progress', progress: 90 })).statusCode).toBe(403);
    expect((await t.asUser(client).post(`${contractUrl}/reviews`, { rating: 5 })).json()).toEqual({
      code: 'CONTRACT_NOT_CONCLUDED',
      message: REVIEW_MESSAGES.notConcluded,
    });
    const concluded = (await act(client, { action: 'conclude' })).json();
    expect([concluded.status, concluded.progress, concluded.canReview]).toEqual(['concluido', 100, true]);
    const afterEnd = await act(freelancer, { action: 'progress', progress: 10 });
    expect([afterEnd.statusCode, afterEnd.json().code]).toEqual([409, 'INVALID_TRANSITION']);

    // Lists: /hiring for the client, /my-projects for the freelancer, searched by the other side's name.
    const hiring = (await t.asUser(client).get('/api/contracts?as=client&search=rafael')).json();
    expect(hiring.items.map((c: { id: string }) => c.id)).toContain(contractId);
    const projects = (
      await t.asUser(freelancer).get('/api/contracts?as=freelancer&status=concluido&search=CARLA')
    ).json();
    expect(projects.items.map((c: { id: string }) => c.id)).toEqual([contractId]);
    expect((await t.asUser(freelancer).get('/api/contracts?as=freelancer&status=em_andamento')).json().total).toBe(0);

    // Reviews: once each; hidden from the other side until both wrote theirs.
    const review = (who: Party, body: object) => t.asUser(who).post(`${contractUrl}/reviews`, body);
    expect((await review(stranger, { rating: 1 })).statusCode).toBe(403);
    expect((await review(client, { rating: 6 })).json().message).toBe(REVIEW_MESSAGES.ratingInvalid);
    const first = await review(client, { rating: 5, comment: 'Entregou antes do prazo.' });
    expect([first.statusCode, first.json().myReview, first.json().canReview]).toEqual([
      201,
      { rating: 5, comment: 'Entregou antes do prazo.' },
      false,
    ]);
    expect((await review(client, { rating: 4 })).json()).toEqual({
      code: 'ALREADY_REVIEWED',
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect((await t.asUser(freelancer).get(contractUrl)).json().theirReview).toBeNull();
    const ratingOf = async (who: Party) => (await t.asUser(stranger).get(`/api/users/${who.id}/reviews`)).json();
    expect(await ratingOf(freelancer)).toEqual({ rating: null, reviewCount: 0, items: [] });

    await review(freelancer, { rating: 4, comment: 'Cliente claro e pontual.' });
    expect((await t.asUser(freelancer).get(contractUrl)).json().theirReview).toEqual({
      rating: 5,
      comment: 'Entregou antes do prazo.',
    });
    const freelancerReviews = await ratingOf(freelancer);
    expect([freelancerReviews.rating, freelancerReviews.reviewCount, freelancerReviews.items[0].reviewer.name]).toEqual(
      [5, 1, 'Carla Mendes'],
    );
    expect((await ratingOf(client)).rating).toBe(4);
    const card = (await t.asUser(client).get(`/api/jobs/${job.id}`)).json();
    expect(card.client).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('publishes a lone review after 14 days', async () => {
    const { contract } = await createContract(t, { client, freelancer: rival, status: 'concluido' });
    const contractId = contract.id;
    await t.asUser(rival).post(`/api/contracts/${contractId}/reviews`, { rating: 2, comment: 'Mudou o escopo.' });
    const theirs = async () => (await t.asUser(client).get(`/api/contracts/${contractId}`)).json().theirReview;
    expect(await theirs()).toBeNull();
    t.clock.advance(REVIEW_LIMITS.blindDays * 24 * 60 * 60 * 1000 + 1000);
    expect(await theirs()).toEqual({ rating: 2, comment: 'Mudou o escopo.' });
  });

  it('lets either side cancel before the start, and the freelancer withdraw a pending proposal', async () => {
    const job = await postJob();
    const mine = (await propose(job.id, stranger)).json().proposal;
    expect((await t.asUser(client).post(`/api/proposals/${mine.id}/withdraw`)).statusCode).toBe(403);
    expect((await t.asUser(stranger).post(`/api/proposals/${mine.id}/withdraw`)).json().message).toBe(
      PROPOSAL_MESSAGES.withdrawn,
    );
    expect((await t.asUser(client).get(`/api/jobs/${job.id}`)).json().proposalCount).toBe(0);
    expect((await t.asUser(client).get(`/api/jobs/${job.id}/proposals`)).json()).toEqual([]);
    expect((await t.asUser(stranger).post(`/api/proposals/${mine.id}/withdraw`)).statusCode).toBe(409);

    const id = (await propose(job.id, freelancer)).json().proposal.id;
    expect((await t.asUser(freelancer).post(`/api/proposals/${id}/reject`)).statusCode).toBe(403);
    const contractId = (await t.asUser(client).post(`/api/proposals/${id}/accept`)).json().contractId;
    const cancelled = (
      await moneyPost(t, freelancer, `/api/contracts/${contractId}/actions`, { action: 'cancel' })
    ).json();
    expect([cancelled.status, cancelled.allowedActions]).toEqual(['cancelado', []]);
  });

  it('checks every proposal field and holds back floods', async () => {
    const job = await postJob();
    for (const [body, message] of [
      [{ ...proposal, amountCents: 0 }, PROPOSAL_MESSAGES.amountInvalid],
      [{ ...proposal, amountCents: 99.5 }, PROPOSAL_MESSAGES.amountInvalid],
      [{ ...proposal, deliveryDays: 0 }, PROPOSAL_MESSAGES.deliveryDaysInvalid],
      [{ ...proposal, deliveryDays: 366 }, PROPOSAL_MESSAGES.deliveryDaysInvalid],
      [{ ...proposal, coverLetter: 'Oi' }, PROPOSAL_MESSAGES.coverLetterTooShort],
      [{}, PROPOSAL_MESSAGES.amountInvalid],
    ] as const) {
      const res = await propose(job.id, stranger, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await propose('00000000-0000-4000-8000-000000000000', stranger)).statusCode).toBe(404);
    const spammer = await createUser(t, { isFreelancer: true });
    const jobs = [];
    for (let i = 0; i <= PROPOSAL_LIMITS.perFreelancerPerDay; i++) jobs.push((await postJob()).id);
    const statuses = [];
    for (const id of jobs) statuses.push((await propose(id, spammer)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PROPOSAL_LIMITS.perFreelancerPerDay);
    expect(statuses.at(-1)).toBe(429);
    expect((await propose(jobs.at(-1) ?? '', spammer)).json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('lets only one of two proposals be accepted when both are accepted at once', async () => {
    // Several rounds: on PostgreSQL the two transactions really interleave (a deadlock would answer 500).
    for (let round = 0; round < 5; round++) {
      const job = await postJob();
      const a = (await propose(job.id, freelancer)).json().proposal.id;
      const b = (await propose(job.id, rival)).json().proposal.id;
      const results = await Promise.all([a, b].map((id) => t.asUser(client).post(`/api/proposals/${id}/accept`)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
  });
});
