import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import type { z } from 'zod';

/** A form that names a split: what goes to the freelancer (null while the box is empty), and maybe a reason. */
export interface SplitFormValues {
  freelancerCents: number | null;
  reason: string;
}

type Parsed<T> = { data: T } | { errors: Partial<Record<keyof SplitFormValues | 'root', string>> };

/**
 * The request a split form sends, checked by the server's own schema (each field's first message), plus the one
 * rule the schema cannot know: the part is at most what the escrow holds.
 */
export function parseSplitForm<T>(schema: z.ZodType<T>, input: object, escrowCents: number): Parsed<T> {
  const errors: Partial<Record<keyof SplitFormValues | 'root', string>> = {};
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] === 'freelancerCents' || issue.path[0] === 'reason' ? issue.path[0] : 'root';
      errors[key] ??= issue.message;
    }
  }
  const cents = 'freelancerCents' in input ? input.freelancerCents : null;
  if (typeof cents === 'number' && cents > escrowCents) errors.freelancerCents ??= DISPUTE_MESSAGES.splitTooLarge;
  if (result.success && Object.keys(errors).length === 0) return { data: result.data };
  return { errors };
}
