import { SKILLS_MESSAGES } from '@labora/shared/skills';
import { PROFILE_LIMITS } from '@labora/shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillLevels } from '../../db/schema/skills.js';
import { createContract, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const skillsOf = async (who: TestUser) => (await t.asUser(who).get('/api/skills')).json();
const profileSkills = async (who: TestUser) => (await t.asUser(who).get('/api/users/profile')).json().skills;
const levelRows = async (who: TestUser) =>
  (await t.database.db.select().from(skillLevels).where(eq(skillLevels.userId, who.id))).map((r) => [r.skill, r.level]);

describe('skills (Habilidades & Metas)', () => {
  it('adds a skill to the profile with a level, edits the level and removes both together', async () => {
    const me = await createUser(t, { isFreelancer: true });
    const added = await t.asUser(me).post('/api/skills', { skill: '  Figma ', level: 7 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      items: [{ skill: 'Figma', level: 7, contracts: 0, reviews: 0 }],
      max: PROFILE_LIMITS.skillsMax,
    });
    expect(await profileSkills(me)).toEqual(['Figma']);

    // Named in another case: the same skill.
    const dup = await t.asUser(me).post('/api/skills', { skill: 'FIGMA', level: 3 });
    expect([dup.statusCode, dup.json()]).toEqual([409, { code: 'SKILL_EXISTS', message: SKILLS_MESSAGES.exists }]);
    const edited = await t.asUser(me).put('/api/skills/figma', { level: 9 });
    expect(edited.json().items).toEqual([{ skill: 'Figma', level: 9, contracts: 0, reviews: 0 }]);

    const removed = await t.asUser(me).delete('/api/skills/Figma');
    expect([removed.statusCode, removed.json().message]).toEqual([200, SKILLS_MESSAGES.removed]);
    expect(await profileSkills(me)).toEqual([]);
    expect(await levelRows(me)).toEqual([]);
    expect((await t.asUser(me).delete('/api/skills/Figma')).statusCode).toBe(404);
  });

  it('folds accents too, and keeps percent-encoded names with spaces and symbols', async () => {
    const me = await createUser(t, { isFreelancer: true });
    await t.asUser(me).post('/api/skills', { skill: 'Ilustração Digital', level: 5 });
    await t.asUser(me).post('/api/skills', { skill: 'C#', level: 4 });
    const res = await t.asUser(me).put(`/api/skills/${encodeURIComponent('ilustracao digital')}`, { level: 6 });
    expect(res.json().items).toEqual([
      { skill: 'Ilustração Digital', level: 6, contracts: 0, reviews: 0 },
      { skill: 'C#', level: 4, contracts: 0, reviews: 0 },
    ]);
    expect((await t.asUser(me).delete(`/api/skills/${encodeURIComponent('C#')}`)).statusCode).toBe(200);
    expect(await profileSkills(me)).toEqual(['Ilustração Digital']);
    await t.asUser(me).post('/api/skills', { skill: 'UX/UI', level: 3 });
    expect((await t.asUser(me).put('/api/skills/ux%2Fui', { level: 8 })).json().items[1]).toEqual({
      skill: 'UX/UI',
      level: 8,
      contracts: 0,
      reviews: 0,
    });
  });

  it('refuses bad input in Portuguese and stores nothing', async () => {
    const me = await createUser(t, { isFreelancer: true });
    const cases: [object, string][] = [
      [{ skill: 'React', level: 11 }, SKILLS_MESSAGES.invalidLevel],
      [{ skill: 'React', level: 2.5 }, SKILLS_MESSAGES.invalidLevel],
      [{ skill: '   ', level: 5 }, SKILLS_MESSAGES.nameRequired],
      [{ skill: 'x'.repeat(PROFILE_LIMITS.skillMaxLength + 1), level: 5 }, SKILLS_MESSAGES.nameTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await t.asUser(me).post('/api/skills', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await t.asUser(me).put('/api/skills/React', { level: 5 })).statusCode).toBe(404);
    expect(await profileSkills(me)).toEqual([]);
  });

  it('stops at the profile limit', async () => {
    const me = await createUser(t, { isFreelancer: true });
    for (let i = 0; i < PROFILE_LIMITS.skillsMax; i++) {
      expect((await t.asUser(me).post('/api/skills', { skill: `Habilidade ${i}`, level: 1 })).statusCode).toBe(201);
    }
    const over = await t.asUser(me).post('/api/skills', { skill: 'Mais uma', level: 1 });
    expect([over.statusCode, over.json().code]).toEqual([409, 'SKILL_LIMIT']);
    expect((await skillsOf(me)).items).toHaveLength(PROFILE_LIMITS.skillsMax);
  });

  it('two additions at once both land, neither lost', async () => {
    const me = await createUser(t, { isFreelancer: true });
    const [a, b] = await Promise.all([
      t.asUser(me).post('/api/skills', { skill: 'Vue', level: 5 }),
      t.asUser(me).post('/api/skills', { skill: 'Svelte', level: 6 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([...(await profileSkills(me))].sort()).toEqual(['Svelte', 'Vue']);
  });

  it('the profile page shares the skills: a skill added there has no level; removed there, its level goes', async () => {
    const me = await createUser(t, { isFreelancer: true });
    await t.asUser(me).post('/api/skills', { skill: 'React', level: 8 });
    await t.asUser(me).post('/api/skills', { skill: 'SEO', level: 4 });
    const profile = (await t.asUser(me).get('/api/users/profile')).json();
    const { _id, avatar_url, email, locationDetails, ...form } = profile;
    const saved = await t.asUser(me).put('/api/users/profile', { ...form, skills: ['react', 'Node.js'] });
    expect(saved.statusCode).toBe(200);
    expect((await skillsOf(me)).items).toEqual([
      { skill: 'react', level: 8, contracts: 0, reviews: 0 },
      { skill: 'Node.js', level: null, contracts: 0, reviews: 0 },
    ]);
    expect(await levelRows(me)).toEqual([['React', 8]]);
  });

  it('counts the concluded contracts whose job named the skill, and the reviews received on them', async () => {
    const client = await createUser(t);
    const me = await createUser(t, { isFreelancer: true });
    await t.asUser(me).post('/api/skills', { skill: 'react', level: 8 });
    await t.asUser(me).post('/api/skills', { skill: 'Otimização SEO', level: 3 });
    await t.asUser(me).post('/api/skills', { skill: 'Python', level: 2 });
    // Two concluded with React (one reviewed by the client), one ongoing with React (not counted).
    const reviewed = await createContract(t, {
      client,
      freelancer: me,
      status: 'concluido',
      job: { skills: ['React', 'OTIMIZACAO SEO'] },
    });
    await createContract(t, { client, freelancer: me, status: 'concluido', job: { skills: ['React'] } });
    await createContract(t, { client, freelancer: me, status: 'em_andamento', job: { skills: ['React', 'Python'] } });
    // Someone else's contract with Python: not mine.
    await createContract(t, { client, status: 'concluido', job: { skills: ['Python'] } });
    const url = `/api/contracts/${reviewed.contract.id}/reviews`;
    expect((await t.asUser(client).post(url, { rating: 5 })).statusCode).toBe(201);
    // Double-blind: the review counts once published (here, when the other side reviews too).
    expect((await skillsOf(me)).items[0]).toEqual({ skill: 'react', level: 8, contracts: 2, reviews: 0 });
    expect((await t.asUser(me).post(url, { rating: 5 })).statusCode).toBe(201);
    expect((await skillsOf(me)).items).toEqual([
      { skill: 'react', level: 8, contracts: 2, reviews: 1 },
      { skill: 'Otimização SEO', level: 3, contracts: 1, reviews: 1 },
      { skill: 'Python', level: 2, contracts: 0, reviews: 0 },
    ]);
  });

  it('needs a session and shows only one’s own', async () => {
    expect((await t.asUser(null).get('/api/skills')).statusCode).toBe(401);
    const a = await createUser(t, { isFreelancer: true });
    const b = await createUser(t, { isFreelancer: true });
    await t.asUser(a).post('/api/skills', { skill: 'Kotlin', level: 5 });
    expect((await skillsOf(b)).items).toEqual([]);
    expect((await t.asUser(b).put('/api/skills/Kotlin', { level: 1 })).statusCode).toBe(404);
    expect((await skillsOf(a)).items[0].level).toBe(5);
  });
});
