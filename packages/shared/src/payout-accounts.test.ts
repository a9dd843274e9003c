import { describe, expect, it } from 'vitest';
import {
  bankOptions,
  describePayoutAccount,
  PAYOUT_ACCOUNT_MESSAGES as M,
  payoutAccountInput,
  pixKeyRefusal,
  sandboxPayoutFails,
  type TPayoutAccount,
  type TPayoutAccountInput,
  ZPayoutAccount,
  ZSavedPayoutAccount,
} from './payout-accounts.js';

function parse(input: unknown): TPayoutAccount {
  const result = ZPayoutAccount.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

/** The issues as `field: message`, the way a form shows them beside the field. */
function issues(input: unknown): string[] {
  const result = ZPayoutAccount.safeParse(input);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const BB: TPayoutAccountInput = { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' };

describe('PIX keys', () => {
  it.each([
    ['123.456.789-09', '12345678909', 'cpf'],
    ['12345678909', '12345678909', 'cpf'],
    [' 529.982.247-25 ', '52998224725', 'cpf'],
    ['12.345.678/0001-95', '12345678000195', 'cnpj'],
    ['12345678000195', '12345678000195', 'cnpj'],
    ['Q0.SLF.MBD/7VX4-39', 'Q0SLFMBD7VX439', 'cnpj'],
    ['12abc34501de35', '12ABC34501DE35', 'cnpj'],
    ['Fulano@Example.COM ', 'fulano@example.com', 'email'],
    ['Rafael+Falha@Example.com', 'rafael+falha@example.com', 'email'],
    ['(11) 98765-4321', '+5511987654321', 'phone'],
    ['11 98765-4321', '+5511987654321', 'phone'],
    ['+55 11 98765-4321', '+5511987654321', 'phone'],
    ['+5521987654321', '+5521987654321', 'phone'],
    ['0055 11 98765-4321', '+5511987654321', 'phone'],
    ['71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d', 'evp'],
    ['71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d', 'evp'],
  ])('%s → %s (%s)', (pixKey, canonical, pixKeyType) => {
    expect(parse({ method: 'pix', pixKey })).toEqual({ method: 'pix', pixKey: canonical, pixKeyType });
  });

  it('reads 11 bare digits valid as both CPF and mobile as a CPF (the library rule); +55 makes it a phone', () => {
    expect(parse({ method: 'pix', pixKey: '51998259765' })).toMatchObject({ pixKeyType: 'cpf' });
    expect(parse({ method: 'pix', pixKey: '+55 51 99825-9765' })).toMatchObject({ pixKeyType: 'phone' });
  });

  it.each([
    '123.456.789-00', // wrong check digit
    '111.111.111-11', // repeated digits
    '12.345.678/0001-90',
    'Q0.SLF.MBD/7VX4-38',
    '(11) 3000-0000', // a landline is not a PIX key
    '+1 555 123 4567',
    'fulano@',
    'fulano@example',
    'not a key',
    '71c7d9be-4b85-4e43-9f1c',
    'x'.repeat(200),
  ])('refuses %s at pixKey', (pixKey) => {
    expect(issues({ method: 'pix', pixKey })).toEqual([`pixKey: ${M.pixKeyInvalid}`]);
  });

  it.each([[''], ['   '], [undefined]])('asks for a missing key (%j)', (pixKey) => {
    expect(issues({ method: 'pix', pixKey })).toEqual([`pixKey: ${M.pixKeyMissing}`]);
  });
});

describe('bank accounts', () => {
  it.each([
    [BB, BB],
    [{ ...BB, bankCode: '1' }, BB],
    [
      { ...BB, account: '00210167', digit: 'x' },
      { ...BB, account: '00210167', digit: 'X' },
    ],
    [{ ...BB, agency: ' 1584 ', account: ' 00210169 ' }, BB],
    ...[
      ['033', '1234', '13000001', '1'],
      ['041', '2664', '358507670', '6'],
      ['104', '1234', '00100012345', '9'],
      ['237', '1234', '0012345', '5'],
      ['237', '1234', '0000104', 'P'],
      ['260', '0001', '5216125', '0'],
      ['341', '2545', '02366', '1'],
      ['077', '0001', '1234567', '3'],
    ].map(([bankCode, agency, account, digit]) => {
      const input = { method: 'bank' as const, bankCode, agency, account, digit } as TPayoutAccountInput;
      return [input, input];
    }),
  ])('accepts %j', (input, expected) => {
    expect(parse(input)).toEqual(expected);
  });

  it('keeps the holder, with the CPF or CNPJ canonical, and drops empty holder fields', () => {
    expect(parse({ ...BB, holderName: ' Rafael Lima ', holderDocument: '123.456.789-09' })).toEqual({
      ...BB,
      holderName: 'Rafael Lima',
      holderDocument: '12345678909',
    });
    expect(parse({ ...BB, holderDocument: '12.abc.345/01de-35' })).toMatchObject({ holderDocument: '12ABC34501DE35' });
    expect(parse({ ...BB, holderDocument: '12.345.678/0001-95' })).toMatchObject({ holderDocument: '12345678000195' });
    expect(parse({ ...BB, holderName: '', holderDocument: null })).toEqual(BB);
  });

  it.each([
    [{ ...BB, bankCode: '999' }, `bankCode: ${M.bankNotFound}`],
    [{ ...BB, bankCode: 'Itaú' }, `bankCode: ${M.bankNotFound}`],
    [{ ...BB, bankCode: '0001' }, `bankCode: ${M.bankNotFound}`],
    [{ ...BB, bankCode: '' }, `bankCode: ${M.bankMissing}`],
    [{ ...BB, agency: '158' }, `agency: ${M.agencyInvalid}`],
    [{ ...BB, agency: '1584-9' }, `agency: ${M.agencyInvalid}`],
    [{ ...BB, agency: '' }, `agency: ${M.agencyMissing}`],
    [{ ...BB, account: '' }, `account: ${M.accountMissing}`],
    [{ ...BB, account: '00210169-6' }, `account: ${M.accountInvalid}`],
    [{ ...BB, digit: '' }, `digit: ${M.digitMissing}`],
    [{ ...BB, digit: 'A' }, `digit: ${M.accountInvalid}`],
    [{ ...BB, digit: '7' }, `account: ${M.accountInvalid}`], // wrong check digit
    [{ ...BB, account: '210169' }, `account: ${M.accountInvalid}`], // Banco do Brasil takes 8 digits
    [{ ...BB, bankCode: '341' }, `account: ${M.accountInvalid}`], // right for BB, wrong for Itaú
    [{ ...BB, holderDocument: '123.456.789-00' }, `holderDocument: ${M.holderDocumentInvalid}`],
    [{ ...BB, holderName: 'a'.repeat(121) }, `holderName: ${M.holderNameTooLong}`],
  ])('refuses %j', (input, issue) => {
    expect(issues(input)).toEqual([issue]);
  });

  it('reports every wrong field at once, and checks the account only when its fields are well formed', () => {
    expect(issues({ method: 'bank', bankCode: '999', agency: 'x', account: '1', digit: '1' })).toEqual([
      `bankCode: ${M.bankNotFound}`,
      `agency: ${M.agencyInvalid}`,
    ]);
  });
});

describe('cards', () => {
  it.each([
    ['4111111111111111', '1111'],
    ['4111 1111 1111 1111', '1111'],
    ['5555-5555-5555-4444', '4444'],
    ['378282246310005', '0005'],
    ['4000000000000002', '0002'],
  ])('%s keeps only its last 4 digits', (cardNumber, cardLast4) => {
    const account = parse({ method: 'card', cardNumber });
    expect(account).toEqual({ method: 'card', cardLast4 });
    expect(JSON.stringify(account)).not.toContain(cardNumber.replace(/\D/g, '').slice(0, 6));
  });

  it('never lets the full number through, even when extra fields are sent', () => {
    const account = parse({ method: 'card', cardNumber: '4111111111111111', pixKey: 'x', cardNumberCopy: 'y' });
    expect(Object.keys(account).sort()).toEqual(['cardLast4', 'method']);
  });

  it.each([
    ['4111111111111112', M.cardInvalid], // Luhn fails
    ['0000000000000000', M.cardInvalid],
    ['4111a1111b1111c1111', M.cardInvalid],
    ['12345678', M.cardInvalid],
    ['', M.cardMissing],
  ])('refuses %j', (cardNumber, message) => {
    expect(issues({ method: 'card', cardNumber })).toEqual([`cardNumber: ${message}`]);
  });
});

describe('method', () => {
  it.each([
    [{ method: 'boleto', pixKey: 'a@b.co' }, `method: ${M.methodInvalid}`],
    [{}, `method: ${M.methodInvalid}`],
    [null, `: ${M.methodInvalid}`],
    ['pix', `: ${M.methodInvalid}`],
  ])('refuses %j', (input, issue) => {
    expect(issues(input)).toEqual([issue]);
  });

  it('parses to the saved form, which parses to itself', () => {
    for (const input of [
      { method: 'pix', pixKey: 'A@B.co' },
      { ...BB, holderName: 'Ana' },
      { method: 'card', cardNumber: '4111111111111111' },
    ]) {
      const saved = parse(input);
      expect(ZSavedPayoutAccount.parse(saved)).toEqual(saved);
    }
  });
});

describe('describePayoutAccount', () => {
  it.each([
    [{ method: 'pix', pixKey: 'Fulano@Example.com' }, 'PIX · e-mail f***@example.com'],
    [{ method: 'pix', pixKey: '123.456.789-09' }, 'PIX · CPF ***.456.789-**'],
    [{ method: 'pix', pixKey: '12.345.678/0001-95' }, 'PIX · CNPJ **.345.678/0001-**'],
    [{ method: 'pix', pixKey: '12.ABC.345/01DE-35' }, 'PIX · CNPJ **.ABC.345/01DE-**'],
    [{ method: 'pix', pixKey: '+55 11 98765-4321' }, 'PIX · celular (11) *****-4321'],
    [{ method: 'pix', pixKey: '71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D' }, 'PIX · chave aleatória 71c7d9be…9a2d'],
    [BB, 'Banco do Brasil (001) · ag. 1584 · cc ****0169-6'],
    [
      { ...BB, bankCode: '260', agency: '0001', account: '5216125', digit: '0' },
      'Nubank (260) · ag. 0001 · cc ****6125-0',
    ],
    [{ method: 'card', cardNumber: '4111 1111 1111 1111' }, 'Cartão final 1111'],
  ])('%j → %s', (input, text) => {
    expect(describePayoutAccount(parse(input))).toBe(text);
  });

  it('names a bank without a short name as Banco Central lists it', () => {
    expect(describePayoutAccount({ ...BB, bankCode: '003' } as TPayoutAccount)).toMatch(
      /^BANCO DA AMAZONIA S\.A\. \(003\)/,
    );
  });
});

describe('bankOptions', () => {
  it('lists every bank once, sorted by code, the big retail banks by the names people know', () => {
    const list = bankOptions();
    const codes = list.map((b) => b.code);
    expect(list.length).toBeGreaterThan(300);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, name] of [
      ['001', 'Banco do Brasil'],
      ['033', 'Santander'],
      ['104', 'Caixa Econômica Federal'],
      ['237', 'Bradesco'],
      ['260', 'Nubank'],
      ['341', 'Itaú'],
      ['077', 'Inter'],
      ['336', 'C6 Bank'],
      ['756', 'Sicoob'],
    ]) {
      expect(list).toContainEqual({ code, name });
    }
  });
});

describe('sandboxPayoutFails', () => {
  it.each([
    [{ method: 'pix', pixKey: 'rafael+falha@example.com' }, true],
    [{ method: 'pix', pixKey: 'Rafael+FALHA@Example.com' }, true],
    [{ method: 'pix', pixKey: 'rafael@example.com' }, false],
    [{ method: 'pix', pixKey: 'falha+rafael@example.com' }, false],
    [{ method: 'pix', pixKey: '123.456.789-09' }, false],
    [{ ...BB, account: '00019999', digit: '0' }, true],
    [BB, false],
    [{ method: 'card', cardNumber: '4000 0000 0000 0002' }, true],
    [{ method: 'card', cardNumber: '4111 1111 1111 1111' }, false],
  ])('%j → %s', (input, fails) => {
    expect(sandboxPayoutFails(parse(input))).toBe(fails);
  });
});

describe('payoutAccountInput', () => {
  it('gives back what parses to the same saved account (the form sends a saved account this way)', () => {
    const typed: TPayoutAccountInput[] = [
      { method: 'pix', pixKey: '529.982.247-25' },
      { method: 'pix', pixKey: '12.ABC.345/01DE-35' },
      { method: 'pix', pixKey: 'Ana@Example.com' },
      { method: 'pix', pixKey: '+55 (11) 91234-5678' },
      { method: 'pix', pixKey: '123e4567-e12b-12d1-a456-426655440000' },
      BB,
      { ...BB, holderName: 'Ana Souza', holderDocument: '529.982.247-25' },
    ];
    for (const input of typed) {
      const saved = parse(input);
      expect(parse(payoutAccountInput(saved))).toEqual(saved);
    }
  });

  it('has nothing for a card: only its last 4 digits are kept', () => {
    expect(payoutAccountInput(parse({ method: 'card', cardNumber: '4111 1111 1111 1111' }))).toBeNull();
  });
});

describe('pixKeyRefusal', () => {
  const pixTo = (pixKey: string) => ZPayoutAccount.parse({ method: 'pix', pixKey });
  const CPF = '52998224725';

  it('with a CPF on the account: a CPF key must be it, a CNPJ key is refused, other keys and methods pass', () => {
    expect(pixKeyRefusal(pixTo('529.982.247-25'), CPF)).toBeNull();
    expect(pixKeyRefusal(pixTo('123.456.789-09'), CPF)).toBe(M.pixCpfNotOwn);
    expect(pixKeyRefusal(pixTo('11.222.333/0001-81'), CPF)).toBe(M.pixCnpjRefused);
    expect(pixKeyRefusal(pixTo('ana@example.com'), CPF)).toBeNull();
    expect(pixKeyRefusal({ method: 'card', cardLast4: '1111' }, CPF)).toBeNull();
  });

  it('without a CPF on the account checks nothing', () => {
    expect(pixKeyRefusal(pixTo('123.456.789-09'), null)).toBeNull();
    expect(pixKeyRefusal(pixTo('11.222.333/0001-81'), null)).toBeNull();
  });
});
