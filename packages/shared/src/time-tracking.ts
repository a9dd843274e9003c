import { z } from 'zod';
import { pageFields } from './paging.js';
import { MAX_ENTRY_MS, TIME_TRACKING_LIMITS, TIME_TRACKING_MESSAGES } from './time-tracking-rules.js';

// Zod-free, for the tracker's clock and lists: time-tracking-rules.ts.
export {
  clockSeconds,
  formatClock,
  LONG_RUNNING_MS,
  MAX_ENTRY_MS,
  saoPauloDay,
  TIME_TRACKING_LIMITS,
  TIME_TRACKING_MESSAGES,
} from './time-tracking-rules.js';

const contractId = z.uuid({ error: TIME_TRACKING_MESSAGES.contractNotFound }).nullable();

export const ZStartTracking = z.object({
  /** null: general time, not on a contract. */
  contractId,
});
export type TStartTracking = z.infer<typeof ZStartTracking>;

const instant = z.iso.datetime({ offset: true, error: TIME_TRACKING_MESSAGES.invalidDate });

/** A manual entry, added or corrected (a correction sends every field again). */
export const ZManualEntryInput = z
  .object({
    contractId,
    startedAt: instant,
    endedAt: instant,
    note: z
      .string({ error: TIME_TRACKING_MESSAGES.noteRequired })
      .trim()
      .min(1, TIME_TRACKING_MESSAGES.noteRequired)
      .max(TIME_TRACKING_LIMITS.noteMax, TIME_TRACKING_MESSAGES.noteTooLong),
  })
  .superRefine((value, ctx) => {
    const start = Date.parse(value.startedAt);
    const end = Date.parse(value.endedAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endedAt'], message: TIME_TRACKING_MESSAGES.backwards });
    else if (end - start > MAX_ENTRY_MS)
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: TIME_TRACKING_MESSAGES.tooLong });
  });
export type TManualEntryInput = z.infer<typeof ZManualEntryInput>;

export const ZTimeEntryIdParams = z.object({ id: z.uuid({ error: TIME_TRACKING_MESSAGES.entryNotFound }) });

export const ZTimeEntry = z.object({
  id: z.uuid(),
  contractId: z.uuid().nullable(),
  /** The contract's title; null for general time. */
  contractTitle: z.string().nullable(),
  startedAt: z.iso.datetime(),
  /** null: running. */
  endedAt: z.iso.datetime().nullable(),
  /** Added or corrected by hand. */
  manual: z.boolean(),
  note: z.string(),
  /** The São Paulo calendar day it started on (YYYY-MM-DD): the list groups by it. */
  day: z.iso.date(),
  /** Whole seconds recorded (so far, for the running entry; at most the 24-hour cap). */
  seconds: z.number().int().min(0),
  /** May still be corrected or deleted: ended, and not on a contract that ended nor in a week a statement closed. */
  editable: z.boolean(),
});
export type TTimeEntry = z.infer<typeof ZTimeEntry>;

/** A contract the person may track time on: theirs as freelancer, 'Em Andamento'. */
export const ZTrackableContract = z.object({
  id: z.uuid(),
  title: z.string(),
  clientName: z.string(),
});
export type TTrackableContract = z.infer<typeof ZTrackableContract>;

/** What the tracker shows: the clock is sessionSeconds + (serverNow − max(running.startedAt, sessionStartedAt)). */
export const ZTrackerState = z.object({
  /** The server's clock when this was read: the screen keeps its offset to it. */
  serverNow: z.iso.datetime(),
  running: z
    .object({
      id: z.uuid(),
      contractId: z.uuid().nullable(),
      contractTitle: z.string().nullable(),
      startedAt: z.iso.datetime(),
      /** Running longer than TIME_TRACKING_LIMITS.longRunningHours: probably forgotten. */
      longRunning: z.boolean(),
    })
    .nullable(),
  /** The last 'Zerar'; null: never reset (the session holds every clock entry). */
  sessionStartedAt: z.iso.datetime().nullable(),
  /** Seconds of ended clock entries (not manual ones) inside the session. */
  sessionSeconds: z.number().int().min(0),
  /** The contracts the select offers (besides 'Tempo geral'). */
  contracts: z.array(ZTrackableContract),
});
export type TTrackerState = z.infer<typeof ZTrackerState>;

export const ZTimeEntriesQuery = z.object({
  ...pageFields(TIME_TRACKING_LIMITS.entriesPageDefault, TIME_TRACKING_LIMITS.entriesPageMax),
});

export const ZTimeEntriesPage = z.object({
  /** Newest first. */
  items: z.array(ZTimeEntry),
  hasMore: z.boolean(),
});
export type TTimeEntriesPage = z.infer<typeof ZTimeEntriesPage>;
