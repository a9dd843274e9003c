// What a money box keeps of what is typed or pasted into it: digits and one decimal comma, at most two decimals,
// shown with pt-BR grouping ('1.234,56'). The form behind the box gets integer centavos (or null when empty).

/** Whole-real digits kept: R$ 999.999.999,99 is past every limit the schemas set, and far below 2^53 centavos. */
export const MONEY_INPUT_MAX_INTEGER_DIGITS = 9;

export interface MoneyInputState {
  /** What the box shows: '1.234,56', '12,', '0,5', ''. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
  /** The amount in centavos; null when the box is empty. */
  cents: number | null;
  /**
   * The comma came from a dot typed just now, which may yet be a thousands dot: a third digit after it makes it
   * one, so '1.650,00' typed key by key is 1650, while 'ab12.34' is 12,34.
   */
  softMark: boolean;
}

/** What the box showed before an edit. */
export type MoneyInputBefore = Pick<MoneyInputState, 'text' | 'softMark'>;

const EMPTY_BEFORE: MoneyInputBefore = { text: '', softMark: false };

/**
 * Which character of `raw` is the decimal mark, or -1, and whether it is soft (see MoneyInputState). The first
 * comma is, unless it is the soft one and three digits now follow it. Without a comma, the last dot is when the
 * edit put it in (a dot the box already showed is grouping: deleting the '4' of '1.234' gives '123', not '1,23')
 * and at most two digits follow it (a thousands dot has three: a pasted '1.234' is 1234).
 */
function decimalMark(raw: string, before: MoneyInputBefore): { mark: number; soft: boolean } {
  const [start, end] = insertedRange(raw, before.text);
  const digitsAfter = (index: number) => raw.slice(index + 1).match(/\d/g)?.length ?? 0;
  const comma = raw.indexOf(',');
  if (comma !== -1) {
    const soft = before.softMark && !raw.slice(start, end).includes(',') && comma === raw.lastIndexOf(',');
    if (soft && digitsAfter(comma) === 3) return { mark: -1, soft: false };
    return { mark: comma, soft };
  }
  const dot = raw.lastIndexOf('.', end - 1);
  if (dot < start || digitsAfter(dot) > 2) return { mark: -1, soft: false };
  // Only a dot typed on its own may still turn out a thousands dot; a pasted '1234.56' is plainly decimal.
  return { mark: dot, soft: end - start === 1 };
}

/** The part of `raw` an edit of `previous` put in: what lies between their common start and common end. */
function insertedRange(raw: string, previous: string): [number, number] {
  const shorter = Math.min(raw.length, previous.length);
  let start = 0;
  while (start < shorter && raw.charAt(start) === previous.charAt(start)) start++;
  let end = 0;
  while (end < shorter - start && raw.charAt(raw.length - 1 - end) === previous.charAt(previous.length - 1 - end)) {
    end++;
  }
  return [start, raw.length - end];
}

/** 1234567 → '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * What the box shows after an edit: `raw` is the input's new value, `caret` where its caret is, `before` what
 * the box showed (to tell a typed decimal dot from the grouping it showed). Letters, signs and spaces are
 * dropped; digits past two decimals or past MONEY_INPUT_MAX_INTEGER_DIGITS are dropped; a pasted '1.234,56' or
 * '1234.56' both read 1234,56.
 */
export function readMoneyInput(raw: string, caret = raw.length, before = EMPTY_BEFORE): MoneyInputState {
  const { mark, soft } = decimalMark(raw, before);
  let integer = '';
  let decimals = '';
  let hasMark = false;
  // How many kept characters (digits, then the comma) come before the caret.
  let keptBeforeCaret = 0;
  for (let i = 0; i < raw.length; i++) {
    if (i === caret) keptBeforeCaret = integer.length + (hasMark ? 1 : 0) + decimals.length;
    const char = raw.charAt(i);
    if (i === mark) hasMark = true;
    else if (char >= '0' && char <= '9') {
      if (!hasMark && integer.length < MONEY_INPUT_MAX_INTEGER_DIGITS) integer += char;
      else if (hasMark && decimals.length < 2) decimals += char;
    }
  }
  if (caret >= raw.length) keptBeforeCaret = integer.length + (hasMark ? 1 : 0) + decimals.length;

  // '007' reads 7; ',5' shows '0,5'.
  const zeros = integer.match(/^0+(?=\d)/)?.[0].length ?? 0;
  integer = integer.slice(zeros);
  keptBeforeCaret = Math.max(0, keptBeforeCaret - zeros);
  if (integer === '' && hasMark) {
    integer = '0';
    keptBeforeCaret += 1;
  }
  if (integer === '') return { text: '', caret: 0, cents: null, softMark: false };

  const grouped = groupThousands(integer);
  const text = hasMark ? `${grouped},${decimals}` : grouped;
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, '0'));
  return { text, caret: displayCaret(text, keptBeforeCaret), cents, softMark: hasMark && soft };
}

/** The position in `text` after its first `kept` digits and comma (the grouping dots are skipped over). */
function displayCaret(text: string, kept: number): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charAt(i) !== '.') seen += 1;
    if (seen === kept) return i + 1;
  }
  return text.length;
}

/** An amount as the box shows it once typed: 150050 → '1.500,50'; '' for none. */
export function formatMoneyInput(cents: number | null): string {
  if (cents === null || !Number.isFinite(cents)) return '';
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${groupThousands(String(whole))},${fraction}`;
}
