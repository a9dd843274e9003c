import { PROPOSAL_MESSAGES, type TInboxProposal, type TProposal } from '@labora/shared/proposals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createJob, createProposal, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let client: TestUser;
let rafael: TestUser;
let bruna: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [client, rafael, bruna] = await Promise.all([
    createUser(t, { first_name: 'carla', last_name: 'mendes', isFreelancer: false }),
    createUser(t, { first_name: 'rafael', last_name: 'oliveira', isFreelancer: true }),
    createUser(t, { first_name: 'bruna', last_name: 'lima', isFreelancer: true }),
  ]);
});
afterAll(() => t.close());

const inbox = (who: TestUser, jobId: string) => t.asUser(who).get(`/api/jobs/${jobId}/inbox`);

describe('who may propose', () => {
  it('needs the seller intent, as gigs do: a buyer or someone yet to choose is offered Configurações', async () => {
    const job = await createJob(t, client);
    const undecided = await createUser(t);
    const buyer = await createUser(t, { isFreelancer: false });
    for (const who of [buyer, undecided]) {
      const res = await t.asUser(who).post(`/api/jobs/${job.id}/proposals`, {
        amountCents: 100_000,
        deliveryDays: 5,
        coverLetter: 'Tenho experiência com projetos parecidos.',
      });
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { code: 'NOT_FREELANCER', message: PROPOSAL_MESSAGES.sellerOnly },
      ]);
    }
    expect(PROPOSAL_MESSAGES.sellerOnly).toContain('Configurações');
    // Switching to freelancer is all it takes.
    await t.asUser(buyer).put(`/api/usuarios/${buyer.id}/isFreelancer`, { isFreelancer: true });
    expect((await createProposal(t, buyer, job)).status).toBe('pending');
    expect((await t.asUser(client).get(`/api/jobs/${job.id}`)).json().proposalCount).toBe(1);
  });
});

describe('the proposals inbox of a job', () => {
  it('is for the job owner only', async () => {
    const job = await createJob(t, client);
    await createProposal(t, rafael, job);
    const other = await inbox(rafael, job.id);
    expect([other.statusCode, other.json()]).toEqual([
      403,
      { code: 'NOT_JOB_OWNER', message: PROPOSAL_MESSAGES.inboxNotOwner },
    ]);
    expect((await inbox(client, '00000000-0000-4000-8000-000000000000')).json().code).toBe('NOT_FOUND');
    expect((await inbox(client, 'nao-e-um-id')).statusCode).toBe(400);
    expect((await t.asUser(null).get(`/api/jobs/${job.id}/inbox`)).statusCode).toBe(401);
    // A freelancer opening nothing marked nothing: the owner still sees the proposal as new.
    expect(((await inbox(client, job.id)).json() as TInboxProposal[]).map((p) => p.isNew)).toEqual([true]);
  });

  it("shows each freelancer's track record and marks what is new until the owner opens it", async () => {
    // Rafael has one concluded contract with a 5-star review from its client (both sides reviewed: published).
    const done = await createContract(t, { freelancer: rafael, status: 'concluido' });
    await t.asUser(done.client).post(`/api/contracts/${done.contract.id}/reviews`, { rating: 5 });
    await t.asUser(rafael).post(`/api/contracts/${done.contract.id}/reviews`, { rating: 4 });

    const job = await createJob(t, client);
    await createProposal(t, rafael, job, { amountCents: 200_000, deliveryDays: 12 });
    t.clock.advance(1000);
    const fromBruna = await createProposal(t, bruna, job, { amountCents: 150_000, deliveryDays: 20 });

    const first = (await inbox(client, job.id)).json() as TInboxProposal[];
    expect(first.map((p) => [p.freelancer.name, p.isNew])).toEqual([
      ['Bruna Lima', true],
      ['Rafael Oliveira', true],
    ]);
    expect(first[1]?.freelancer).toMatchObject({ rating: 5, reviewCount: 1, completedProjects: 1, level: 'Nível 1' });
    expect(first[0]?.freelancer).toMatchObject({ rating: null, reviewCount: 0, completedProjects: 0, level: 'Novo' });
    expect(first[0]).toMatchObject({ amountCents: 150_000, deliveryDays: 20, client: { name: 'Carla Mendes' } });

    // Opened once: nothing is new any more, on the inbox or on the owner's list.
    const again = (await inbox(client, job.id)).json() as TInboxProposal[];
    expect(again.map((p) => p.isNew)).toEqual([false, false]);
    const mine = (await t.asUser(client).get('/api/jobs?owner=mine')).json();
    expect(mine.items.find((j: { id: string }) => j.id === job.id).newProposalCount).toBe(0);

    // A third proposal arrives: only it is new; a withdrawn one leaves the inbox.
    const late = await createUser(t, { first_name: 'lia', last_name: 'costa', isFreelancer: true });
    t.clock.advance(1000);
    await createProposal(t, late, job);
    await t.asUser(bruna).post(`/api/proposals/${fromBruna.id}/withdraw`);
    const third = (await inbox(client, job.id)).json() as TInboxProposal[];
    expect(third.map((p) => [p.freelancer.name, p.isNew])).toEqual([
      ['Lia Costa', true],
      ['Rafael Oliveira', false],
    ]);
  });
});

