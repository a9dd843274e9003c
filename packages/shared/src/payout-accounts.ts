import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { getBankByCode } from '@brazilian-utils/brazilian-utils/get-bank-by-code';
import { getBanks } from '@brazilian-utils/brazilian-utils/get-banks';
import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';
import { isValidBankAccount } from '@brazilian-utils/brazilian-utils/is-valid-bank-account';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { parseCnpj } from '@brazilian-utils/brazilian-utils/parse-cnpj';
import { parseCpf } from '@brazilian-utils/brazilian-utils/parse-cpf';
import { z } from 'zod';

/** The account a withdrawal is paid to, per method. Every check digit and list comes from @brazilian-utils. */

export const PAYOUT_ACCOUNT_MESSAGES = {
  methodInvalid: 'Escolha PIX, transferência bancária ou cartão.',
  pixKeyMissing: 'Informe a chave PIX.',
  pixKeyInvalid: 'Chave PIX inválida. Use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória.',
  bankMissing: 'Escolha o banco.',
  bankNotFound: 'Banco não encontrado.',
  agencyMissing: 'Informe a agência.',
  agencyInvalid: 'Agência inválida.',
  accountMissing: 'Informe a conta.',
  digitMissing: 'Informe o dígito da conta.',
  accountInvalid: 'Conta ou dígito inválido para este banco.',
  holderNameTooLong: 'O nome do titular pode ter até 120 caracteres.',
  holderDocumentInvalid: 'CPF ou CNPJ do titular inválido.',
  cardMissing: 'Informe o número do cartão.',
  cardInvalid: 'Número de cartão inválido.',
  pixCpfNotOwn: 'A chave PIX de CPF deve ser o CPF da sua conta.',
  pixCnpjRefused:
    'Sua conta tem CPF cadastrado: use como chave PIX o seu CPF ou uma chave de e-mail, celular ou aleatória.',
} as const;
const M = PAYOUT_ACCOUNT_MESSAGES;

const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
const HOLDER_NAME_MAX = 120;

/** The canonical form ZPayoutAccount parses to: what is stored and returned (a card keeps only its last 4 digits). */
export const ZSavedPayoutAccount = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pix'), pixKey: z.string(), pixKeyType: z.enum(PIX_KEY_TYPES) }),
  z.object({
    method: z.literal('bank'),
    bankCode: z.string(),
    agency: z.string(),
    account: z.string(),
    digit: z.string(),
    holderName: z.string().optional(),
    holderDocument: z.string().optional(),
  }),
  z.object({ method: z.literal('card'), cardLast4: z.string().regex(/^\d{4}$/) }),
]);
export type TPayoutAccount = z.infer<typeof ZSavedPayoutAccount>;
type Saved<Method extends TPayoutAccount['method']> = Extract<TPayoutAccount, { method: Method }>;

const required = (missing: string) => z.string({ error: missing }).trim().min(1, { error: missing, abort: true });
/** An optional text field a form may send as '', null or absent: all three mean "not given". */
const optionalText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined);

const pix = z
  .object({
    method: z.literal('pix'),
    pixKey: required(M.pixKeyMissing)
      .max(100, M.pixKeyInvalid)
      .transform((value, ctx) => {
        const info = getPixKeyInfo(value);
        if (info) return info;
        ctx.addIssue({ code: 'custom', message: M.pixKeyInvalid });
        return z.NEVER;
      }),
  })
  .transform(({ pixKey }): Saved<'pix'> => ({ method: 'pix', pixKey: pixKey.value, pixKeyType: pixKey.type }));

