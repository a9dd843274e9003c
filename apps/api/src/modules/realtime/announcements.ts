import { EVENT_TOPICS } from '@labora/shared/events';
import { z } from 'zod';

/**
 * What one API process tells the others through the bus (db/notify-bus.ts): ids only, so a payload stays far below
 * NOTIFY's 8,000 bytes; each process reads what it needs from the database, the log.
 */
export const ZAnnouncement = z.discriminatedUnion('t', [
  /** A message was stored. */
  z.object({ t: z.literal('m'), c: z.uuid(), m: z.number().int().positive() }),
  /** Someone's delivered or read id moved in a conversation. */
  z.object({ t: z.literal('r'), c: z.uuid() }),
  /** These people's notifications (n) or conversations (c) changed. */
  z.object({ t: z.literal('u'), e: z.enum(['n', 'c']), u: z.array(z.uuid()).max(100) }),
  /** Some sessions of this person ended: their sockets' sessions are checked again at once. */
  z.object({ t: z.literal('s'), u: z.uuid() }),
  /** These people came online or went offline somewhere: watchers look their presence up. */
  z.object({ t: z.literal('p'), u: z.array(z.uuid()).max(100) }),
  /** Something these people's screens show changed (an event of the log): they refetch these topics. */
  z.object({ t: z.literal('e'), u: z.array(z.uuid()).max(100), k: z.array(z.enum(EVENT_TOPICS)) }),
]);
export type Announcement = z.infer<typeof ZAnnouncement>;

/** People per announcement: 100 ids of 36 characters, about 4 KB with the JSON around them. */
export const IDS_PER_ANNOUNCEMENT = 100;

export function chunked<T>(items: readonly T[], size = IDS_PER_ANNOUNCEMENT): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The announcement in a payload, or undefined for anything else (another version's, garbage). */
export function parseAnnouncement(payload: string): Announcement | undefined {
  try {
    const parsed = ZAnnouncement.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
