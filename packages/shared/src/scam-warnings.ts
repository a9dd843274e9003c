import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils/get-area-code-info';

/**
 * Scam warnings: Labora never deletes or hides a message that shares a contact or asks to pay outside the
 * platform; it flags it so both sides see SCAM_WARNING under it. This module only detects; callers decide.
 *
 * Every pattern is linear by construction: each quantifier is bounded (or separates literal words), and a
 * lookbehind refuses to start a match in the middle of a digit run, word or host name, so each start position
 * does a bounded amount of work and a 5,000-character message costs O(length).
 *
 * Decisions (tested in scam-warnings.test.ts):
 * - A bare 11-digit number shaped like a mobile (valid DDD + 9 + 8 digits) is a phone, even next to the word
 *   'CPF': a CPF cannot be told apart from a phone, and a warning hides nothing. A formatted CPF
 *   ('123.456.789-09') is not a phone.
 * - Landlines (DDD + 2-5 + 7 digits) count only when typed with a separator or parentheses, so 10-digit ids and
 *   Unix timestamps ('1732450000') do not trigger. A mobile without DDD counts only as '98765-4321' (a separator
 *   before the last four digits).
 * - Amounts never count: no match right after 'R$', right before 'reais', or inside '1.234.567' / '1.234,56'.
 * - 'pix' or 'taxa' alone never trigger ('aceito pix pela Labora?', 'qual a taxa da Labora?'): an off-platform
 *   phrase carries the intent ('faz um pix', 'chave pix', 'pix direto', 'sem a taxa').
 * - Digits typed one by one ('1 1 9 8 7 6 5 4 3 2 1') count only as a whole run of 1–2-digit groups holding
 *   exactly a mobile (11 digits, or 13 with 55): shorter or longer runs (shoe sizes, scores) do not.
 * - Not detected: numbers spelled as words ('onze nove oito…'), dotted hosts written out ('wa ponto me').
 */

export const SCAM_SIGNAL_KINDS = ['phone', 'email', 'payment_link', 'off_platform_payment'] as const;
export type ScamSignalKind = (typeof SCAM_SIGNAL_KINDS)[number];

/** `match` is the text as the person typed it, for tests and for logging counts; never used to hide anything. */
export interface ScamSignal {
  kind: ScamSignalKind;
  match: string;
}

/** Shown under a flagged message, to both sides. The link leads to how escrow ('custódia') protects them. */
export const SCAM_WARNING = {
  text: 'Pagamentos fora da Labora não têm garantia. Aqui o valor fica em custódia e só é liberado quando você aprovar a entrega.',
  linkLabel: 'Como a custódia protege você',
} as const;

/**
 * Hosts whose links send the conversation or the money outside Labora; subdomains count too
 * (www.picpay.me, link.mercadopago.com.br, chat.whatsapp.com). To extend, add a host here and a case to the test.
 */
export const PAYMENT_LINK_DOMAINS: readonly string[] = [
  'nubank.com.br', // Nubank payment requests: nubank.com.br/pagar/…
  'picpay.me', // PicPay profile and charge links
  'picpay.com',
  'mercadopago.com.br', // Mercado Pago checkout and payment links
  'mercadopago.com',
  'mpago.la', // Mercado Pago short links
  'mpago.li',
  'pagseguro.uol.com.br', // PagSeguro / PagBank checkout
  'pagseguro.com.br',
  'pagbank.com.br',
  'pag.ae', // PagSeguro short links
  'paypal.me', // PayPal.Me payment pages
  'paypal.com',
  'wa.me', // WhatsApp click-to-chat
  'whatsapp.com', // api.whatsapp.com/send, chat.whatsapp.com group invites
  't.me', // Telegram
  'telegram.me',
  'bit.ly', // a shortener hides where it leads, often one of the above
];

/** Messaging apps people move a conversation to; expanded into the phrases below. */
const MESSAGING_APPS = [
  'whats',
  'whatsapp',
  'whats app',
  'wpp',
  'zap',
  'zapzap',
  'zap zap',
  'telegram',
  'insta',
  'instagram',
];

/**
 * Phrases that ask to pay or to talk outside Labora. Matched accent- and case-insensitively, as whole words, with
 * up to three spaces, '-' or '_' between words. Each phrase carries the intent: 'pix' or 'taxa' alone is not here.
 */
