import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, PASSWORD_RULES } from './password.js';

const failing = (password: string) => PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.id);

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(meetsPasswordRules('Labora@2026')).toBe(true);
    expect(failing('Abcdef1!')).toEqual([]);
  });

  it('names each rule a password breaks', () => {
    expect(failing('Ab1@')).toEqual(['length']);
    expect(failing('labora@2026')).toEqual(['uppercase']);
    expect(failing('LABORA@2026')).toEqual(['lowercase']);
    expect(failing('Labora@Labora')).toEqual(['digit']);
    expect(failing('Labora2026')).toEqual(['special']);
    expect(failing('Labora#2026')).toEqual(['special']);
    expect(failing('')).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
  });

  it('counts every special of @$!%*?&', () => {
    for (const c of '@$!%*?&') expect(meetsPasswordRules(`Labora2026${c}`)).toBe(true);
  });
});
