import { z } from 'zod';
import { pageFields } from './paging.js';

/**
 * The time tracker (freelancer dashboard): one running entry per person lives on the server, and the screen
 * derives its clock from it. Entries are on one of the person's active contracts (as its freelancer) or general
 * time; an ended entry with a contract is time worked on that contract (billed by hourly contracts), `manual`
 * when added or corrected by hand. 'Zerar' starts a new session of the clock and deletes nothing.
 */
export const TIME_TRACKING_LIMITS = {
  /** The longest one entry may be: a running entry stops counting here (pausing it later records this much). */
  maxEntryHours: 24,
  /** A running entry this old is probably forgotten (a closed laptop): the screen asks the person to check it. */
  longRunningHours: 12,
  noteMax: 500,
  entriesPageDefault: 20,
  entriesPageMax: 50,
} as const;

export const MAX_ENTRY_MS = TIME_TRACKING_LIMITS.maxEntryHours * 60 * 60 * 1000;
export const LONG_RUNNING_MS = TIME_TRACKING_LIMITS.longRunningHours * 60 * 60 * 1000;

export const TIME_TRACKING_MESSAGES = {
  contractNotFound: 'Contrato não encontrado.',
  /** A contract's time is recorded by its freelancer only, while it is 'Em Andamento'. */
  contractNotActive: 'Só é possível registrar horas em um contrato seu que esteja Em Andamento.',
  entryNotFound: 'Registro de horas não encontrado.',
  entryRunning: 'Pause o cronômetro antes de alterar este registro.',
  backwards: 'O fim deve ser depois do início.',
  inFuture: 'O registro não pode terminar no futuro.',
  tooLong: `Um registro pode ter no máximo ${TIME_TRACKING_LIMITS.maxEntryHours} horas.`,
  overlap: 'Este período se sobrepõe a outro registro seu.',
  /** Hours of a week its weekly statement closed: billed already, or never to be. */
  weekClosed: 'Esta semana já foi fechada no extrato semanal do contrato: as horas dela não podem mais ser alteradas.',
  noteRequired: 'Descreva o que foi feito.',
  noteTooLong: `A nota pode ter no máximo ${TIME_TRACKING_LIMITS.noteMax} caracteres.`,
  invalidDate: 'Data e hora inválidas.',
  deleted: 'Registro removido.',
  /** Said on screen beside 'Zerar'. */
  resetExplained: 'Zerar o relógio não apaga as horas já registradas.',
} as const;

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

/** São Paulo's calendar day of an instant (a fixed UTC−3: Brazil has had no daylight saving since 2019). */
export function saoPauloDay(instant: Date): string {
  return new Date(instant.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Seconds the clock shows: the session's recorded seconds plus the running entry's part inside the session. */
export function clockSeconds(state: TTrackerState, serverNowMs: number): number {
  if (!state.running) return state.sessionSeconds;
  const started = Date.parse(state.running.startedAt);
  const from = Math.max(started, state.sessionStartedAt ? Date.parse(state.sessionStartedAt) : started);
  const until = Math.min(serverNowMs, started + MAX_ENTRY_MS);
  return state.sessionSeconds + Math.max(0, Math.floor((until - from) / 1000));
}

/** 'HH:MM:SS' (hours may pass 99). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
