import { canonicalJson } from '@labora/shared/canonical-json';
import { useState } from 'react';
import { NetworkError } from './api-client';

/**
 * The Idempotency-Key of the money POSTs (apps/api/src/lib/idempotency.ts): one key per click, the SAME key when
 * that click's request is sent again because it got no answer (offline, timeout: the server may have moved the
 * money, and the repeat must then get the first answer instead of moving it twice), and a new key once the server
 * answered (yes or no: a refusal is kept with its key, so 'Saldo insuficiente' would be replayed after a deposit)
 * or the request changed.
 */
export class IdempotencyKeys {
  private pending: { fingerprint: string; key: string } | null = null;

  /** The key for sending `request` now. */
  keyFor(request: unknown): string {
    const fingerprint = canonicalJson(request);
    if (this.pending?.fingerprint !== fingerprint) this.pending = { fingerprint, key: newKey() };
    return this.pending.key;
  }

  /** The server answered the last request: the next one is a new operation. */
  answered(): void {
    this.pending = null;
  }

  /**
   * Sends `request` with its key, and forgets the key once the server answered, success or refusal; after a
   * failure without an answer (NetworkError) the key stays for the retry.
   */
  async send<T>(request: unknown, post: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(request);
    try {
      const result = await post(key);
      this.answered();
      return result;
    } catch (error) {
      if (!(error instanceof NetworkError)) this.answered();
      throw error;
    }
  }
}

/** One IdempotencyKeys per form or button, kept across renders. */
export function useIdempotencyKey(): IdempotencyKeys {
  const [keys] = useState(() => new IdempotencyKeys());
  return keys;
}

/** The header a money POST sends. */
export function idempotencyHeader(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}

/** A random UUID v4; crypto.randomUUID exists only on secure origins (https, localhost), getRandomValues everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
