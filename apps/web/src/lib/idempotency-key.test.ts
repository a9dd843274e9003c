import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { IdempotencyKeys, useIdempotencyKey } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Sends `request` through `keys`, answering with `outcome`; returns the key it was sent with. */
async function attempt(keys: IdempotencyKeys, request: unknown, outcome: 'ok' | 'offline' | 'refused') {
  let sent = '';
  await keys
    .send(request, async (key) => {
      sent = key;
      if (outcome === 'offline') throw new NetworkError(new TypeError('Failed to fetch'));
      if (outcome === 'refused')
        throw new ApiError(409, { code: 'INSUFFICIENT_FUNDS', message: 'Saldo insuficiente.' });
      return 'done';
    })
    .catch(() => undefined);
  return sent;
}

describe('IdempotencyKeys', () => {
  it('reuses the key when the same request is retried after no answer', async () => {
    const keys = new IdempotencyKeys();
    const first = await attempt(keys, { amountCents: 5000, method: 'pix' }, 'offline');
    expect(first).toMatch(UUID);
    // The same body written in another order is the same request.
    expect(await attempt(keys, { method: 'pix', amountCents: 5000 }, 'offline')).toBe(first);
    expect(await attempt(keys, { amountCents: 5000, method: 'pix' }, 'ok')).toBe(first);
  });

  it('takes a new key once the server answered yes', async () => {
    const keys = new IdempotencyKeys();
    const first = await attempt(keys, { amountCents: 5000 }, 'ok');
    expect(await attempt(keys, { amountCents: 5000 }, 'ok')).not.toBe(first);
  });

  it('takes a new key after a refusal, so a later try is not answered with the old refusal', async () => {
    const keys = new IdempotencyKeys();
    const first = await attempt(keys, { amountCents: 5000 }, 'refused');
    expect(await attempt(keys, { amountCents: 5000 }, 'ok')).not.toBe(first);
  });

  it('takes a new key when the form changed, even without an answer', async () => {
    const keys = new IdempotencyKeys();
    const first = await attempt(keys, { amountCents: 5000 }, 'offline');
    const second = await attempt(keys, { amountCents: 6000 }, 'offline');
    expect(second).not.toBe(first);
    // Going back to the first body is a new click too: only the last unanswered request is remembered.
    expect(await attempt(keys, { amountCents: 5000 }, 'offline')).not.toBe(first);
  });

  it('hands back what the request answered and passes its failure on', async () => {
    const keys = new IdempotencyKeys();
    await expect(keys.send({}, async () => 42)).resolves.toBe(42);
    await expect(
      keys.send({}, async () => {
        throw new NetworkError(new TypeError('offline'));
      }),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('useIdempotencyKey', () => {
  it('keeps one set of keys across renders', async () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = await attempt(result.current, { action: 'conclude' }, 'offline');
    rerender();
    expect(await attempt(result.current, { action: 'conclude' }, 'ok')).toBe(first);
  });
});