const bank = z
  .object({
    method: z.literal('bank'),
    bankCode: required(M.bankMissing).transform((value, ctx) => {
      const found = /^\d{1,3}$/.test(value) ? getBankByCode(value) : null;
      if (found) return found.code;
      ctx.addIssue({ code: 'custom', message: M.bankNotFound });
      return z.NEVER;
    }),
    // Agencies are 4 digits (FEBRABAN); the agency's own check digit is not asked for.
    agency: required(M.agencyMissing).regex(/^\d{4}$/, M.agencyInvalid),
    account: required(M.accountMissing).regex(/^\d{1,13}$/, M.accountInvalid),
    digit: required(M.digitMissing)
      .regex(/^[\dXP]{1,2}$/i, M.accountInvalid)
      .transform((v) => v.toUpperCase()),
    holderName: optionalText().pipe(z.string().max(HOLDER_NAME_MAX, M.holderNameTooLong).optional()),
    holderDocument: optionalText().transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (isValidCpf(value)) return parseCpf(value);
      if (isValidCnpj(value, { version: 2 })) return parseCnpj(value, { version: 2 });
      ctx.addIssue({ code: 'custom', message: M.holderDocumentInvalid });
      return z.NEVER;
    }),
  })
  .transform(({ holderName, holderDocument, ...account }, ctx): Saved<'bank'> => {
    if (!isValidBankAccount(account)) {
      ctx.addIssue({ code: 'custom', message: M.accountInvalid, path: ['account'] });
      return z.NEVER;
    }
    return {
      ...account,
      ...(holderName === undefined ? {} : { holderName }),
      ...(holderDocument === undefined ? {} : { holderDocument }),
    };
  });

const card = z
  .object({
    method: z.literal('card'),
    cardNumber: required(M.cardMissing).max(40, M.cardInvalid).refine(isValidCreditCard, M.cardInvalid),
  })
  // Only the last 4 digits go on: the full number is never stored, logged or returned.
  .transform(
    ({ cardNumber }): Saved<'card'> => ({ method: 'card', cardLast4: cardNumber.replace(/\D/g, '').slice(-4) }),
  );

/** What a form sends for a withdrawal's account; parses to the canonical TPayoutAccount, issues at the wrong field. */
export const ZPayoutAccount = z.discriminatedUnion('method', [pix, bank, card], { error: M.methodInvalid });
export type TPayoutAccountInput = z.input<typeof ZPayoutAccount>;

/**
 * With a CPF on the account, a PIX key that is a person's or company's document must be the account's own CPF: a
 * stolen session then cannot send the money to a stranger's CPF (a common fraud path). CNPJ keys are refused then,
 * since Labora keeps no CNPJ to compare with. Without a CPF on the account nothing is checked. Null: allowed.
 */
export function pixKeyRefusal(account: TPayoutAccount, accountCpf: string | null): string | null {
  if (accountCpf === null || account.method !== 'pix') return null;
  if (account.pixKeyType === 'cpf' && account.pixKey !== accountCpf) return M.pixCpfNotOwn;
  if (account.pixKeyType === 'cnpj') return M.pixCnpjRefused;
  return null;
}

// The big retail banks under the names people know; every other bank keeps its name in Banco Central's list.
const SHORT_BANK_NAMES: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '041': 'Banrisul',
  '077': 'Inter',
  '104': 'Caixa Econômica Federal',
  '208': 'BTG Pactual',
  '212': 'Banco Original',
  '237': 'Bradesco',
  '260': 'Nubank',
  '290': 'PagBank',
  '323': 'Mercado Pago',
  '336': 'C6 Bank',
  '341': 'Itaú',
  '380': 'PicPay',
  '748': 'Sicredi',
  '756': 'Sicoob',
};

function bankName(code: string): string {
  return SHORT_BANK_NAMES[code] ?? getBankByCode(code)?.name ?? `Banco ${code}`;
}

let options: { code: string; name: string }[] | undefined;

