import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { JOB_MESSAGES, JOBS_COUNT_CAP } from '@labora/shared/jobs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';
import { ATTACHMENT_MESSAGES } from './attachments.js';
import { newJob } from './test-helpers.js';

let t: TestApp;
let client: { token: string; user: { _id: string } };
let other: { token: string; user: { _id: string } };
beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAndLogIn(t, { first_name: 'carla', last_name: 'mendes' });
  other = await signUpAndLogIn(t);
});
afterAll(() => t.close());

const post = (payload: object, token = client.token) => t.request({ method: 'POST', url: '/api/jobs', payload, token });
const get = (url: string, token = client.token) => t.request({ method: 'GET', url, token });
const list = async (query: string, token = client.token) => {
  const res = await get(`/api/jobs?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string; title: string }[]; total: number; totalCapped: boolean };
};
const storedFiles = async () => (await readdir(path.join(t.uploadsDir, 'attachments')).catch(() => [])).length;

describe('POST /api/jobs', () => {
  it('publishes a job and answers it whole, with the client', async () => {
    const res = await post(newJob({ hourlyRateCents: 9_000, skills: [' React ', 'react', '', 'SEO'] }));
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
      client: { id: client.user._id, name: 'Carla Mendes', rating: null, reviewCount: 0 },
    });
    expect((await get(`/api/jobs/${job.id}`, other.token)).json()).toEqual(job);
  });

  it('checks the required fields in SPEC order, then the rules', async () => {
    const cases: [object, string][] = [
      [{}, JOB_MESSAGES.titleRequired],
      [{ ...newJob(), title: '   ' }, JOB_MESSAGES.titleRequired],
      [{ ...newJob(), category: 'Culinária' }, JOB_MESSAGES.categoryRequired],
      [{ ...newJob(), experienceLevel: 'mestre' }, JOB_MESSAGES.experienceLevelRequired],
      [{ ...newJob(), budgetCents: null }, JOB_MESSAGES.budgetRequired],
      [{ ...newJob(), projectType: 'hourly', budgetCents: null }, JOB_MESSAGES.hourlyRateRequired],
      [{ ...newJob(), budgetCents: 0 }, JOB_MESSAGES.amountInvalid],
      [{ ...newJob(), budgetCents: 10.5 }, JOB_MESSAGES.amountInvalid],
      [{ ...newJob(), budgetCents: 2_000_000_000 }, JOB_MESSAGES.amountTooHigh],
      [{ ...newJob(), duration: '' }, JOB_MESSAGES.durationRequired],
      [{ ...newJob(), deliveryDeadline: '' }, JOB_MESSAGES.deadlineRequired],
      [{ ...newJob(), deliveryDeadline: '2026-02-30' }, JOB_MESSAGES.deadlineInvalid],
      [{ ...newJob(), deliveryDeadline: '2020-01-01' }, JOB_MESSAGES.deadlinePast],
      [{ ...newJob(), description: '' }, JOB_MESSAGES.descriptionRequired],
      [{ ...newJob(), description: 'x'.repeat(5001) }, JOB_MESSAGES.descriptionTooLong],
      [{ ...newJob(), skills: Array.from({ length: 21 }, (_, i) => `s${i}`) }, JOB_MESSAGES.tooManySkills],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await t.request({ method: 'POST', url: '/api/jobs', payload: newJob() })).statusCode).toBe(401);
  });

  it('takes attachments in the same request, checked by content, downloadable by signed-in users', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const text = Buffer.from('Requisitos: cardápio em português e inglês.\n');
    const body = multipartBody({ job: JSON.stringify(newJob()) }, [
      { field: 'attachments', name: 'briefing.pdf', data: pdf },
      { field: 'attachments', name: 'logo atual.png', data: png },
      { field: 'attachments', name: '../../notas ção.txt', data: text },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/jobs', token: client.token, ...body });
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
    const download = await get(`/api/jobs/${job.id}/attachments/${job.attachments[2].id}`, other.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(text)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''notas%20%C3%A7%C3%A3o.txt");
    const guest = await t.request({ method: 'GET', url: `/api/jobs/${job.id}/attachments/${job.attachments[2].id}` });
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
    const cases: [Parameters<typeof multipartBody>[1], number, string][] = [
      [
        [
          { field: 'attachments', name: 'a.png', data: png },
          { field: 'attachments', name: 'x.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        ],
        415,
        ATTACHMENT_MESSAGES.unsupported,
      ],
      [
        [{ field: 'attachments', name: 'run.exe', data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) }],
        415,
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
        ATTACHMENT_MESSAGES.tooLarge,
      ],
      [[{ field: 'attachments', name: 'vazio.pdf', data: Buffer.alloc(0) }], 400, ATTACHMENT_MESSAGES.empty],
      [
        Array.from({ length: 11 }, (_, i) => ({ field: 'attachments', name: `${i}.png`, data: png })),
        413,
        ATTACHMENT_MESSAGES.tooMany,
      ],
    ];
    for (const [files, status, message] of cases) {
      const body = multipartBody({ job: JSON.stringify(newJob({ title })) }, files);
      const res = await t.request({ method: 'POST', url: '/api/jobs', token: client.token, ...body });
      expect([res.statusCode, res.json().message.startsWith(message)]).toEqual([status, true]);
    }
    const invalid = multipartBody({ job: JSON.stringify({ ...newJob({ title }), description: '' }) }, [
      { field: 'attachments', name: 'a.png', data: png },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/jobs', token: client.token, ...invalid });
    expect([res.statusCode, res.json().message]).toEqual([400, JOB_MESSAGES.descriptionRequired]);
    expect(await storedFiles()).toBe(before);
    expect((await list(`owner=mine&search=${encodeURIComponent(title)}`)).total).toBe(0);
  });
});

describe('GET /api/jobs', () => {
  it('searches title, skills and category ignoring accents and case, newest first, paged', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = (await post(newJob({ title: `Criação de Logotipo ${tag}`, category: 'Design Gráfico' }))).json();
    t.clock.advance(1000);
    const b = (await post(newJob({ title: `Loja virtual ${tag}`, skills: ['Programação', 'Shopify'] }))).json();
    t.clock.advance(1000);
    const c = (
      await post(
        newJob({
          title: `Campanha ${tag}`,
          category: 'Marketing Digital',
          projectType: 'hourly',
          hourlyRateCents: 8_000,
        }),
      )
    ).json();
    const titles = async (q: string) => (await list(q)).items.map((j) => j.id);
    expect(await titles(`search=CRIAÇÃO DE logotipo ${tag}`)).toEqual([a.id]);
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
    const job = (await post(newJob({ title: `Vaga ${tag}` }))).json();
    const close = (token: string, status = 'closed') =>
      t.request({ method: 'PATCH', url: `/api/jobs/${job.id}/status`, payload: { status }, token });
    expect((await close(other.token)).statusCode).toBe(403);
    expect((await close(client.token)).json().status).toBe('closed');
    expect((await list(`search=${tag}`, other.token)).total).toBe(0);
    expect((await get(`/api/jobs/${job.id}`, other.token)).statusCode).toBe(404);
    expect((await list(`search=${tag}&owner=mine`)).items.map((j) => j.id)).toEqual([job.id]);
    expect((await close(client.token, 'open')).json().status).toBe('open');
    expect((await list(`search=${tag}`, other.token)).total).toBe(1);
  });
});

describe('PUT /api/jobs/:id and attachments', () => {
  it('lets only the owner edit, add and remove files', async () => {
    const job = (await post(newJob())).json();
    const edit = (token: string, body: object) =>
      t.request({ method: 'PUT', url: `/api/jobs/${job.id}`, payload: body, token });
    expect((await edit(other.token, newJob({ title: 'Invasão' }))).statusCode).toBe(403);
    const edited = await edit(
      client.token,
      newJob({ title: 'Site com loja', projectType: 'hourly', hourlyRateCents: 12_000 }),
    );
    expect(edited.json()).toMatchObject({
      title: 'Site com loja',
      projectType: 'hourly',
      budgetCents: null,
      hourlyRateCents: 12_000,
    });
    expect((await edit(client.token, { ...newJob(), deliveryDeadline: '2020-01-01' })).json().message).toBe(
      JOB_MESSAGES.deadlinePast,
    );

    const file = multipartBody({}, [
      { field: 'attachments', name: 'escopo.txt', data: Buffer.from('Escopo do projeto') },
    ]);
    const url = `/api/jobs/${job.id}/attachments`;
    expect((await t.request({ method: 'POST', url, token: other.token, ...file })).statusCode).toBe(403);
    const added = await t.request({ method: 'POST', url, token: client.token, ...file });
    expect(added.statusCode).toBe(200);
    const [attachment] = added.json().attachments;
    const del = (token: string) => t.request({ method: 'DELETE', url: `${url}/${attachment.id}`, token });
    expect((await del(other.token)).statusCode).toBe(403);
    expect((await del(client.token)).json().attachments).toEqual([]);
    expect((await get(`${url}/${attachment.id}`)).statusCode).toBe(404);
    expect((await get('/api/jobs/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
