import { describe, expect, it } from 'vitest';
import { ZRegisterRequest } from './auth.js';
import { AUTH_MESSAGES, signUpError, type TRegisterRequest } from './auth-rules.js';

const valid: TRegisterRequest = {
  first_name: 'Ana',
  last_name: 'Souza',
  phone: '(11) 98765-4321',
  email: 'ana@exemplo.com.br',
  password: 'Labora@2026',
  confirm_password: 'Labora@2026',
};

describe('sign-up validation', () => {
  it('accepts a complete, valid form, with the phone formatted or as digits', () => {
    expect(signUpError(valid)).toBeNull();
    expect(signUpError({ ...valid, phone: '11987654321' })).toBeNull();
  });

  it('checks the rules in the SPEC order, reporting the first failure', () => {
    const allBad = { ...valid, first_name: '', phone: '123', email: 'x', password: 'a', confirm_password: 'b' };
    expect(signUpError(allBad)).toBe(AUTH_MESSAGES.fillAll);
    expect(signUpError({ ...allBad, first_name: 'Ana' })).toBe(AUTH_MESSAGES.invalidPhone);
    expect(signUpError({ ...allBad, first_name: 'Ana', phone: valid.phone })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(signUpError({ ...valid, password: 'a', confirm_password: 'b' })).toBe(AUTH_MESSAGES.weakPassword);
    expect(signUpError({ ...valid, confirm_password: 'Labora@2027' })).toBe(AUTH_MESSAGES.passwordsDiffer);
  });

  it('treats blank and letterless names as missing', () => {
    expect(signUpError({ ...valid, last_name: '   ' })).toBe(AUTH_MESSAGES.fillAll);
    expect(signUpError({ ...valid, first_name: '123' })).toBe(AUTH_MESSAGES.fillAll);
    expect(signUpError({ ...valid, confirm_password: '' })).toBe(AUTH_MESSAGES.fillAll);
  });

  it('refuses over-long names and passwords', () => {
    expect(signUpError({ ...valid, first_name: 'a'.repeat(61) })).toBe(AUTH_MESSAGES.nameTooLong);
    const long = `Aa1@${'x'.repeat(200)}`;
    expect(signUpError({ ...valid, password: long, confirm_password: long })).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it('reports a missing or non-text field as an unfilled form', () => {
    const result = ZRegisterRequest.safeParse({ ...valid, phone: 11987654321 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.fillAll);
  });
});
