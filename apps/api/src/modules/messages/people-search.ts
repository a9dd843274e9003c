import { PEOPLE_SEARCH_LIMIT } from '@labora/shared/messages';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { containsPattern } from '../../lib/fold-text.js';
import { connectionsOf } from '../connections/service.js';
import { fullName } from './conversation-access.js';

/**
 * People the caller may add to a group: their connections (active accounts) whose name holds `search`, accents and
 * case ignored.
 */
export async function searchPeople(deps: Pick<AppDeps, 'db'>, input: { actor: UserRow; search: string }) {
  const rows = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        ne(users.id, input.actor.id),
        sql`${users.id} in ${connectionsOf(input.actor.id)}`,
        sql`labora_fold(${users.firstName} || ' ' || ${users.lastName}) like ${containsPattern(input.search)}`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(PEOPLE_SEARCH_LIMIT);
  return rows.map((row) => ({ id: row.id, name: fullName(row), avatarUrl: row.avatarUrl }));
}
