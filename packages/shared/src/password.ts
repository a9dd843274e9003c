export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '@$!%*?&';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'Uma letra maiúscula', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'Uma letra minúscula', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'Um número', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    label: `Um caractere especial (${PASSWORD_SPECIALS})`,
    test: (p) => [...PASSWORD_SPECIALS].some((c) => p.includes(c)),
  },
];

export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
