import { ZMeResponse } from '@labora/shared/auth';
import { ZListJobsResponse } from '@labora/shared/jobs';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createJob, createUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { responseSerializerCompiler, zodSerializedResponses } from './response-serializer.js';

const route = { method: 'GET', url: '/x', httpStatus: '200' };
const compile = (schema: z.ZodType) => responseSerializerCompiler({ ...route, schema } as never);
const zodCompile = (schema: z.ZodType) =>
  zodSerializerCompiler({ ...route, schema } as never) as (data: unknown) => string;

const job = {
  id: '5f0c7e2a-3b1d-4c5e-8f9a-0b1c2d3e4f5a',
  title: 'Loja virtual',
  category: 'Desenvolvimento Web',
  projectType: 'fixed',
  budgetCents: 150000,
  hourlyRateCents: null,
  experienceLevel: 'iniciante',
  description: 'Uma loja "completa" com acentuação e \\ barras\n',
  location: '',
  remote: true,
  skills: ['React', 'Node.js'],
  deliveryDeadline: '2026-12-31',
  status: 'open',
  proposalCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  client: {
    id: '6f0c7e2a-3b1d-4c5e-8f9a-0b1c2d3e4f5a',
    name: 'Ana Lima',
    avatarUrl: null,
    rating: 4.5,
    reviewCount: 2,
  },
};

describe('the response serialiser', () => {
  it('writes what zod wrote: same JSON for nested, nullable and escaped values', () => {
    const list = {
      items: [job, { ...job, budgetCents: null, client: { ...job.client, avatarUrl: '/a.png', rating: null } }],
      total: 2,
      totalCapped: false,
      page: 1,
      pageSize: 20,
    };
    expect(JSON.parse(compile(ZListJobsResponse)(list))).toEqual(JSON.parse(zodCompile(ZListJobsResponse)(list)));
  });

  it('never lets a field the schema does not name leave the server, at any depth', () => {
    const leaky = {
      user: {
        _id: job.id,
        first_name: 'Ana',
        last_name: 'Lima',
        firstName: 'Ana',
        email: 'ana@exemplo.com',
        avatar_url: null,
        isFreelancer: false,
        intent: null,
        role: 'user',
        passwordHash: 'scrypt$secret',
        phone: '11987654321',
      },
      isFirstLogin: false,
      token: 'a-session-token',
    };
    const out = compile(ZMeResponse)(leaky);
    expect(out).not.toContain('secret');
    expect(out).not.toContain('11987654321');
    expect(out).not.toContain('a-session-token');
    expect(JSON.parse(out)).toEqual({
      user: { ...leaky.user, passwordHash: undefined, phone: undefined },
      isFirstLogin: false,
    });

    const list = compile(ZListJobsResponse)({
      items: [{ ...job, clientId: 'hidden-id', client: { ...job.client, email: 'hidden@exemplo.com' } }],
      total: 1,
      totalCapped: false,
      page: 1,
      pageSize: 20,
      sql: 'select * from jobs',
    });
    expect(list).not.toMatch(/hidden|select \*/);
  });

  it('fails a response that lacks a required field, as zod did (a 500, never a partial answer)', () => {
    const { user: _, ...withoutUser } = { user: null, isFirstLogin: true };
    expect(() => compile(ZMeResponse)(withoutUser)).toThrow();
  });

  describe('in the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('compiles every route response schema (none falls back to zod)', () => {
      expect(zodSerializedResponses).toEqual([]);
    });

    it('answers the same list through the compiled schema: only documented fields', async () => {
      const client = await createUser(t);
      await createJob(t, client);
      const res = await t.asUser(client).get('/api/jobs?owner=mine');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body.items[0]).sort()).toEqual(
        Object.keys(ZListJobsResponse.shape.items.element.shape).sort(),
      );
      expect(body.items[0].client).not.toHaveProperty('email');
    });
  });
});
