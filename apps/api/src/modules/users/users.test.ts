import { COMMON_MESSAGES } from '@labora/shared/errors';
import { USERS_MESSAGES } from '@labora/shared/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const setFreelancer = (id: string, payload: object, who: TestUser | null) =>
  t.asUser(who).put(`/api/usuarios/${id}/isFreelancer`, payload);

describe('PUT /api/usuarios/{id}/isFreelancer', () => {
  it('lets the user choose a role, which ends their first login', async () => {
    const user = await createUser(t);
    const res = await setFreelancer(user.id, { isFreelancer: true }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: USERS_MESSAGES.freelancerUpdated, user: { isFreelancer: true } });
    const me = await t.asUser(user).get('/api/auth/me');
    expect(me.json()).toMatchObject({ isFirstLogin: false, user: { isFreelancer: true } });
  });

  it('lets an admin change anyone, and nobody else', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const forbidden = await setFreelancer(owner.id, { isFreelancer: true }, stranger);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: COMMON_MESSAGES.forbidden });
    const guest = await setFreelancer(owner.id, { isFreelancer: true }, null);
    expect(guest.statusCode).toBe(401);
    const byAdmin = await setFreelancer(owner.id, { isFreelancer: false }, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().user).toMatchObject({ _id: owner.id, isFreelancer: false });
  });

  it('rejects bad ids and bodies with a message', async () => {
    const user = await createUser(t);
    const badId = await setFreelancer('123', { isFreelancer: true }, user);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ code: 'INVALID_ID', message: COMMON_MESSAGES.invalidId });
    const missing = await setFreelancer('00000000-0000-4000-8000-000000000000', { isFreelancer: true }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: USERS_MESSAGES.notFound });
    for (const body of [{}, { isFreelancer: 'sim' }, { isFreelancer: 1 }]) {
      const res = await setFreelancer(user.id, body, user);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: USERS_MESSAGES.freelancerFlagRequired });
    }
  });
});
