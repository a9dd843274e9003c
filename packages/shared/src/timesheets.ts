import { z } from 'zod';
import { paymentFields } from './wallet.js';

/**
 * Hourly contracts (a job or proposal 'Por hora'): the contract keeps the hourly rate and a weekly limit of hours
 * agreed when hiring; the client funds its escrow a week (or more) at a time; the time tracker's entries on it
 * (time_entries) close every week, Monday 00:00 to Sunday 23:59:59.999 in São Paulo, into a statement the client
 * approves (or that approves itself after `approvalDays`), which releases its amount from the escrow.
 *
 * The rules, once:
 * - Minutes: the seconds of every entry inside the week (clipped to it), summed, in whole minutes (the seconds left
 *   over, under one minute a week, are not billed).
 * - Billed minutes: at most weeklyLimitHours × 60; the minutes over it are recorded and shown, never billed.
 * - Amount due: billed minutes × rate / 60, rounded half up to the centavo (timesheetAmountCents).
 * - Funding: a statement bills at most what the escrow holds beyond the statements still awaiting approval when it
 *   closes; the rest is recorded as unfunded (shown, not charged later): the freelancer sees what is funded and
 *   stops when it runs out.
 * - A question ('Perguntar') does not stop the clock: the 5 days run from the close. A client who disagrees opens a
 *   dispute, which freezes the escrow and stops every approval until it is decided.
 */

export const TIMESHEET_LIMITS = {
  weeklyLimitDefault: 40,
  weeklyLimitMin: 1,
  weeklyLimitMax: 168,
  /** A statement approves itself this many days after its week closed. */
  approvalDays: 5,
  /** 'Adicionar semanas': weeks funded at once. */
  fundWeeksMax: 52,
  messageMaxLength: 2000,
} as const;

export const TIMESHEET_MESSAGES = {
  weeklyLimitInvalid: `Informe o limite semanal em horas, de ${TIMESHEET_LIMITS.weeklyLimitMin} a ${TIMESHEET_LIMITS.weeklyLimitMax}.`,
  weeksInvalid: `Informe de 1 a ${TIMESHEET_LIMITS.fundWeeksMax} semanas.`,
  notHourly: 'Este contrato não é por hora.',
  onlyClientFunds: 'Só o cliente pode adicionar fundos ao contrato.',
  fundNotAllowed: 'Só é possível adicionar fundos a um contrato pago e ainda não encerrado.',
  payFirst: 'Realize o primeiro pagamento do contrato antes de adicionar semanas.',
  funded: 'Fundos adicionados ao contrato!',
  fundMethod: 'Use o saldo da carteira ou um cartão. Para PIX ou transferência, adicione saldo à carteira antes.',
  statementNotFound: 'Extrato semanal não encontrado.',
  onlyClientApproves: 'Só o cliente pode aprovar o extrato.',
  onlyClientAsks: 'Só o cliente pode fazer perguntas sobre o extrato.',
  onlyFreelancerAnswers: 'Só o freelancer pode responder à pergunta.',
  notPending: 'Este extrato já foi aprovado ou encerrado.',
  noQuestion: 'Não há pergunta aguardando resposta neste extrato.',
  contractEnded: 'O contrato não está em andamento.',
  approved: 'Extrato aprovado! O pagamento foi liberado ao freelancer.',
  asked: 'Pergunta enviada ao freelancer.',
  answered: 'Resposta enviada ao cliente.',
  messageRequired: 'Escreva a sua mensagem.',
  messageTooLong: `A mensagem deve ter no máximo ${TIMESHEET_LIMITS.messageMaxLength.toLocaleString('pt-BR')} caracteres.`,
  hourlyReleaseNotAllowed:
    'Em contratos por hora, o pagamento é liberado pelos extratos semanais (ou ao concluir o contrato).',
} as const;

/** Brazil's official time: UTC−3, no daylight saving since 2019 (as shared/business-days.ts reads it). */
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** 'YYYY-MM-DD' of the Monday (São Paulo) of the week holding `instant`. */
export function weekStartOf(instant: Date): string {
  const local = instant.getTime() - SAO_PAULO_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 → weekday 3 counted from Monday.
  const fromMonday = (((day + 3) % 7) + 7) % 7;
  return new Date((day - fromMonday) * DAY_MS).toISOString().slice(0, 10);
}

