import { z } from 'zod';
import { ZRole } from './auth.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

export const ADMIN_PAGE_SIZE = 10;

export const ADMIN_MESSAGES = {
  fetchFailed: 'Failed to fetch users',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  deleteConfirm: 'Are you sure you want to delete this user?',
  updated: 'Usuário atualizado com sucesso!',
  deleted: 'Usuário excluído com sucesso!',
  selfDelete: 'Você não pode excluir a sua própria conta por aqui.',
  selfDemote: 'Você não pode remover o seu próprio acesso de administrador.',
  lastAdmin: 'A Labora precisa de pelo menos um administrador ativo.',
  invalidQuery: INVALID_QUERY_MESSAGE,
  invalidUpdate: 'Informe role (user, admin ou moderator), isActive (verdadeiro ou falso) e notes (texto).',
  notesTooLong: 'As notas devem ter no máximo 5.000 caracteres.',
} as const;

export const ADMIN_SORTS = ['name', 'email', 'isFreelancer', 'createdAt'] as const;

export const ZListUsersQuery = z.object({
  q: z.string({ error: ADMIN_MESSAGES.invalidQuery }).trim().max(100, ADMIN_MESSAGES.invalidQuery).default(''),
  sort: z.enum(ADMIN_SORTS, { error: ADMIN_MESSAGES.invalidQuery }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_MESSAGES.invalidQuery }).default('desc'),
  ...pageFields(ADMIN_PAGE_SIZE, 100),
});

/** A user as the admin dashboard reads it (SPEC "User (as read by admin)"). */
export const ZAdminUser = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: ZRole,
  isActive: z.boolean(),
  isFreelancer: z.boolean(),
  notes: z.string(),
  profileImage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  /** Disputes closed against this person (a final split that gave them less than half; shared/disputes.ts loserOf). */
  disputesLost: z.number().int(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZUpdateUserRequest = z.object({
  role: ZRole.optional(),
  isActive: z.boolean({ error: ADMIN_MESSAGES.invalidUpdate }).optional(),
  notes: z.string({ error: ADMIN_MESSAGES.invalidUpdate }).max(5000, ADMIN_MESSAGES.notesTooLong).optional(),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZUserStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  freelancers: z.number().int(),
  /** Sign-ups this calendar month against last month, in percent; null when last month had none. */
  monthlyGrowthPercent: z.number().nullable(),
});
export type TUserStats = z.infer<typeof ZUserStats>;

/** A CSV cell: quoted when needed, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}