export const OFF_PLATFORM_PHRASES: readonly string[] = [
  // Paying around the platform
  'me paga por fora',
  'paga por fora',
  'pagar por fora',
  'pago por fora',
  'pagamento por fora',
  'pagamos por fora',
  'acerta por fora',
  'acertar por fora',
  'acertamos por fora',
  'fecha por fora',
  'fechar por fora',
  'fechamos por fora',
  'negociar por fora',
  'fora da plataforma',
  'fora da Labora',
  'fora do site',
  'fora do app',
  'fora do aplicativo',
  'direto comigo',
  'direto com você',
  'direto pra mim',
  'direto para mim',
  'direto na minha conta',
  // Dodging the fee
  'sem a taxa',
  'sem as taxas',
  'sem pagar taxa',
  'sem pagar a taxa',
  'sem taxa da Labora',
  'evitar a taxa',
  'evitar as taxas',
  'evitar taxa',
  'evita a taxa',
  'fugir da taxa',
  'fugir das taxas',
  'economizar a taxa',
  'sem intermediário',
  'sem intermediação',
  'sem a Labora',
  // PIX and bank transfers straight to a person
  'chave pix',
  'meu pix',
  'pix direto',
  'pix pra mim',
  'pix para mim',
  'faz um pix',
  'fazer um pix',
  'faça um pix',
  'me faz um pix',
  'manda um pix',
  'mandar um pix',
  'me manda um pix',
  'transferência direta',
  'transferir direto',
  'transfere direto',
  'depósito direto',
  'deposita direto',
  'depositar direto',
  'minha conta bancária',
  'boleto direto',
  // Moving the conversation elsewhere
  ...MESSAGING_APPS.flatMap((app) => [
    `me chama no ${app}`,
    `me chama pelo ${app}`,
    `me add no ${app}`,
    `me adiciona no ${app}`,
    `meu ${app}`,
    `seu ${app}`,
    `teu ${app}`,
    `no ${app}`,
    `pelo ${app}`,
    `pro ${app}`,
    `via ${app}`,
  ]),
  'me passa seu telefone',
  'me passa seu número',
  'me passa seu celular',
  'me passa seu contato',
  'me passa seu email',
  'me passa seu e-mail',
  'passa seu telefone',
  'passa seu número',
  'passa seu contato',
  'passa teu número',
  'me manda seu número',
  'me manda seu telefone',
  'qual seu número',
  'qual o seu número',
  'qual seu telefone',
  'qual seu celular',
  'qual seu email',
  'qual seu e-mail',
  'anota meu número',
  'segue meu número',
  'segue meu contato',
  'meu número é',
  'meu telefone é',
  'meu celular é',
  'meu email é',
  'meu e-mail é',
  'me liga',
  'me ligue',
];

// ---------------------------------------------------------------------------------------------------------------
// Folding: lower case, no accents, no compatibility forms (fullwidth 'ｗｈａｔｓ', math letters), no invisible
// characters typed to dodge filters ('what\u200Bs'). `origin[i]` is the index in the original text of folded
// character i, so a match is reported as the person typed it.

const INVISIBLE = /^[\u00AD\u200B-\u200D\u2060\uFEFF]$/u;
const MARKS = /\p{M}/gu;

function foldChar(char: string): string {
  if (INVISIBLE.test(char)) return '';
  return char.toLowerCase().normalize('NFKD').replace(MARKS, '');
}

interface Folded {
  text: string;
  origin: number[];
}

function fold(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    for (let k = 0; k < part.length; k++) origin.push(index);
    folded += part;
    index += char.length;
  }
  origin.push(text.length);
  return { text: folded, origin };
}

