import { JOB_MESSAGES } from '@labora/shared/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers.js';
import { newJob } from './test-helpers.js';

type Party = Awaited<ReturnType<typeof signUpAndLogIn>>;
let t: TestApp;
let client: Party;
let freelancer: Party;
let buyer: Party;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAndLogIn(t, { first_name: 'carla', last_name: 'mendes' });
  freelancer = await signUpAndLogIn(t, { first_name: 'rafael' });
  buyer = await signUpAndLogIn(t);
  await t.request({
    method: 'PUT',
    url: `/api/usuarios/${freelancer.user._id}/isFreelancer`,
    token: freelancer.token,
    payload: { isFreelancer: true },
  });
});
afterAll(() => t.close());

const invite = (jobId: string, who: Party, freelancerId: string) =>
  t.request({ method: 'POST', url: `/api/jobs/${jobId}/invitations`, token: who.token, payload: { freelancerId } });

describe('POST /api/jobs/:id/invitations', () => {
  it('mails the freelancer a link to the open job, once, and only from its owner', async () => {
    const job = (await t.request({ method: 'POST', url: '/api/jobs', token: client.token, payload: newJob() })).json();
    expect((await invite(job.id, buyer, freelancer.user._id)).statusCode).toBe(403);
    const sent = await invite(job.id, client, freelancer.user._id);
    expect([sent.statusCode, sent.json().message]).toEqual([201, JOB_MESSAGES.invitationSent]);
    await new Promise((resolve) => setImmediate(resolve));
    const mail = t.mails.find((m) => m.to === freelancer.body.email.toLowerCase() && m.subject.includes(job.title));
    expect(mail?.text).toContain(`Carla Mendes convidou você`);
    expect(mail?.text).toContain(`/job/${job.id}`);
    expect((await invite(job.id, client, freelancer.user._id)).json().message).toBe(JOB_MESSAGES.alreadyInvited);
    const invited = await t.request({
      method: 'GET',
      url: `/api/jobs/invitations?freelancerId=${freelancer.user._id}`,
      token: client.token,
    });
    expect(invited.json()).toEqual({ jobIds: [job.id] });

    expect((await invite(job.id, client, client.user._id)).json().message).toBe(JOB_MESSAGES.inviteSelf);
    expect((await invite(job.id, client, buyer.user._id)).json().message).toBe(JOB_MESSAGES.inviteNotFreelancer);
    await t.request({
      method: 'PATCH',
      url: `/api/jobs/${job.id}/status`,
      token: client.token,
      payload: { status: 'closed' },
    });
    const other = await signUpAndLogIn(t);
    await t.request({
      method: 'PUT',
      url: `/api/usuarios/${other.user._id}/isFreelancer`,
      token: other.token,
      payload: { isFreelancer: true },
    });
    expect((await invite(job.id, client, other.user._id)).json().message).toBe(JOB_MESSAGES.inviteClosed);
    expect((await t.request({ method: 'POST', url: `/api/jobs/${job.id}/invitations`, payload: {} })).statusCode).toBe(
      401,
    );
  });
});