/** Every bank of Banco Central's list for a select, sorted by code. */
export function bankOptions(): readonly { code: string; name: string }[] {
  options ??= getBanks()
    .map((b) => ({ code: b.code, name: bankName(b.code) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return options;
}

const PIX_KEY_LABELS: Record<Saved<'pix'>['pixKeyType'], string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'e-mail',
  phone: 'celular',
  evp: 'chave aleatória',
};

/** Masked the way Brazilian banks show a key: enough to recognise it, not enough to copy it. */
function maskPixKey({ pixKey, pixKeyType }: Saved<'pix'>): string {
  switch (pixKeyType) {
    case 'cpf':
      return formatCpf(pixKey, { obfuscate: true });
    case 'cnpj':
      return formatCnpj(pixKey, { obfuscate: true, version: 2 });
    case 'email': {
      const at = pixKey.lastIndexOf('@');
      return `${pixKey.slice(0, 1)}***${pixKey.slice(at)}`;
    }
    case 'phone': // +55 DD 9XXXX-XXXX
      return `(${pixKey.slice(3, 5)}) *****-${pixKey.slice(-4)}`;
    case 'evp':
      return `${pixKey.slice(0, 8)}…${pixKey.slice(-4)}`;
  }
}

/** The short masked text for lists and receipts: 'PIX · CPF ***.456.789-**', 'Cartão final 1111'. */
export function describePayoutAccount(account: TPayoutAccount): string {
  switch (account.method) {
    case 'pix':
      return `PIX · ${PIX_KEY_LABELS[account.pixKeyType]} ${maskPixKey(account)}`;
    case 'bank':
      return `${bankName(account.bankCode)} (${account.bankCode}) · ag. ${account.agency} · cc ****${account.account.slice(-4)}-${account.digit}`;
    case 'card':
      return `Cartão final ${account.cardLast4}`;
  }
}

/**
 * Sandbox rule: the built-in provider FAILS the payout of these accounts (the money comes back and the history shows
 * 'Falhou'), so tests and the demo can show a failure; every other account is paid.
 * - PIX: an e-mail key whose local part ends in '+falha', e.g. rafael+falha@example.com;
 * - bank: an account number (without its digit) ending in 9999, e.g. Banco do Brasil ag. 1584 cc 00019999-0;
 * - card: a card ending in 0002, e.g. the test card 4000 0000 0000 0002.
 */
export const SANDBOX_FAILING_PAYOUT = {
  pixEmailSuffix: '+falha',
  bankAccountSuffix: '9999',
  cardLast4: '0002',
} as const;

export function sandboxPayoutFails(account: TPayoutAccount): boolean {
  switch (account.method) {
    case 'pix':
      return (
        account.pixKeyType === 'email' &&
        account.pixKey.slice(0, account.pixKey.lastIndexOf('@')).endsWith(SANDBOX_FAILING_PAYOUT.pixEmailSuffix)
      );
    case 'bank':
      return account.account.endsWith(SANDBOX_FAILING_PAYOUT.bankAccountSuffix);
    case 'card':
      return account.cardLast4 === SANDBOX_FAILING_PAYOUT.cardLast4;
  }
}

// Saved accounts ('Salvar esta conta para próximos saques'): a person keeps up to PAYOUT_ACCOUNTS_LIMIT accounts,
// stored canonical (a card only as its last 4 digits), and picks one on /withdraw instead of typing it again.

export const PAYOUT_ACCOUNTS_LIMIT = 10;

export const SAVED_PAYOUT_ACCOUNT_MESSAGES = {
  saved: 'Conta salva para os próximos saques.',
  alreadySaved: 'Esta conta já estava salva.',
  removed: 'Conta removida dos seus saques.',
  notFound: 'Conta salva não encontrada.',
  limit: `Você pode salvar até ${PAYOUT_ACCOUNTS_LIMIT} contas. Remova uma para salvar outra.`,
} as const;

export const ZPayoutAccountItem = z.object({
  id: z.uuid(),
  method: z.enum(['pix', 'bank', 'card']),
  /** describePayoutAccount's masked text, e.g. 'PIX · e-mail r***@example.com'. */
  label: z.string(),
  /** The canonical account (never a full card number). */
  account: ZSavedPayoutAccount,
  createdAt: z.string(),
});
export type TPayoutAccountItem = z.infer<typeof ZPayoutAccountItem>;

export const ZPayoutAccountList = z.object({ items: z.array(ZPayoutAccountItem) });
export type TPayoutAccountList = z.infer<typeof ZPayoutAccountList>;

/** POST /api/wallet/payout-accounts: 201 when saved now, 200 with the one already saved (same canonical account). */
export const ZSavePayoutAccountResponse = z.object({ message: z.string(), account: ZPayoutAccountItem });
export type TSavePayoutAccountResponse = z.infer<typeof ZSavePayoutAccountResponse>;

export const ZPayoutAccountIdParams = z.object({ id: z.uuid({ error: SAVED_PAYOUT_ACCOUNT_MESSAGES.notFound }) });

/**
 * A saved account as a withdrawal's accountInfo (ZPayoutAccount parses it back to the same account); null for a
 * card, whose full number is never kept: a card withdrawal asks for the number every time.
 */
export function payoutAccountInput(account: TPayoutAccount): TPayoutAccountInput | null {
  switch (account.method) {
    case 'pix':
      return { method: 'pix', pixKey: account.pixKey };
    case 'bank':
      return { ...account };
    case 'card':
      return null;
  }
}
