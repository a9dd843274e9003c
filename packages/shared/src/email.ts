export const EMAIL_MAX_LENGTH = 254;

// The SPEC's "simple" e-mail shape: something@something.something, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

/** Users can type the e-mail in any case, but it is stored and compared in lowercase. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
