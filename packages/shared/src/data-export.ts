import { z } from 'zod';
import { COMMON_MESSAGES } from './errors.js';

/**
 * 'Baixar meus dados' (LGPD art. 18, II): a person asks for a copy of their data; Labora builds a ZIP in the
 * background and mails a link valid for 24 hours.
 */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type TDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

const HOUR_MS = 60 * 60 * 1000;

export const DATA_EXPORT_LIMITS = {
  /** Requests per person in any 24 hours: a build reads every row of theirs and writes every file. */
  perWindow: 3,
  windowMs: 24 * HOUR_MS,
  /** How long the file and its link last once ready. */
  linkValidMs: 24 * HOUR_MS,
  /** How often the card asks again while an export is being prepared. */
  pollMs: 3000,
  /** The secret in the e-mailed link: 32 random bytes, base64url (43 characters). */
  tokenLength: 43,
} as const;

export const DATA_EXPORT_MESSAGES = {
  requested: 'Pedido recebido! Estamos preparando a cópia dos seus dados. Enviaremos um link por e-mail.',
  rateLimited: 'Você já pediu 3 cópias dos seus dados nas últimas 24 horas. Tente novamente mais tarde.',
  notFound: 'Cópia dos dados não encontrada. O link pode estar incorreto.',
  expired: 'Este link expirou. As cópias ficam disponíveis por 24 horas: peça uma nova em Configurações.',
  failed: 'Não foi possível preparar a cópia dos seus dados. Tente pedir novamente.',
  requestFailed: 'Erro ao solicitar a cópia dos seus dados.',
  loadFailed: 'Erro ao carregar os pedidos de cópia dos seus dados.',
  downloadFailed: 'Erro ao baixar a cópia dos seus dados.',
  mailSubject: 'Sua cópia dos dados da Labora está pronta',
  network: COMMON_MESSAGES.offline,
} as const;

/** What the card shows of each status. */
export const DATA_EXPORT_STATUS_LABELS: Record<TDataExportStatus, string> = {
  pending: 'Em preparação',
  ready: 'Pronto',
  failed: 'Falhou',
  expired: 'Expirado',
};

export const ZDataExport = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** 24 hours after readyAt; the file is gone from then on. */
  expiresAt: z.iso.datetime().nullable(),
  /** The ZIP's size in bytes once ready. */
  sizeBytes: z.number().int().nonnegative().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** The person's requests, newest first (a handful: at most 3 a day, rows of expired ones kept for 30 days). */
export const ZDataExportList = z.object({ items: z.array(ZDataExport) });
export type TDataExportList = z.infer<typeof ZDataExportList>;

export const ZDataExportParams = z.object({ id: z.uuid({ error: DATA_EXPORT_MESSAGES.notFound }) });

/** The e-mailed link's secret; a signed-in owner may download without it. */
export const ZDataExportDownloadQuery = z.object({
  token: z.string().min(1).max(200, DATA_EXPORT_MESSAGES.notFound).optional(),
});
