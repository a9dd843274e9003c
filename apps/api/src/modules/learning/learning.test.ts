import { DASHBOARD_CATEGORIES } from '@labora/shared/catalog';
import { LEARNING_MESSAGES, LEARNING_TYPES, type TLearningResource } from '@labora/shared/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningResources } from '../../db/schema/learning.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (who: TestUser, query = '') =>
  (await t.asUser(who).get(`/api/learning${query}`)).json() as { items: TLearningResource[]; total: number };

describe('learning (Aprendizagem)', () => {
  it('the seeded catalogue: at least two free pt-BR resources per SPEC category, real https links', async () => {
    const rows = await t.database.db.select().from(learningResources);
    for (const category of DASHBOARD_CATEGORIES) {
      expect(rows.filter((r) => r.category === category.name).length, category.name).toBeGreaterThanOrEqual(2);
    }
    for (const r of rows) {
      expect(r.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(r.language).toBe('pt-BR');
      expect(LEARNING_TYPES).toContain(r.type);
      expect(r.keywords.length).toBeGreaterThan(0);
    }
  });

  it('recommends by the person’s skills first (folded), then by category, and filters by category', async () => {
    const me = await createUser(t, { isFreelancer: true });
    await t.asUser(me).post('/api/skills', { skill: 'python', level: 6 });
    await t.asUser(me).post('/api/skills', { skill: 'Edição de vídeo', level: 6 });
    const first = await page(me, '?pageSize=50');
    const total = (await t.database.db.select().from(learningResources)).length;
    expect(first.total).toBe(total);
    const recommended = first.items.filter((r) => r.recommended);
    expect(recommended.length).toBeGreaterThan(0);
    // Recommended come first, the most matched skills first.
    expect(first.items.slice(0, recommended.length).every((r) => r.recommended)).toBe(true);
    const pythonTutorial = first.items.find((r) => r.url === 'https://docs.python.org/pt-br/3/tutorial/');
    expect(pythonTutorial?.matchedSkills).toEqual(['python']);
    expect(first.items.find((r) => r.platform === 'Adobe' && r.title.includes('Premiere'))?.matchedSkills).toEqual([
      'Edição de vídeo',
    ]);

    const design = await page(me, `?category=${encodeURIComponent('Design Gráfico')}`);
    expect(design.items.length).toBeGreaterThanOrEqual(2);
    expect(design.items.every((r) => r.category === 'Design Gráfico' && !r.recommended)).toBe(true);

    const bad = await t.asUser(me).get('/api/learning?category=Culinária');
    expect([bad.statusCode, bad.json().message]).toEqual([400, LEARNING_MESSAGES.invalidCategory]);
  });

  it('pages in the database', async () => {
    const me = await createUser(t);
    const one = await page(me, '?pageSize=5&page=1');
    const two = await page(me, '?pageSize=5&page=2');
    expect(one.items).toHaveLength(5);
    expect(two.items).toHaveLength(5);
    expect(new Set([...one.items, ...two.items].map((r) => r.id)).size).toBe(10);
    expect((await page(me, '?pageSize=5&page=999')).items).toEqual([]);
    expect((await page(me, '?pageSize=5&page=999')).total).toBe(one.total);
  });

  it('saves the person’s own progress: in progress with a percent, completed, back to not started', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const [resource] = (await page(me)).items;
    const id = resource?.id as string;
    const save = (who: TestUser, body: object) => t.asUser(who).put(`/api/learning/${id}/progress`, body);
    expect((await save(me, { status: 'in_progress', percent: 40 })).json()).toEqual({
      status: 'in_progress',
      percent: 40,
    });
    const mine = (await page(me)).items.find((r) => r.id === id);
    expect(mine?.progress).toEqual({ status: 'in_progress', percent: 40 });
    // Someone else's list is untouched.
    expect((await page(other)).items.find((r) => r.id === id)?.progress).toEqual({ status: 'not_started', percent: 0 });
    expect((await save(me, { status: 'completed' })).json()).toEqual({ status: 'completed', percent: 100 });
    expect((await save(me, { status: 'not_started', percent: 50 })).json()).toEqual({
      status: 'not_started',
      percent: 0,
    });
    expect((await page(me)).items.find((r) => r.id === id)?.progress.status).toBe('not_started');

    const badPercent = await save(me, { status: 'in_progress', percent: 120 });
    expect([badPercent.statusCode, badPercent.json().message]).toEqual([400, LEARNING_MESSAGES.invalidPercent]);
    const badStatus = await save(me, { status: 'lendo' });
    expect([badStatus.statusCode, badStatus.json().message]).toEqual([400, LEARNING_MESSAGES.invalidStatus]);
    const missing = await t.asUser(me).put('/api/learning/00000000-0000-4000-8000-00000000abcd/progress', {
      status: 'completed',
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, LEARNING_MESSAGES.notFound]);
    expect((await t.asUser(null).get('/api/learning')).statusCode).toBe(401);
  });
});
