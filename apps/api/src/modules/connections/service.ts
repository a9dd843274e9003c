import {
  CONNECTION_LIMITS,
  CONNECTION_MESSAGES,
  type TConnectionPerson,
  type TConnectionRequest,
  type TIncomingRequestsPage,
  type TSuggestionsPage,
} from '@labora/shared/connections';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { type ConnectionRequestRow, connectionRequests } from '../../db/schema/connections.js';
import { contracts } from '../../db/schema/contracts.js';
import { conversationMembers, conversations, messages } from '../../db/schema/messages.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { markSubjectRead, notify } from '../notifications/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Where a connection's notification leads: the Messages screen, whose 'Sugestões' panel lists the requests. */
const CONNECTIONS_LINK = '/dashboard/messages';
const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

const CONNECTION_REQUEST_RATE_LIMIT = {
  name: 'connections:requests',
  limit: CONNECTION_LIMITS.requestsPerHour,
  windowMs: 60 * 60_000,
  message: CONNECTION_MESSAGES.tooMany,
};

/** The one key of two people's request, whichever of them sends it. */
const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const idList = (ids: readonly string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/**
 * The connection edges that start at the people of `of` (an SQL list or subquery of user ids), as rows
 * (via, person): `via` is one of them, `person` someone they are connected to. Two people are connected when they
 * had a contract together (any state: they agreed on work), when both wrote in their direct conversation (one
 * side's messages alone make no acquaintance: anyone may write to anyone), or when one accepted the other's
 * request. Each branch starts from an indexed column, so the cost follows the people asked about, not the tables.
 */
function connectionEdges(of: SQL): SQL {
  const wrote = (conversation: SQL, person: SQL) =>
    sql`exists (select 1 from ${messages} w where w.conversation_id = ${conversation} and w.sender_id = ${person} and w.kind = 'user')`;
  return sql`(
    select c.client_id as via, c.freelancer_id as person from ${contracts} c where c.client_id in ${of}
    union
    select c.freelancer_id, c.client_id from ${contracts} c where c.freelancer_id in ${of}
    union
    select r.sender_id, r.receiver_id from ${connectionRequests} r where r.status = 'accepted' and r.sender_id in ${of}
    union
    select r.receiver_id, r.sender_id from ${connectionRequests} r where r.status = 'accepted' and r.receiver_id in ${of}
    union
    select mine.user_id, theirs.user_id
    from ${conversationMembers} mine
    join ${conversations} d on d.id = mine.conversation_id and d.kind = 'direct'
    join ${conversationMembers} theirs on theirs.conversation_id = d.id and theirs.user_id <> mine.user_id
    where mine.user_id in ${of}
      and ${wrote(sql`d.id`, sql`mine.user_id`)} and ${wrote(sql`d.id`, sql`theirs.user_id`)}
  )`;
}

/** The caller's connections that are active accounts: the "mine" of every count of connections in common. */
const myConnections = (me: string) =>
  sql`select e.person from ${connectionEdges(idList([me]))} e join ${users} a on a.id = e.person and a.is_active`;

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  user_type: string;
  mutual: number;
}
const toPerson = (row: PersonRow): TConnectionPerson => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`,
  avatarUrl: row.avatar_url,
  headline: row.user_type,
  mutualConnections: Number(row.mutual),
});

/** Whether two people are connected (see connectionEdges). */
export async function areConnected(db: Executor, a: string, b: string): Promise<boolean> {
  const rows = await queryRows<{ person: string }>(
    db,
    sql`select e.person from ${connectionEdges(idList([a]))} e where e.person = ${b}::uuid limit 1`,
  );
  return rows.length > 0;
}

/** Which of `userIds` are connected to `me` (see connectionEdges): one query for them all. */
export async function connectedAmong(db: Executor, me: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await queryRows<{ person: string }>(
    db,
    sql`select distinct e.person from ${connectionEdges(idList([me]))} e where e.person in ${idList(userIds)}`,
  );
  return new Set(rows.map((row) => row.person));
}

/** An SQL subquery of the ids of `me`'s connections that are active accounts (people search, group additions). */
export const connectionsOf = (me: string): SQL => sql`(${myConnections(me)})`;

/**
 * 'Sugestões': active people the caller is not connected to and has no request with (either way, any state),
 * who share at least one connection with them; most connections in common first, then by name and id (stable
 * across pages). Two hops over the edges, counted in SQL.
 */
export async function listSuggestions(
  deps: Pick<AppDeps, 'db'>,
  input: { actor: Pick<UserRow, 'id'>; page: number; pageSize: number },
): Promise<TSuggestionsPage> {
  const me = input.actor.id;
  const rows = await queryRows<PersonRow>(
    deps.db,
    sql`with mine as (${myConnections(me)}),
    ranked as (
      select e.person, count(distinct e.via)::int as mutual
      from ${connectionEdges(sql`(select person from mine)`)} e
      where e.person <> ${me}::uuid and e.person not in (select person from mine)
      group by e.person
    )
    select u.id, u.first_name, u.last_name, u.avatar_url, u.user_type, r.mutual
    from ranked r
    join ${users} u on u.id = r.person and u.is_active
    where not exists (
      select 1 from ${connectionRequests} q
      where (q.sender_id = ${me}::uuid and q.receiver_id = u.id) or (q.sender_id = u.id and q.receiver_id = ${me}::uuid)
    )
    order by r.mutual desc, u.first_name, u.last_name, u.id
    limit ${input.pageSize + 1} offset ${(input.page - 1) * input.pageSize}`,
  );
  return { items: rows.slice(0, input.pageSize).map(toPerson), hasMore: rows.length > input.pageSize };
}

/** The given people with the count of connections each shares with the caller. */
async function peopleFor(db: Executor, me: string, ids: readonly string[]): Promise<Map<string, TConnectionPerson>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<PersonRow>(
    db,
    sql`with mine as (${myConnections(me)}),
    shared as (
      select e.via as id, count(distinct e.person)::int as mutual
      from ${connectionEdges(idList(ids))} e
      where e.person in (select person from mine)
      group by e.via
    )
    select u.id, u.first_name, u.last_name, u.avatar_url, u.user_type, coalesce(s.mutual, 0) as mutual
    from ${users} u left join shared s on s.id = u.id
    where u.id in ${idList(ids)}`,
  );
  return new Map(rows.map((row) => [row.id, toPerson(row)]));
}

async function toRequest(db: Executor, me: string, row: ConnectionRequestRow): Promise<TConnectionRequest> {
  const otherId = row.senderId === me ? row.receiverId : row.senderId;
  const person = (await peopleFor(db, me, [otherId])).get(otherId);
  if (!person) throw new AppError('NOT_FOUND', CONNECTION_MESSAGES.personNotFound);
  return { id: row.id, status: row.status, person, createdAt: row.createdAt.toISOString() };
}

/** Pending requests to the caller from active people, newest first. */
export async function listIncomingRequests(
  deps: Deps,
  input: { actor: UserRow; page: number; pageSize: number },
): Promise<TIncomingRequestsPage> {
  const rows = await deps.db
    .select({ request: connectionRequests })
    .from(connectionRequests)
    .innerJoin(users, and(eq(users.id, connectionRequests.senderId), eq(users.isActive, true)))
    .where(and(eq(connectionRequests.receiverId, input.actor.id), eq(connectionRequests.status, 'pending')))
    .orderBy(sql`${connectionRequests.createdAt} desc`, sql`${connectionRequests.id} desc`)
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize);
  const page = rows.slice(0, input.pageSize).map((row) => row.request);
  const people = await peopleFor(
    deps.db,
    input.actor.id,
    page.map((r) => r.senderId),
  );
  return {
    items: page.flatMap((r) => {
      const person = people.get(r.senderId);
      return person ? [{ id: r.id, status: r.status, person, createdAt: r.createdAt.toISOString() }] : [];
    }),
    hasMore: rows.length > input.pageSize,
  };
}

/**
 * The caller asks an active person to connect ('Adicionar'); limited per hour. Refused: to oneself, to someone
 * already connected, and when a request between the two exists (the caller's, whatever its answer, which the
 * sender is never told; or the other's, waiting: accepting it connects them). Someone who declined may ask later.
 */
export async function sendConnectionRequest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>,
  input: { actor: UserRow; userId: string },
): Promise<TConnectionRequest> {
  const me = input.actor.id;
  if (input.userId === me) throw new AppError('SELF_CONNECTION', CONNECTION_MESSAGES.selfRequest);
  const [person] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.isActive, true)));
  if (!person) throw new AppError('NOT_FOUND', CONNECTION_MESSAGES.personNotFound);
  await consumeRateLimit(deps, CONNECTION_REQUEST_RATE_LIMIT, me);
  const now = deps.clock.now();
  const request = await deps.db.transaction(async (tx) => {
    const sent = await storeRequest(tx, { me, other: input.userId, now });
    await notify(tx, now, [
      {
        userId: input.userId,
        type: 'connection',
        text: `${fullName(input.actor)} quer se conectar com você.`,
        link: CONNECTIONS_LINK,
        subjectId: sent.id,
      },
    ]);
    return sent;
  });
  return toRequest(deps.db, me, request);
}

/**
 * Stores the caller's request to `other` in the caller's transaction, or refuses it (see sendConnectionRequest).
 */
async function storeRequest(tx: Executor, { me, other, now }: { me: string; other: string; now: Date }) {
  const pairKey = pairKeyOf(me, other);
  if (await areConnected(tx, me, other)) throw new AppError('ALREADY_CONNECTED', CONNECTION_MESSAGES.alreadyConnected);
  const [created] = await tx
    .insert(connectionRequests)
    .values({ senderId: me, receiverId: other, pairKey, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // The pair already has a row (locked: two answers at once cannot both pass).
  const [existing] = await tx
    .select()
    .from(connectionRequests)
    .where(eq(connectionRequests.pairKey, pairKey))
    .for('update');
  if (!existing) throw new Error('connection request vanished');
  if (existing.status === 'accepted') throw new AppError('ALREADY_CONNECTED', CONNECTION_MESSAGES.alreadyConnected);
  if (existing.senderId === me) throw new AppError('CONNECTION_REQUEST_EXISTS', CONNECTION_MESSAGES.alreadySent);
  if (existing.status === 'pending')
    throw new AppError('CONNECTION_REQUEST_EXISTS', CONNECTION_MESSAGES.alreadyReceived);
  // The caller once declined the other's request and now asks themself: the row turns around.
  const [renewed] = await tx
    .update(connectionRequests)
    .set({ senderId: me, receiverId: other, status: 'pending', createdAt: now, respondedAt: null })
    .where(eq(connectionRequests.id, existing.id))
    .returning();
  if (!renewed) throw new Error('connection request vanished');
  return renewed;
}

/** The receiver's answer to a pending request: strangers get 404, the sender 403, an answered request 409. */
async function answerRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { actor: UserRow; id: string; accept: boolean },
) {
  const me = input.actor.id;
  const [found] = await deps.db.select().from(connectionRequests).where(eq(connectionRequests.id, input.id));
  if (!found || (found.senderId !== me && found.receiverId !== me))
    throw new AppError('NOT_FOUND', CONNECTION_MESSAGES.requestNotFound);
  if (found.receiverId !== me) throw new AppError('FORBIDDEN', CONNECTION_MESSAGES.notReceiver);
  const now = deps.clock.now();
  const answered = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(connectionRequests)
      .set({ status: input.accept ? 'accepted' : 'declined', respondedAt: now })
      .where(and(eq(connectionRequests.id, input.id), eq(connectionRequests.status, 'pending')))
      .returning();
    if (!row) throw new AppError('CONNECTION_REQUEST_NOT_PENDING', CONNECTION_MESSAGES.notPending);
    // Answered: the receiver's notification of it is done with; only an acceptance tells the sender.
    await markSubjectRead(tx, now, { userId: me, type: 'connection', subjectId: row.id });
    if (input.accept) {
      await notify(tx, now, [
        {
          userId: row.senderId,
          type: 'connection',
          text: `${fullName(input.actor)} aceitou seu pedido de conexão.`,
          link: CONNECTIONS_LINK,
          subjectId: row.id,
        },
      ]);
    }
    return row;
  });
  return toRequest(deps.db, me, answered);
}

export const acceptConnectionRequest = (deps: Pick<AppDeps, 'db' | 'clock'>, input: { actor: UserRow; id: string }) =>
  answerRequest(deps, { ...input, accept: true });

/** Declining tells the sender nothing: their request keeps showing as sent. */
export const declineConnectionRequest = (deps: Pick<AppDeps, 'db' | 'clock'>, input: { actor: UserRow; id: string }) =>
  answerRequest(deps, { ...input, accept: false });