/** The week that starts on Monday `weekStart` (São Paulo): [startsAt, endsAt), endsAt the next Monday 00:00. */
export function weekBounds(weekStart: string): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(Date.parse(`${weekStart}T00:00:00.000Z`) + SAO_PAULO_OFFSET_MS);
  return { startsAt, endsAt: new Date(startsAt.getTime() + WEEK_MS) };
}

/** 'YYYY-MM-DD' of a São Paulo day, `days` after another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The São Paulo day of an instant. */
export function saoPauloDate(instant: Date): string {
  return new Date(instant.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

/** Billed minutes × hourly rate, in centavos, rounded half up (the one rounding rule of hourly billing). */
export function timesheetAmountCents(minutes: number, rateCents: number): number {
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError('minutes must be whole and not negative');
  if (!Number.isSafeInteger(rateCents) || rateCents < 0) throw new RangeError('rate must be whole centavos');
  return Math.floor((minutes * rateCents + 30) / 60);
}

/** What funding `weeks` weeks at the limit costs: weeks × limit × rate. */
export function weeksCostCents(weeks: number, weeklyLimitHours: number, rateCents: number): number {
  return weeks * weeklyLimitHours * rateCents;
}

/**
 * A week's bill: its minutes capped at the limit, the amount due, and what the escrow (what is left of it after the
 * statements awaiting approval) covers; the rest is unfunded.
 */
export function billWeek(input: {
  minutes: number;
  weeklyLimitHours: number;
  rateCents: number;
  availableCents: number;
}) {
  const billableMinutes = Math.min(input.minutes, input.weeklyLimitHours * 60);
  const dueCents = timesheetAmountCents(billableMinutes, input.rateCents);
  const amountCents = Math.min(dueCents, Math.max(0, input.availableCents));
  return {
    minutes: input.minutes,
    billableMinutes,
    overLimitMinutes: input.minutes - billableMinutes,
    dueCents,
    amountCents,
    unfundedCents: dueCents - amountCents,
  };
}

/** 'Xh YYmin' for minutes ('0h 00min', '41h 30min'). */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}h ${String(m).padStart(2, '0')}min`;
}

export const ZWeeklyLimitHours = z
  .number({ error: TIMESHEET_MESSAGES.weeklyLimitInvalid })
  .int(TIMESHEET_MESSAGES.weeklyLimitInvalid)
  .min(TIMESHEET_LIMITS.weeklyLimitMin, TIMESHEET_MESSAGES.weeklyLimitInvalid)
  .max(TIMESHEET_LIMITS.weeklyLimitMax, TIMESHEET_MESSAGES.weeklyLimitInvalid);

/**
 * Accepting a proposal: for an hourly job, the weekly limit of hours (default 40); ignored for a fixed price. The body
 * may be left out (null).
 */
export const ZAcceptProposalRequest = z.object({ weeklyLimitHours: ZWeeklyLimitHours.optional() }).nullish();
export type TAcceptProposalRequest = z.input<typeof ZAcceptProposalRequest>;

/** 'Adicionar semanas': weeks × limit × rate from the wallet (or a card, settled at once) into the escrow. */
export const ZFundWeeksRequest = z
  .object({
    weeks: z
      .number({ error: TIMESHEET_MESSAGES.weeksInvalid })
      .int(TIMESHEET_MESSAGES.weeksInvalid)
      .min(1, TIMESHEET_MESSAGES.weeksInvalid)
      .max(TIMESHEET_LIMITS.fundWeeksMax, TIMESHEET_MESSAGES.weeksInvalid),
    ...paymentFields,
  })
  .refine((r) => r.method !== 'card' || r.cardNumber !== undefined, {
    message: 'Informe o número do cartão.',
    path: ['cardNumber'],
  });
export type TFundWeeksRequest = z.input<typeof ZFundWeeksRequest>;

export const ZTimesheetMessageRequest = z.object({
  message: z
    .string({ error: TIMESHEET_MESSAGES.messageRequired })
    .trim()
    .min(1, TIMESHEET_MESSAGES.messageRequired)
    .max(TIMESHEET_LIMITS.messageMaxLength, TIMESHEET_MESSAGES.messageTooLong),
});
export type TTimesheetMessageRequest = z.input<typeof ZTimesheetMessageRequest>;

export const ZStatementParams = z.object({
  id: z.uuid({ error: 'Contrato não encontrado.' }),
  statementId: z.uuid({ error: TIMESHEET_MESSAGES.statementNotFound }),
});

/** pending: awaiting the client; approved: released; void: ended by a dispute's or agreement's split instead. */
export const STATEMENT_STATUSES = ['pending', 'approved', 'void'] as const;
export const STATEMENT_STATUS_LABELS: Record<(typeof STATEMENT_STATUSES)[number], string> = {
  pending: 'Aguardando aprovação',
  approved: 'Aprovado',
  void: 'Encerrado pela disputa',
};
/** Who approved: the client, the clock (after approvalDays), or the contract's conclusion. */
export const APPROVAL_SOURCES = ['client', 'automatic', 'conclusion'] as const;

export const ZStatement = z.object({
  id: z.uuid(),
  /** Monday (São Paulo) and Sunday of the week. */
  weekStart: z.string(),
  weekEnd: z.string(),
  minutes: z.number().int(),
  billableMinutes: z.number().int(),
  overLimitMinutes: z.number().int(),
  rateCents: z.number().int(),
  dueCents: z.number().int(),
  /** What approval releases (due, capped by the escrow when it closed). */
  amountCents: z.number().int(),
  unfundedCents: z.number().int(),
  status: z.enum(STATEMENT_STATUSES),
  closedAt: z.string(),
  /** While pending: when it approves itself. */
  autoApproveAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.enum(APPROVAL_SOURCES).nullable(),
  /** Labora's fee taken from it, and what reached the freelancer's wallet. */
  feeCents: z.number().int(),
  question: z.string().nullable(),
  questionedAt: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type TStatement = z.infer<typeof ZStatement>;

export const ZTimeEntry = z.object({
  id: z.uuid(),
  startedAt: z.string(),
  /** Null while the tracker runs. */
  endedAt: z.string().nullable(),
  /** Whole minutes so far. */
  minutes: z.number().int(),
  manual: z.boolean(),
  note: z.string(),
});

/** 'Horas registradas' and the statements of an hourly contract, to both sides. */
export const ZTimesheet = z.object({
  contractId: z.uuid(),
  rateCents: z.number().int(),
  weeklyLimitHours: z.number().int(),
  /** One week at the limit: what 'Adicionar semanas' costs per week. */
  weekCostCents: z.number().int(),
  /** Paid into the escrow so far, released from it so far (gross), and what it holds now. */
  fundedCents: z.number().int(),
  releasedCents: z.number().int(),
  escrowCents: z.number().int(),
  /** Held for statements awaiting approval; the rest is what the coming hours may bill. */
  reservedCents: z.number().int(),
  availableCents: z.number().int(),
  /** The week under way: its minutes so far and what they would bill. */
  currentWeek: z.object({
    weekStart: z.string(),
    minutes: z.number().int(),
    billableMinutes: z.number().int(),
    overLimitMinutes: z.number().int(),
    dueCents: z.number().int(),
  }),
  /** Newest first: days with time, weeks with time (São Paulo). */
  days: z.array(z.object({ date: z.string(), minutes: z.number().int(), manualMinutes: z.number().int() })),
  weeks: z.array(z.object({ weekStart: z.string(), minutes: z.number().int(), overLimitMinutes: z.number().int() })),
  /** The latest entries, newest first. */
  entries: z.array(ZTimeEntry),
  statements: z.array(ZStatement),
  myRole: z.enum(['client', 'freelancer']),
});
export type TTimesheet = z.infer<typeof ZTimesheet>;

export const ZStatementResponse = z.object({ message: z.string(), statement: ZStatement });
export type TStatementResponse = z.infer<typeof ZStatementResponse>;

export const ZFundWeeksResponse = z.object({
  message: z.string(),
  contractId: z.uuid(),
  amountCents: z.number().int(),
  escrowCents: z.number().int(),
});
export type TFundWeeksResponse = z.infer<typeof ZFundWeeksResponse>;
