import type { ZListUsersQuery } from '@labora/shared/admin';
import {
  ADMIN_MESSAGES,
  csvCell,
  type TAdminUser,
  type TUpdateUserRequest,
  type TUserStats,
} from '@labora/shared/admin';
import { COMMON_MESSAGES } from '@labora/shared/errors';
import { formatPhone } from '@labora/shared/phone';
import { USERS_MESSAGES } from '@labora/shared/users';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { type UserRow, userRole, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/fold-text.js';
import { revokeAllSessions } from '../auth/service.js';
import { declineOrdersToSeller } from '../gigs/service.js';
import { eraseUser } from '../users/service.js';
import { closeWallet } from '../wallet/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ListQuery = z.output<typeof ZListUsersQuery>;
const USER_ROLES = userRole.enumValues;

/** Admins do everything here; moderators may only read and export. */
function assertCanRead(actor: UserRow) {
  if (actor.role !== 'admin' && actor.role !== 'moderator') throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
}
function assertAdmin(actor: UserRow) {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
}

/** The columns the admin list shows (no password hash, no search columns). */
const adminColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  isFreelancer: users.isFreelancer,
  notes: users.notes,
  avatarUrl: users.avatarUrl,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  // Disputes closed against them (disputes.loser_id, set with shared loserOf when a decision becomes final).
  // Spelled out: drizzle writes a select's own columns unqualified, and "id" would be the dispute's.
  disputesLost: sql<number>`(select count(*)::int from disputes d where d.loser_id = "users"."id")`,
};

function toAdminUser(
  user: Pick<UserRow, Exclude<keyof typeof adminColumns, 'disputesLost'>> & { disputesLost: number },
): TAdminUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isActive: user.isActive,
    isFreelancer: user.isFreelancer ?? false,
    notes: user.notes,
    profileImage: user.avatarUrl,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    disputesLost: Number(user.disputesLost),
  };
}

/** First name, last name, e-mail (any case, accents ignored) or role containing the text. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  // One trigram-indexed column holds names and e-mail; the role, one of three words, is matched here instead.
  const roles = USER_ROLES.filter((role) => role.includes(q.toLowerCase()));
  return roles.length
    ? or(like(users.searchText, pattern), inArray(users.role, roles))
    : like(users.searchText, pattern);
}

function orderBy(query: ListQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  const byName = [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, users.id];
  // Every order matches an index of users.ts (read forwards or backwards), so a page never sorts the table.
  const keys: Record<ListQuery['sort'], SQL[]> = {
    name: byName.map((key) => dir(key)),
    email: [dir(sql`lower(${users.email})`)],
    isFreelancer: [dir(sql`coalesce(${users.isFreelancer}, false)`), ...byName.map((key) => asc(key))],
    createdAt: [dir(users.createdAt), dir(users.id)],
  };
  return keys[query.sort];
}

export async function listUsers(deps: Deps, input: { actor: UserRow; query: ListQuery }) {
  assertCanRead(input.actor);
  const where = searchCondition(input.query.q);
  const [rows, [count]] = await Promise.all([
    deps.db
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(...orderBy(input.query))
      .limit(input.query.pageSize)
      .offset((input.query.page - 1) * input.query.pageSize),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: count?.total ?? 0 };
}

export async function userStats(deps: Deps, input: { actor: UserRow }): Promise<TUserStats> {
  assertCanRead(input.actor);
  const now = deps.clock.now();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const [row] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${users.isActive})::int`,
      freelancers: sql<number>`count(*) filter (where ${users.isFreelancer})::int`,
      thisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${thisMonth.toISOString()})::int`,
      lastMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${lastMonth.toISOString()} and ${users.createdAt} < ${thisMonth.toISOString()})::int`,
    })
    .from(users);
  const last = row?.lastMonth ?? 0;
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    freelancers: row?.freelancers ?? 0,
    monthlyGrowthPercent: last === 0 ? null : Math.round((((row?.thisMonth ?? 0) - last) / last) * 1000) / 10,
  };
}

const ROLE_LABEL = { user: 'User', admin: 'Admin', moderator: 'Moderator' } as const;

/** Every user matching the search (not only one page), as SPEC's users.csv. */
export async function exportUsersCsv(deps: Deps, input: { actor: UserRow; q: string }): Promise<string> {
  assertCanRead(input.actor);
  const rows = await deps.db
    .select()
    .from(users)
    .where(searchCondition(input.q))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(users.id));
  const lines = [['Name', 'Email', 'Phone', 'Role', 'Freelancer']];
  for (const u of rows) {
    lines.push([
      `${u.firstName} ${u.lastName}`.trim(),
      u.email,
      formatPhone(u.phone),
      ROLE_LABEL[u.role] ?? 'User',
      u.isFreelancer ? 'Yes' : 'No',
    ]);
  }
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Locks the active admins, always in id order, so two admins demoting each other at once queue up
 * instead of deadlocking, and the second one sees the first one's change.
 */