/** Plain (already folded) text for phrases and hosts: accents gone, regex characters escaped. */
function foldedLiteral(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---------------------------------------------------------------------------------------------------------------
// Phones. Both rules work on folded text and share the same guards.

// Do not start inside a word, id or hash ('a1198…'), inside a longer number ('1.234.567', '24/11/2026', '10:45',
// '2026-11-24'), or right after 'R$' (an amount).
const NUMBER_START = String.raw`(?<![a-z0-9])(?<![0-9][.,/:\-])(?<!r\$\s?)`;
// Do not end inside a longer number or word, nor right before 'reais'.
const NUMBER_END = String.raw`(?![.,/:\-]?[0-9])(?![a-z])(?!\s?rea(?:l|is)\b)`;
// Between digit groups: at most one space, dot or hyphen.
const SEP = String.raw`[\s.\-]?`;

/**
 * '(11) 98765-4321', '11 9 8765 4321', '+55 11 987654321', '11987654321', '11.98765.4321', '(011) 3234-5678',
 * '98765-4321'. The country code and DDD are optional as a block; the subscriber is a mobile (9 + 8 digits) or a
 * landline (2-5 + 7 digits). DDDs and separators are checked in code (isPhone).
 */
const TYPED_PHONE = new RegExp(
  [
    NUMBER_START,
    String.raw`(?:\+\s?55${SEP}|55${SEP})?`, // country code
    '(?<number>',
    String.raw`(?:(?:\(\s?0?(?<parenDdd>\d{2})\s?\)|0?(?<ddd>\d{2}))${SEP})?`, // DDD, with the old leading 0 too
    String.raw`(?:(?<mobile>9${SEP}\d{4})|[2-5]\d{3})${SEP}\d{4}`, // mobile 9 + 8 digits, landline 2-5 + 7 digits
    ')',
    NUMBER_END,
  ].join(''),
  'g',
);

/**
 * A whole run of 1–2-digit groups, as typed to get past filters: '1 1 9 8 7 6 5 4 3 2 1', '11-9-87-65-43-21'.
 * The lookbehind and lookahead reject runs with more digits on either side, so a long list is never cut into a
 * phone. Whether the digits form a mobile is checked in code (isSpacedMobile).
 */
const SPACED_DIGITS = new RegExp(
  [
    NUMBER_START,
    String.raw`(?<![0-9]\s)`, // not the middle of a spaced run
    String.raw`(?:\+\s?)?\d{1,2}(?:[\s.\-]\d{1,2}){4,12}`,
    String.raw`(?![\s.,/:\-]?[0-9])(?![a-z])`,
  ].join(''),
  'g',
);

function isAreaCode(ddd: string): boolean {
  return getAreaCodeInfo(ddd) !== null;
}

function isPhone(match: RegExpExecArray): boolean {
  const groups = match.groups ?? {};
  const ddd = groups.parenDdd ?? groups.ddd;
  const isMobile = groups.mobile !== undefined;
  if (ddd === undefined) {
    // Without DDD only '98765-4321': a bare 9-digit number is more often an id.
    return isMobile && /\D\d{4}$/.test(match[0]);
  }
  if (!isAreaCode(ddd)) return false;
  // A landline typed as bare digits looks like an id or a Unix timestamp.
  return isMobile || !/^\d+$/.test(groups.number ?? '');
}

function isSpacedMobile(match: string): boolean {
  let digits = match.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  return digits.length === 11 && isAreaCode(digits.slice(0, 2)) && digits[2] === '9';
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail addresses.

// RFC 5321 limits (64-character local part, 63-character labels) keep every quantifier bounded.
const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24}(?![a-z0-9-])/g;

// Providers worth flagging even without '.com': 'fulano arroba gmail'.
const MAIL_PROVIDERS = new Set(['gmail', 'hotmail', 'outlook', 'yahoo', 'icloud', 'live', 'bol', 'uol', 'protonmail']);

const AT_WORD = String.raw`(?:\(\s?(?:arroba|at)\s?\)|\[\s?(?:arroba|at)\s?\]|arroba|@)`;
const DOT_WORD = String.raw`(?:\(\s?(?:ponto|dot)\s?\)|\[\s?(?:ponto|dot)\s?\]|ponto|dot|\.)`;
/**
 * Written out to dodge filters: 'fulano arroba gmail ponto com', 'fulano (at) gmail (dot) com', 'fulano @ gmail.com'.
 * 'at' only in brackets (it is not a Portuguese word people type alone); the top-level domain is a short list so an
 * '@mention' followed by a word ('oi @joao, tudo bem') does not count.
 */
const SPELLED_EMAIL = new RegExp(
  [
    String.raw`(?<![a-z0-9._\-])[a-z0-9._\-]{1,64}`,
    String.raw`\s{0,3}${AT_WORD}\s{0,3}`,
    String.raw`(?<domain>[a-z0-9\-]{1,63})(?![a-z0-9\-])`,
    String.raw`(?<tld>\s{0,3}${DOT_WORD}\s{0,3}(?:com|net|org|br|edu|gov|io)(?![a-z0-9]))?`,
  ].join(''),
  'g',
);

// ---------------------------------------------------------------------------------------------------------------
// Payment links and PIX codes.

const PAYMENT_LINK = new RegExp(
  [
    String.raw`(?<![a-z0-9.\-@/])`, // the start of a host, not the middle of 'java.me' or an e-mail
    String.raw`(?:https?://)?(?:[a-z0-9\-]{1,63}\.){0,4}`, // scheme, www. and other subdomains
    `(?:${PAYMENT_LINK_DOMAINS.map(foldedLiteral).join('|')})`,
    String.raw`(?![a-z0-9\-]|\.[a-z0-9])`, // the whole host: not 'wa.meu', not 'paypal.com.evil'
    String.raw`(?:[/?#]\S{0,300})?`, // the path, trimmed of trailing punctuation in code
  ].join(''),
  'g',
);

/**
 * PIX 'copia e cola' (BR Code, EMV): '000201', an optional point-of-initiation field, the merchant account
 * template ID and length, then the PIX GUI 'br.gov.bcb.pix'; the match runs to the CRC field ('6304' + 4 hex)
 * when it is within 500 characters.
 */
const PIX_BR_CODE = /(?<![a-z0-9])000201\d{4,16}br\.gov\.bcb\.pix(?:[^\n]{0,500}?6304[0-9a-f]{4})?/g;

const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

// ---------------------------------------------------------------------------------------------------------------
// Off-platform phrases.

const PHRASES = new RegExp(
  [
    '(?<![a-z0-9])(?:',
    [...new Set(OFF_PLATFORM_PHRASES.map((phrase) => phrase.trim()))]
      .sort((a, b) => b.length - a.length) // the longest phrase wins at a given start
      .map((phrase) => phrase.split(/\s+/).map(foldedLiteral).join(String.raw`[\s_\-]{1,3}`))
      .join('|'),
    ')(?![a-z0-9])',
  ].join(''),
  'g',
);

/**
 * A handle given on a messaging app: 'telegram: @marcospq', 'insta @ana.designer'. The app's name must come right
 * before the '@' (a ':' or '-' between them at most), so 'o Instagram, @joao, mudou' does not count.
 */
const APP_HANDLE = new RegExp(
  [
    '(?<![a-z0-9])',
    `(?:${[...MESSAGING_APPS]
      .sort((a, b) => b.length - a.length)
      .map(foldedLiteral)
      .join('|')})`,
    String.raw`\s{0,3}[:\-]?\s{0,3}@[a-z0-9_][a-z0-9_.]{0,40}`,
  ].join(''),
  'g',
);

// ---------------------------------------------------------------------------------------------------------------

interface Found extends ScamSignal {
  start: number;
  end: number;
}

/**
 * Runs a global pattern over the folded text. A candidate the check refuses is retried one character later (so
 * '60 98765-4321', with an invalid DDD, still finds '98765-4321'); each start position is still tried once.
 */
function collect(
  folded: Folded,
  original: string,
  pattern: RegExp,
  kind: ScamSignalKind,
  accept: (match: RegExpExecArray) => boolean = () => true,
  trim = false,
): Found[] {
  const found: Found[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded.text); match !== null; match = pattern.exec(folded.text)) {
    if (!accept(match)) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    let end = match.index + match[0].length;
    if (trim) end -= match[0].match(TRAILING_PUNCTUATION)?.[0].length ?? 0;
    const start = match.index;
    found.push({ kind, match: original.slice(folded.origin[start], folded.origin[end]), start, end });
  }
  return found;
}

