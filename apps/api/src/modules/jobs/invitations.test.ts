import { JOB_MESSAGES } from '@labora/shared/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let client: TestUser;
let freelancer: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await createUser(t, { first_name: 'carla', last_name: 'mendes' });
  freelancer = await createUser(t, { first_name: 'rafael', isFreelancer: true });
  buyer = await createUser(t);
});
afterAll(() => t.close());

const invite = (jobId: string, who: TestUser | null, freelancerId: string) =>
  t.asUser(who).post(`/api/jobs/${jobId}/invitations`, { freelancerId });
const refusal = async (answer: Promise<{ json(): { code: string; message: string } }>) => (await answer).json();

describe('POST /api/jobs/:id/invitations', () => {
  it('mails the freelancer a link to the open job, once, and only from its owner', async () => {
    const job = await createJob(t, client);
    const stranger = await invite(job.id, buyer, freelancer.id);
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'NOT_JOB_OWNER']);
    const sent = await invite(job.id, client, freelancer.id);
    expect([sent.statusCode, sent.json().message]).toEqual([201, JOB_MESSAGES.invitationSent]);
    await new Promise((resolve) => setImmediate(resolve));
    const mail = t.mails.find((m) => m.to === freelancer.email && m.subject.includes(job.title));
    expect(mail?.text).toContain(`Carla Mendes convidou você`);
    expect(mail?.text).toContain(`/job/${job.id}`);
    expect(await refusal(invite(job.id, client, freelancer.id))).toEqual({
      code: 'ALREADY_INVITED',
      message: JOB_MESSAGES.alreadyInvited,
    });
    const invited = await t.asUser(client).get(`/api/jobs/invitations?freelancerId=${freelancer.id}`);
    expect(invited.json()).toEqual({ jobIds: [job.id] });

    expect(await refusal(invite(job.id, client, client.id))).toEqual({
      code: 'SELF_INVITE',
      message: JOB_MESSAGES.inviteSelf,
    });
    expect(await refusal(invite(job.id, client, buyer.id))).toEqual({
      code: 'INVITEE_NOT_FREELANCER',
      message: JOB_MESSAGES.inviteNotFreelancer,
    });
    await t.asUser(client).patch(`/api/jobs/${job.id}/status`, { status: 'closed' });
    const other = await createUser(t, { isFreelancer: true });
    expect(await refusal(invite(job.id, client, other.id))).toEqual({
      code: 'JOB_CLOSED',
      message: JOB_MESSAGES.inviteClosed,
    });
    expect((await t.asUser(null).post(`/api/jobs/${job.id}/invitations`, {})).statusCode).toBe(401);
  });
});
