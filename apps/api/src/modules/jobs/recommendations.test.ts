import type { TJobInput, TRecommendedJob } from '@labora/shared/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createGig, createJob, createProposal, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let rafael: TestUser;
let carla: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  rafael = await createUser(t, { first_name: 'rafael', isFreelancer: true });
  carla = await createUser(t, { first_name: 'carla', isFreelancer: false });
  await t.database.db
    .update(users)
    .set({ skills: ['React', 'Node.js', 'Figma', 'Programação'] })
    .where(eq(users.id, rafael.id));
  // His gig puts him in 'Design UI/UX'.
  await createGig(t, rafael, { category: 'Design UI/UX' });
});
afterAll(() => t.close());

const recommended = async (who: TestUser | null, query = '') => {
  const res = await t.asUser(who).get(`/api/jobs/recommended${query}`);
  return res;
};

/** A job of `client`, a second newer than the one before (the test clock only moves by hand). */
async function job(client: TestUser, overrides: Partial<TJobInput>) {
  t.clock.advance(1000);
  return createJob(t, client, overrides);
}

describe('GET /api/jobs/recommended', () => {
  it('ranks open jobs by skills in common, then the caller’s categories, then the newest', async () => {
    const twoSkills = await job(carla, { category: 'Outro', skills: ['react', 'PROGRAMACAO', 'SEO'] });
    const skillAndCategory = await job(carla, { category: 'Design UI/UX', skills: ['Figma'] });
    const skillOnly = await job(carla, { category: 'Outro', skills: ['  React '] });
    const categoryOnly = await job(carla, { category: 'Design UI/UX', skills: ['SEO'] });
    const nothing = await job(carla, { category: 'Outro', skills: ['Excel'] });

    const res = await recommended(rafael, '?pageSize=20');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as TRecommendedJob[];
    const ours = [twoSkills, skillAndCategory, skillOnly, categoryOnly, nothing].map((j) => j.id);
    expect(items.map((i) => i.id).filter((id) => ours.includes(id))).toEqual(ours);

    const first = items.find((i) => i.id === twoSkills.id);
    // The job's own spelling of the skills, accents and case ignored in the comparison.
    expect(first).toMatchObject({
      title: twoSkills.title,
      client: { id: carla.id },
      matchedSkills: ['react', 'PROGRAMACAO'],
      categoryMatch: false,
    });
    expect(items.find((i) => i.id === skillAndCategory.id)).toMatchObject({
      matchedSkills: ['Figma'],
      categoryMatch: true,
    });
    expect(items.find((i) => i.id === nothing.id)).toMatchObject({ matchedSkills: [], categoryMatch: false });
  });

  it('leaves out the caller’s own jobs, jobs they proposed to and closed jobs', async () => {
    const own = await job(rafael, { skills: ['React', 'Node.js', 'Figma'] });
    const proposed = await job(carla, { category: 'Design UI/UX', skills: ['React', 'Node.js', 'Figma'] });
    await createProposal(t, rafael, proposed);
    const closed = await job(carla, { skills: ['React', 'Node.js', 'Figma'] });
    const closing = await t.asUser(carla).patch(`/api/jobs/${closed.id}/status`, { status: 'closed' });
    expect(closing.statusCode).toBe(200);
    const open = await job(carla, { skills: ['Node.js'] });

    const ids = ((await recommended(rafael, '?pageSize=20')).json().items as TRecommendedJob[]).map((i) => i.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(own.id);
    expect(ids).not.toContain(proposed.id);
    expect(ids).not.toContain(closed.id);

    // The same jobs are there for someone else (Carla's own excepted).
    const stranger = await createUser(t, { isFreelancer: true });
    const forStranger = ((await recommended(stranger, '?pageSize=20')).json().items as TRecommendedJob[]).map(
      (i) => i.id,
    );
    expect(forStranger).toEqual(expect.arrayContaining([own.id, proposed.id]));
    expect(forStranger).not.toContain(closed.id);
  });

  it('answers a small page, newest first for someone with no skills or categories', async () => {
    const newcomer = await createUser(t, { isFreelancer: true });
    const a = await job(carla, { skills: ['Java'] });
    const b = await job(carla, { skills: ['Go'] });
    const res = await recommended(newcomer, '?pageSize=2');
    expect(res.statusCode).toBe(200);
    expect((res.json().items as TRecommendedJob[]).map((i) => i.id)).toEqual([b.id, a.id]);
    // Six by default.
    expect((await recommended(newcomer)).json().items).toHaveLength(6);
  });

  it('refuses a bad page size and a guest', async () => {
    for (const query of ['?pageSize=0', '?pageSize=21', '?pageSize=abc']) {
      expect((await recommended(rafael, query)).statusCode).toBe(400);
    }
    expect((await recommended(null)).statusCode).toBe(401);
  });
});