/** The signals in a message, in the order they appear; one per place per kind. Empty for an ordinary message. */
export function scamSignalsOf(text: string): ScamSignal[] {
  const folded = fold(text);
  const all = [
    ...collect(folded, text, TYPED_PHONE, 'phone', isPhone),
    ...collect(folded, text, SPACED_DIGITS, 'phone', (match) => isSpacedMobile(match[0])),
    ...collect(folded, text, EMAIL, 'email'),
    ...collect(folded, text, SPELLED_EMAIL, 'email', (match) => {
      const { domain = '', tld } = match.groups ?? {};
      return tld !== undefined || MAIL_PROVIDERS.has(domain);
    }),
    ...collect(folded, text, PAYMENT_LINK, 'payment_link', undefined, true),
    ...collect(folded, text, PIX_BR_CODE, 'payment_link'),
    ...collect(folded, text, PHRASES, 'off_platform_payment'),
    ...collect(folded, text, APP_HANDLE, 'off_platform_payment', undefined, true),
  ].sort((a, b) => a.start - b.start || b.end - a.end);

  // 'fulano@gmail.com' is found by both e-mail rules: keep the first (longest) of overlapping same-kind matches.
  const kept: Found[] = [];
  for (const signal of all) {
    const overlaps = kept.some((k) => k.kind === signal.kind && signal.start < k.end && k.start < signal.end);
    if (!overlaps) kept.push(signal);
  }
  return kept.map(({ kind, match }) => ({ kind, match }));
}
