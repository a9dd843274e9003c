import { describe, expect, it } from 'vitest';
import { countdownParts, LAUNCH_DEFAULT_AT } from './launch.js';

describe('countdownParts', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    // A second that has started counts whole, so zero shows only when the moment has come.
    expect(countdownParts(ms - 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('stops at zero once the moment has passed', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-86_400_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("keeps SPEC's moment in São Paulo time", () => {
    expect(new Date(LAUNCH_DEFAULT_AT).toISOString()).toBe('2025-09-26T02:59:59.000Z');
  });
});
