import { z } from 'zod';

/** SPEC's launch moment (25 Sep 2025 23:59:59 in São Paulo), unless LAUNCH_AT says otherwise. */
export const LAUNCH_DEFAULT_AT = '2025-09-25T23:59:59-03:00';

/** GET /api/launch: the moment of the launch and the server's clock, so a wrong phone clock counts right. */
export const ZLaunchResponse = z.object({ launchAt: z.iso.datetime(), now: z.iso.datetime() });
export type TLaunchResponse = z.infer<typeof ZLaunchResponse>;

export interface TCountdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * What is left in days, hours, minutes and seconds, a started second counting whole: it reads zero exactly when the
 * moment comes, and stays there (it never goes below).
 */
export function countdownParts(remainingMs: number): TCountdown {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
