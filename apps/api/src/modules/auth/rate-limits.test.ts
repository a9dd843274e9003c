import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip?: string) => t.request({ method: 'POST', url, payload, ip });

describe('rate limits', () => {
  it('past 10 logins per e-mail in 15 minutes, whatever the IP, asks for a challenge (no lock-out), then stops asking', async () => {
    const { email, password } = await createUser(t);
    // createUser used one attempt already.
    for (let i = 0; i < 9; i++) {
      expect((await post('/api/auth/login', { email, password: 'Errada@123' })).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email, password });
    expect(blocked.statusCode).toBe(429);
    // A solved challenge lets the owner in (challenge.test.ts); without one, 429 until the window ends.
    expect(blocked.json()).toEqual({ code: 'CHALLENGE_REQUIRED', message: AUTH_MESSAGES.loginChallenge });
    t.clock.advance(15 * 60_000 + 1000);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('limits logins per IP to 50 in 15 minutes', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 50; i++) {
      const res = await post('/api/auth/login', { email: `x${i}@exemplo.com`, password: 'Errada@123' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: 'y@exemplo.com', password: 'Errada@123' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: 'y@exemplo.com', password: 'Errada@123' })).statusCode).toBe(401);
  });

  it('scales every limit by RATE_LIMIT_FACTOR (for test runs from one address)', async () => {
    const relaxed = await createTestApp({ rateLimitFactor: 2 });
    try {
      const ip = '203.0.113.9';
      const login = (i: number) =>
        relaxed.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `z${i}@exemplo.com`, password: 'Errada@123' },
          ip,
        });
      for (let i = 0; i < 100; i++) expect((await login(i)).statusCode).toBe(401);
      expect((await login(100)).statusCode).toBe(429);
    } finally {
      await relaxed.close();
    }
  }, 90_000); // 13 s alone: it runs every limit past its scaled count

  it('limits code requests per e-mail to 5 an hour', async () => {
    const email = 'muitos.codigos@exemplo.com';
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/enviar-otp', { email })).statusCode).toBe(200);
    const blocked = await post('/api/auth/enviar-otp', { email: email.toUpperCase() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.otpRequestRateLimited });
  });

  it('limits code checks per e-mail to 10 in 15 minutes', async () => {
    const email = 'muitas.tentativas@exemplo.com';
    const payload = { email, otp: '000000', newPassword: 'Labora@2026' };
    for (let i = 0; i < 10; i++) expect((await post('/api/auth/verificar-otp', payload)).statusCode).toBe(400);
    const blocked = await post('/api/auth/verificar-otp', payload);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.otpCheckRateLimited });
  });
});