describe("a client's jobs (GET /api/jobs?owner=mine)", () => {
  it('lists every job of the owner with its proposal count, the new ones, and a status filter', async () => {
    const owner = await createUser(t, { isFreelancer: false });
    // A second apart each: the list is newest first.
    const quiet = await createJob(t, owner, { title: 'Logo para cafeteria' });
    t.clock.advance(1000);
    const busy = await createJob(t, owner, { title: 'Aplicativo de entregas' });
    t.clock.advance(1000);
    const closed = await createJob(t, owner, { title: 'Revisão de textos' });
    await t.asUser(owner).patch(`/api/jobs/${closed.id}/status`, { status: 'closed' });
    await createProposal(t, rafael, busy);
    await createProposal(t, bruna, busy);
    const someoneElses = await createJob(t, client);
    await createProposal(t, rafael, someoneElses);

    const list = async (query: string) => {
      const res = await t.asUser(owner).get(`/api/jobs?owner=mine${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as {
        total: number;
        items: { id: string; status: string; proposalCount: number; newProposalCount?: number }[];
      };
    };
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items.map((j) => [j.id, j.status, j.proposalCount, j.newProposalCount])).toEqual([
      [closed.id, 'closed', 0, 0],
      [busy.id, 'open', 2, 2],
      [quiet.id, 'open', 0, 0],
    ]);
    expect((await list('&status=open')).items.map((j) => j.id)).toEqual([busy.id, quiet.id]);
    expect((await list('&status=closed')).items.map((j) => j.id)).toEqual([closed.id]);
    expect((await list('&status=closed&page=2&pageSize=1')).items).toEqual([]);
    expect((await t.asUser(owner).get('/api/jobs?owner=mine&status=talvez')).statusCode).toBe(400);

    // One pending proposal declined and one seen: the count of new ones follows.
    const [first] = (await inbox(owner, busy.id)).json() as TInboxProposal[];
    await t.asUser(owner).post(`/api/proposals/${first?.id}/reject`);
    expect((await list('&status=open')).items[0]).toMatchObject({ proposalCount: 2, newProposalCount: 0 });

    // The public list keeps its shape: no count of new proposals there.
    const open = (await t.asUser(owner).get('/api/jobs?search=Logo%20para%20cafeteria')).json();
    expect(open.items[0]).not.toHaveProperty('newProposalCount');
  });
});

describe("a freelancer's proposals (GET /api/proposals?as=sent)", () => {
  it('lists them with the client, filtered by status, a page at a time', async () => {
    const freelancer = await createUser(t, { isFreelancer: true });
    const pending = await createProposal(t, freelancer, await createJob(t, client, { title: 'Site da padaria' }));
    t.clock.advance(1000);
    const withdrawn = await createProposal(t, freelancer, await createJob(t, client));
    await t.asUser(freelancer).post(`/api/proposals/${withdrawn.id}/withdraw`);
    t.clock.advance(1000);
    const { proposal: accepted } = await createContract(t, { client, freelancer });

    const sent = async (query: string) => {
      const res = await t.asUser(freelancer).get(`/api/proposals?as=sent${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as TProposal[];
    };
    const all = await sent('');
    expect(all.map((p) => [p.id, p.status])).toEqual([
      [accepted.id, 'accepted'],
      [withdrawn.id, 'withdrawn'],
      [pending.id, 'pending'],
    ]);
    expect(all[2]).toMatchObject({
      jobTitle: 'Site da padaria',
      client: { id: client.id, name: 'Carla Mendes', avatarUrl: null },
    });
    expect(all[0]?.contractId).toEqual(expect.any(String));
    expect((await sent('&status=pending')).map((p) => p.id)).toEqual([pending.id]);
    expect((await sent('&status=accepted')).map((p) => p.id)).toEqual([accepted.id]);
    expect((await sent('&status=rejected')).map((p) => p.id)).toEqual([]);
    expect((await sent('&pageSize=2&page=2')).map((p) => p.id)).toEqual([pending.id]);
    expect((await t.asUser(freelancer).get('/api/proposals?as=sent&status=aceita')).statusCode).toBe(400);
    // Only one's own.
    const newcomer = await createUser(t, { isFreelancer: true });
    expect((await t.asUser(newcomer).get('/api/proposals?as=sent')).json()).toEqual([]);
  });
});