async function lockActiveAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

function assertAnotherActiveAdmin(activeAdmins: string[], userId: string, message: string = ADMIN_MESSAGES.lastAdmin) {
  if (!activeAdmins.some((id) => id !== userId)) throw new AppError('LAST_ADMIN', message);
}

/**
 * For a transaction about to take `userId` away (a user deleting their own account): queues behind
 * any admin change under way, as updateUser and deleteUser do, then refuses to lose the last active admin.
 */
export async function assertNotLastActiveAdmin(tx: Executor, userId: string, message?: string): Promise<void> {
  const activeAdmins = await lockActiveAdmins(tx);
  if (activeAdmins.includes(userId)) assertAnotherActiveAdmin(activeAdmins, userId, message);
}

async function findUser(tx: Executor, id: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw new AppError('NOT_FOUND', USERS_MESSAGES.notFound);
  return user;
}

export async function updateUser(
  deps: Deps & Pick<AppDeps, 'realtime'>,
  input: { actor: UserRow; userId: string; patch: TUpdateUserRequest },
) {
  assertAdmin(input.actor);
  const { patch } = input;
  const user = await deps.db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const target = await findUser(tx, input.userId);
    const losesAdmin =
      activeAdmins.includes(target.id) &&
      ((patch.role !== undefined && patch.role !== 'admin') || patch.isActive === false);
    if (losesAdmin && target.id === input.actor.id) throw new AppError('SELF_DEMOTE', ADMIN_MESSAGES.selfDemote);
    if (losesAdmin) assertAnotherActiveAdmin(activeAdmins, target.id);
    const [updated] = await tx
      .update(users)
      .set({ ...patch, updatedAt: deps.clock.now() })
      .where(eq(users.id, target.id))
      .returning();
    // A deactivated user is out at once, not when the token expires.
    if (patch.isActive === false) await revokeAllSessions(tx, target.id);
    const [lost] = await tx.select({ n: adminColumns.disputesLost }).from(users).where(eq(users.id, target.id));
    return toAdminUser({ ...(updated ?? target), disputesLost: lost?.n ?? 0 });
  });
  return user;
}

/**
 * Deletes a user as the account's own deletion does (users' eraseUser), never the last active admin nor anyone
 * whose money is still in the wallet, in escrow or in withdrawal; orders waiting for them as a seller are declined
 * and refunded to their buyers.
 */
export async function deleteUser(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'exportFiles' | 'log' | 'realtime'>,
  input: { actor: UserRow; userId: string },
) {
  assertAdmin(input.actor);
  if (input.userId === input.actor.id) throw new AppError('SELF_DELETE', ADMIN_MESSAGES.selfDelete);
  await eraseUser(deps, {
    userId: input.userId,
    async check(tx) {
      const activeAdmins = await lockActiveAdmins(tx);
      const target = await findUser(tx, input.userId);
      assertAnotherActiveAdmin(activeAdmins, target.id);
      // As for the account's own deletion: their buyers refunded (the row is locked: no new order), and not
      // while money of theirs is held; the ledger's rows stay.
      await declineOrdersToSeller(tx, target.id, deps.clock.now());
      await closeWallet(tx, target.id);
    },
  });
}
