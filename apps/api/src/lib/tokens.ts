import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token the client keeps. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random numeric code with leading zeros kept. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
