import { COMMON_MESSAGES } from '@labora/shared/errors';
import { PROFILE_MESSAGES } from '@labora/shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const full = {
  first_name: 'maria',
  last_name: 'das dores',
  email: 'Maria.Perfil@Exemplo.com',
  phone: '(31) 3234-5678',
  user_type: 'Designer',
  location: 'Belo Horizonte, MG',
  locationDetails: { placeId: '3106200', latitude: -19.9102, longitude: -43.9266 },
  hourly_rate: 85.5,
  gender: 'feminino',
  bio: 'Designer de interfaces há 8 anos.',
  skills: [' Figma ', 'UX', 'figma', '', 'Design System'],
};

const put = (payload: object, who: TestUser | null) => t.asUser(who).put('/api/users/profile', payload);

describe('PUT /api/users/profile', () => {
  it('saves every field, normalised, and the GET answers it back; hourly rate kept in centavos', async () => {
    const user = await createUser(t, { phone: full.phone });
    // The own e-mail, in any case (changing it is POST /api/users/email-change, see email-change.test.ts).
    const email = user.email;
    const res = await put({ ...full, email: email.toUpperCase() }, user);
    expect(res.statusCode).toBe(200);
    const expected = {
      _id: user.id,
      first_name: 'Maria',
      last_name: 'Das Dores',
      email,
      phone: '3132345678',
      user_type: 'Designer',
      location: 'Belo Horizonte, MG',
      locationDetails: full.locationDetails,
      hourly_rate: 85.5,
      gender: 'feminino',
      bio: full.bio,
      skills: ['Figma', 'UX', 'Design System'],
      avatar_url: null,
    };
    expect(res.json()).toEqual({
      message: PROFILE_MESSAGES.saved,
      profile: expected,
      user: expect.objectContaining({ first_name: 'Maria', firstName: 'Maria', last_name: 'Das Dores', email }),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.hourlyRateCents).toBe(8550);
    const get = await t.asUser(user).get('/api/users/profile');
    expect(get.json()).toEqual(expected);
  });

  it('lets optional fields be left out or cleared', async () => {
    const user = await createUser(t);
    const res = await put({ first_name: 'Ana', last_name: 'Lima', phone: '11987654321' }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      user_type: '',
      location: '',
      locationDetails: null,
      hourly_rate: null,
      gender: '',
      bio: '',
      skills: [],
    });
  });

  it('answers each bad field with its Portuguese message and changes nothing', async () => {
    const user = await createUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '123' }, PROFILE_MESSAGES.namesRequired],
      [{ last_name: 'x'.repeat(61) }, PROFILE_MESSAGES.nameTooLong],
      [{ email: 'maria@' }, PROFILE_MESSAGES.invalidEmail],
      [{ phone: '1234' }, PROFILE_MESSAGES.invalidPhone],
      [{ hourly_rate: -1 }, PROFILE_MESSAGES.invalidHourlyRate],
      [{ hourly_rate: 10.555 }, PROFILE_MESSAGES.invalidHourlyRate],
      [{ hourly_rate: '50' }, PROFILE_MESSAGES.invalidHourlyRate],
      [{ gender: 'outro' }, PROFILE_MESSAGES.invalidGender],
      [{ bio: 'x'.repeat(2001) }, PROFILE_MESSAGES.bioTooLong],
      [{ skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) }, PROFILE_MESSAGES.tooManySkills],
      [{ skills: ['x'.repeat(41)] }, PROFILE_MESSAGES.skillTooLong],
      [{ skills: 'Figma' }, PROFILE_MESSAGES.tooManySkills],
      [{ user_type: 'x'.repeat(101) }, PROFILE_MESSAGES.userTypeTooLong],
      [{ locationDetails: { placeId: '1', latitude: 200, longitude: 0 } }, PROFILE_MESSAGES.invalidLocation],
    ];
    for (const [override, message] of cases) {
      const res = await put({ ...full, email: user.email, ...override }, user);
      expect({ override, status: res.statusCode, body: res.json() }).toEqual({
        override,
        status: 400,
        body: { code: 'BAD_REQUEST', message },
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Ana', bio: '', hourlyRateCents: null });
  });

  it("refuses another account's e-mail, in any case, as it refuses any other e-mail", async () => {
    const other = await createUser(t);
    const user = await createUser(t);
    const res = await put({ ...full, email: other.email.toUpperCase() }, user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'EMAIL_CHANGE_NEEDS_CONFIRMATION',
      message: PROFILE_MESSAGES.emailNeedsConfirmation,
    });
  });

  it('needs a session', async () => {
    const res = await put(full, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: COMMON_MESSAGES.unauthorized });
    expect((await t.asUser(null).get('/api/users/profile')).statusCode).toBe(401);
  });
});
