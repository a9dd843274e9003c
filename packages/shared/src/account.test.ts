import { describe, expect, it } from 'vitest';
import { CPF_MESSAGES, cpfStatusOf, maskCpf, ZSetCpfRequest } from './account.js';

describe('ZSetCpfRequest', () => {
  it('takes a CPF with or without its dots and dash and gives its 11 digits', () => {
    for (const typed of ['529.982.247-25', '52998224725', ' 529982247-25 ']) {
      expect(ZSetCpfRequest.parse({ cpf: typed })).toEqual({ cpf: '52998224725' });
    }
  });

  it('refuses wrong check digits, repeated digits, other punctuation and letters as invalid; nothing as missing', () => {
    for (const typed of ['529.982.247-26', '000.000.000-00', '529-982-247.25', '5299822472a5', 52998224725]) {
      expect(ZSetCpfRequest.safeParse({ cpf: typed }).error?.issues[0]?.message, String(typed)).toBe(
        CPF_MESSAGES.invalid,
      );
    }
    for (const body of [{ cpf: '' }, { cpf: '   ' }, {}]) {
      expect(ZSetCpfRequest.safeParse(body).error?.issues[0]?.message).toBe(CPF_MESSAGES.missing);
    }
  });
});

describe('maskCpf', () => {
  it("shows the owner only the middle six digits, as banks do: '***.456.789-**'", () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(cpfStatusOf(null)).toEqual({ cpf: null, cpfVerified: false });
    expect(cpfStatusOf('12345678909')).toEqual({ cpf: '***.456.789-**', cpfVerified: true });
  });
});
