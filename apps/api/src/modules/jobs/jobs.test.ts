import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ATTACHMENT_MESSAGES, JOB_MESSAGES, JOBS_COUNT_CAP } from '@labora/shared/jobs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, createUser, jobInput, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
let client: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await createUser(t, { first_name: 'carla', last_name: 'mendes' });
  other = await createUser(t);
});
afterAll(() => t.close());

const post = (payload: object, who: TestUser | null = client) => t.asUser(who).post('/api/jobs', payload);
const get = (url: string, who = client) => t.asUser(who).get(url);
const list = async (query: string, who = client) => {
  const res = await get(`/api/jobs?${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string; title: string }[]; total: number; totalCapped: boolean };
};
const storedFiles = async () => (await readdir(path.join(t.uploadsDir, 'attachments')).catch(() => [])).length;

describe('POST /api/jobs', () => {
  it('publishes a job and answers it whole, with the client', async () => {
    const res = await post(jobInput({ hourlyRateCents: 9_000, skills: [' React ', 'react', '', 'SEO'] }));
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      category: 'Desenvolvimento Web',
      projectType: 'fixed',
      budgetCents: 250_000,
      // A fixed job keeps no hourly rate, whatever the form sent.
      hourlyRateCents: null,
      experienceLevel: 'intermediario',
      status: 'open',
      skills: ['React', 'SEO'],
      proposalCount: 0,
      attachments: [],
      client: { id: client.id, name: 'Carla Mendes', rating: null, reviewCount: 0 },
    });
    expect((await get(`/api/jobs/${job.id}`, other)).json()).toEqual(job);
  });

  it('checks the required fields in SPEC order, then the rules', async () => {
    const cases: [object, string][] = [
      [{}, JOB_MESSAGES.titleRequired],
      [{ ...jobInput(), title: '   ' }, JOB_MESSAGES.titleRequired],
      [{ ...jobInput(), category: 'Culinária' }, JOB_MESSAGES.categoryRequired],
      [{ ...jobInput(), experienceLevel: 'mestre' }, JOB_MESSAGES.experienceLevelRequired],
      [{ ...jobInput(), budgetCents: null }, JOB_MESSAGES.budgetRequired],
      [{ ...jobInput(), projectType: 'hourly', budgetCents: null }, JOB_MESSAGES.hourlyRateRequired],
      [{ ...jobInput(), budgetCents: 0 }, JOB_MESSAGES.amountInvalid],
      [{ ...jobInput(), budgetCents: 10.5 }, JOB_MESSAGES.amountInvalid],
      [{ ...jobInput(), budgetCents: 2_000_000_000 }, JOB_MESSAGES.amountTooHigh],
      [{ ...jobInput(), duration: '' }, JOB_MESSAGES.durationRequired],
      [{ ...jobInput(), deliveryDeadline: '' }, JOB_MESSAGES.deadlineRequired],
      [{ ...jobInput(), deliveryDeadline: '2026-02-30' }, JOB_MESSAGES.deadlineInvalid],
      [{ ...jobInput(), deliveryDeadline: '2020-01-01' }, JOB_MESSAGES.deadlinePast],
      [{ ...jobInput(), description: '' }, JOB_MESSAGES.descriptionRequired],
      [{ ...jobInput(), description: 'x'.repeat(5001) }, JOB_MESSAGES.descriptionTooLong],
      [{ ...jobInput(), skills: Array.from({ length: 21 }, (_, i) => `s${i}`) }, JOB_MESSAGES.tooManySkills],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await post(jobInput(), null)).statusCode).toBe(401);
  });

  it('takes attachments in the same request, checked by content, downloadable by signed-in users', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const text = Buffer.from('Requisitos: cardápio em português e inglês.\n');
    const body = multipartBody({ job: JSON.stringify(jobInput()) }, [
      { field: 'attachments', name: 'briefing.pdf', data: pdf },
      { field: 'attachments', name: 'logo atual.png', data: png },
      { field: 'attachments', name: '../../notas ção.txt', data: text },
    ]);
    const res = await t.asUser(client).request({ method: 'POST', url: '/api/jobs', ...body });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(
      job.attachments.map((a: { fileName: string; contentType: string; size: number }) => [
        a.fileName,
        a.contentType,
        a.size,
      ]),
    ).toEqual([
      ['briefing.pdf', 'application/pdf', pdf.length],
      ['logo atual.png', 'image/png', png.length],
      ['notas ção.txt', 'text/plain; charset=utf-8', text.length],
    ]);
    const download = await get(`/api/jobs/${job.id}/attachments/${job.attachments[2].id}`, other);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(text)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''notas%20%C3%A7%C3%A3o.txt");
    const guest = await t.asUser(null).get(`/api/jobs/${job.id}/attachments/${job.attachments[2].id}`);
    expect(guest.statusCode).toBe(401);
    // Not reachable as a static file either.
    expect((await t.app.inject({ method: 'GET', url: '/uploads/attachments/' })).statusCode).toBe(404);
  });

  it('refuses bad attachments whole: no job and no file left', async () => {
    const before = await storedFiles();
    const title = `Trabalho recusado ${Date.now()}`;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const cases: [Parameters<typeof multipartBody>[1], number, string, string][] = [
      [
        [
          { field: 'attachments', name: 'a.png', data: png },
          { field: 'attachments', name: 'x.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        ],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        ATTACHMENT_MESSAGES.unsupported,
      ],
      [
        [{ field: 'attachments', name: 'run.exe', data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) }],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        ATTACHMENT_MESSAGES.unsupported,
      ],
      [
        [
          {
            field: 'attachments',
            name: 'big.pdf',
            data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 - 8)]),
          },
        ],
        413,
        'ATTACHMENT_TOO_LARGE',
        ATTACHMENT_MESSAGES.tooLarge,
      ],
      [
        [{ field: 'attachments', name: 'vazio.pdf', data: Buffer.alloc(0) }],
        400,
        'BAD_REQUEST',
        ATTACHMENT_MESSAGES.empty,
      ],
      [
        Array.from({ length: 11 }, (_, i) => ({ field: 'attachments', name: `${i}.png`, data: png })),
        413,
        'TOO_MANY_ATTACHMENTS',
        ATTACHMENT_MESSAGES.tooMany,
      ],
    ];
    for (const [files, status, code, message] of cases) {
      const body = multipartBody({ job: JSON.stringify(jobInput({ title })) }, files);
      const res = await t.asUser(client).request({ method: 'POST', url: '/api/jobs', ...body });
      expect([res.statusCode, res.json().code, res.json().message.startsWith(message)]).toEqual([status, code, true]);
    }
    const invalid = multipartBody({ job: JSON.stringify({ ...jobInput({ title }), description: '' }) }, [
      { field: 'attachments', name: 'a.png', data: png },
    ]);
    const res = await t.asUser(client).request({ method: 'POST', url: '/api/jobs', ...invalid });
    expect([res.statusCode, res.json().message]).toEqual([400, JOB_MESSAGES.descriptionRequired]);
    expect(await storedFiles()).toBe(before);
    expect((await list(`owner=mine&search=${encodeURIComponent(title)}`)).total).toBe(0);
  });
});

describe('GET /api/jobs', () => {
  it('searches title, skills and category ignoring accents and case, newest first, paged', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await createJob(t, client, { title: `Criação de Logotipo ${tag}`, category: 'Design Gráfico' });
    t.clock.advance(1000);
    const b = await createJob(t, client, { title: `Loja virtual ${tag}`, skills: ['Programação', 'Shopify'] });
    t.clock.advance(1000);
    const c = await createJob(t, client, {
      title: `Campanha ${tag}`,
      category: 'Marketing Digital',
      projectType: 'hourly',
      hourlyRateCents: 8_000,
    });
    const titles = async (q: string) => (await list(q)).items.map((j) => j.id);
    expect(await titles(`search=CRIAÇÃO DE logotipo ${tag}`)).toEqual([a.id]);
    // Several words, in any order and any field (title, skills, category): each one required.
    expect(await titles(`search=logotipo ${tag} design`)).toEqual([a.id]);
    expect(await titles(`search=shopify loja ${tag}`)).toEqual([b.id]);
    expect(await titles(`search=${tag} marketing`)).toEqual([c.id]);
    expect(await titles(`search=logotipo ${tag} shopify`)).toEqual([]);
    expect(await titles(`search=${tag}`)).toEqual([c.id, b.id, a.id]);
    expect((await titles('search=programacao')).includes(b.id)).toBe(true);
    expect((await titles('search=marketing digital')).includes(c.id)).toBe(true);
    expect(await titles(`search=${tag}&category=Design%20Gr%C3%A1fico`)).toEqual([a.id]);
    expect(await titles(`search=${tag}&projectType=hourly`)).toEqual([c.id]);
    expect(await titles(`search=${tag}&minBudgetCents=9000`)).toEqual([b.id, a.id]);
    expect(await titles(`search=${tag}&maxBudgetCents=9000`)).toEqual([c.id]);
    expect(await titles(`search=${tag}&remote=true`)).toEqual([]);
    const page2 = await list(`search=${tag}&pageSize=2&page=2`);
    expect([page2.items.map((j) => j.id), page2.total, page2.totalCapped]).toEqual([[a.id], 3, false]);
    expect(await titles('search=%25')).toEqual([]);
    for (const bad of ['page=0', 'pageSize=51', 'category=Culin%C3%A1ria', 'remote=sim', `search=${'x'.repeat(101)}`]) {
      const res = await get(`/api/jobs?${bad}`);
      expect([bad, res.statusCode, res.json().message]).toEqual([bad, 400, JOB_MESSAGES.invalidQuery]);
    }
    expect(JOBS_COUNT_CAP).toBe(1000);
  });

  it('hides closed jobs from others; the owner lists and reopens them', async () => {
    const tag = `fechado${Date.now().toString(36)}`;
    const job = await createJob(t, client, { title: `Vaga ${tag}` });
    const close = (who: TestUser, status = 'closed') => t.asUser(who).patch(`/api/jobs/${job.id}/status`, { status });
    const refused = await close(other);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { code: 'NOT_JOB_OWNER', message: JOB_MESSAGES.notOwner },
    ]);
    expect((await close(client)).json().status).toBe('closed');
    expect((await list(`search=${tag}`, other)).total).toBe(0);
    expect((await get(`/api/jobs/${job.id}`, other)).statusCode).toBe(404);
    expect((await list(`search=${tag}&owner=mine`)).items.map((j) => j.id)).toEqual([job.id]);
    expect((await close(client, 'open')).json().status).toBe('open');
    expect((await list(`search=${tag}`, other)).total).toBe(1);
  });
});

describe('PUT /api/jobs/:id and attachments', () => {
  it('lets only the owner edit, add and remove files', async () => {
    const job = await createJob(t, client);
    const edit = (who: TestUser, body: object) => t.asUser(who).put(`/api/jobs/${job.id}`, body);
    expect((await edit(other, jobInput({ title: 'Invasão' }))).statusCode).toBe(403);
    const edited = await edit(
      client,
      jobInput({ title: 'Site com loja', projectType: 'hourly', hourlyRateCents: 12_000 }),
    );
    expect(edited.json()).toMatchObject({
      title: 'Site com loja',
      projectType: 'hourly',
      budgetCents: null,
      hourlyRateCents: 12_000,
    });
    expect((await edit(client, { ...jobInput(), deliveryDeadline: '2020-01-01' })).json().message).toBe(
      JOB_MESSAGES.deadlinePast,
    );

    const file = multipartBody({}, [
      { field: 'attachments', name: 'escopo.txt', data: Buffer.from('Escopo do projeto') },
    ]);
    const url = `/api/jobs/${job.id}/attachments`;
    expect((await t.asUser(other).request({ method: 'POST', url, ...file })).statusCode).toBe(403);
    const added = await t.asUser(client).request({ method: 'POST', url, ...file });
    expect(added.statusCode).toBe(200);
    const [attachment] = added.json().attachments;
    const del = (who: TestUser) => t.asUser(who).delete(`${url}/${attachment.id}`);
    expect((await del(other)).statusCode).toBe(403);
    expect((await del(client)).json().attachments).toEqual([]);
    expect((await get(`${url}/${attachment.id}`)).statusCode).toBe(404);
    const badId = await get('/api/jobs/not-a-uuid');
    expect([badId.statusCode, badId.json().code]).toEqual([400, 'INVALID_ID']);
    expect((await get('/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
