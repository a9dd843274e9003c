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

/** São Paulo's calendar day of an instant (a fixed UTC−3: Brazil has had no daylight saving since 2019). */
export function saoPauloDay(instant: Date): string {
  return new Date(instant.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** What the clock reads of the tracker's state (TTrackerState, time-tracking.ts). */
export interface TrackerClockState {
  running: { startedAt: string } | null;
  sessionSeconds: number;
  sessionStartedAt: string | null;
}

/** Seconds the clock shows: the session's recorded seconds plus the running entry's part inside the session. */
export function clockSeconds(state: TrackerClockState, serverNowMs: number): number {
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
