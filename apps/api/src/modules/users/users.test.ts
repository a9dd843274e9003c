import { COMMON_MESSAGES } from '@labora/shared/errors';
import { USERS_MESSAGES } from '@labora/shared/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../db/seed/admin.js';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.database.db, { email: 'chefe@labora.dev', password: 'Admin@2026' });
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'chefe@labora.dev', password: 'Admin@2026' },
  });
  adminToken = res.json().token;
});
afterAll(() => t.close());

const setFreelancer = (id: string, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/usuarios/${id}/isFreelancer`, payload: payload as object, token });

describe('PUT /api/usuarios/{id}/isFreelancer', () => {
  it('lets the user choose a role, which ends their first login', async () => {
    const { token, user } = await signUpAndLogIn(t);
    const res = await setFreelancer(user._id, { isFreelancer: true }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: USERS_MESSAGES.freelancerUpdated, user: { isFreelancer: true } });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json()).toMatchObject({ isFirstLogin: false, user: { isFreelancer: true } });
  });

  it('lets an admin change anyone, and nobody else', async () => {
    const owner = await signUpAndLogIn(t);
    const stranger = await signUpAndLogIn(t);
    const forbidden = await setFreelancer(owner.user._id, { isFreelancer: true }, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: COMMON_MESSAGES.forbidden });
    const guest = await setFreelancer(owner.user._id, { isFreelancer: true });
    expect(guest.statusCode).toBe(401);
    const byAdmin = await setFreelancer(owner.user._id, { isFreelancer: false }, adminToken);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().user).toMatchObject({ _id: owner.user._id, isFreelancer: false });
  });

  it('rejects bad ids and bodies with a message', async () => {
    const { token, user } = await signUpAndLogIn(t);
    const badId = await setFreelancer('123', { isFreelancer: true }, token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: COMMON_MESSAGES.invalidId });
    const missing = await setFreelancer('00000000-0000-4000-8000-000000000000', { isFreelancer: true }, adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: USERS_MESSAGES.notFound });
    for (const body of [{}, { isFreelancer: 'sim' }, { isFreelancer: 1 }]) {
      const res = await setFreelancer(user._id, body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: USERS_MESSAGES.freelancerFlagRequired });
    }
  });
});
