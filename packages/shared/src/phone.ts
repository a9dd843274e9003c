/** Brazilian phone numbers: DDD (2 digits) + 8 digits (landline) or 9 digits (mobile). */
export const PHONE_MAX_DIGITS = 11;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** As-you-type mask: (XX) XXXX-XXXX for 10 digits, (XX) XXXXX-XXXX for 11, partial masks before that. */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  const splitAt = d.length === 11 ? 5 : 4;
  if (rest.length <= splitAt) return `(${ddd}) ${rest}`;
  return `(${ddd}) ${rest.slice(0, splitAt)}-${rest.slice(splitAt)}`;
}

const FORMATTED_PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** True for a formatted (XX) XXXX-XXXX / (XX) XXXXX-XXXX number or its 10/11 bare digits. */
export function isValidPhone(value: string): boolean {
  if (FORMATTED_PHONE.test(value)) return true;
  return /^\d{10,11}$/.test(value);
}
