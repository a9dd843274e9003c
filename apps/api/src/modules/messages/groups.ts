import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '@labora/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conversationMembers, conversations } from '../../db/schema/messages.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { accessConversation, activePerson, fullName } from './conversation-access.js';
import { getConversation } from './conversations.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'realtime'>;

/** A group named by the caller, who owns it, with the people given (active accounts only). */
export async function createGroup(deps: Deps, input: { actor: UserRow; name: string; memberIds: string[] }) {
  const others = [...new Set(input.memberIds)].filter((id) => id !== input.actor.id);
  for (const id of others) await activePerson(deps.db, id);
  const now = deps.clock.now();
  const { id } = await deps.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(conversations)
      .values({ kind: 'group', name: input.name, createdBy: input.actor.id, createdAt: now })
      .returning({ id: conversations.id });
    if (!group) throw new Error('group not created');
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: group.id, userId: input.actor.id, role: 'owner' as const, joinedAt: now },
        ...others.map((userId) => ({ conversationId: group.id, userId, role: 'member' as const, joinedAt: now })),
      ]);
    const adderName = fullName(input.actor);
    const added = others.map((userId) =>
      notificationTexts.addedToGroup({ userId, adderName, groupName: input.name, conversationId: group.id }),
    );
    return { id: group.id, notified: await notify(tx, now, added) };
  });
  return getConversation(deps, { actor: input.actor, id });
}

/** The group's owner, or the refusal: 403 to a non-owner, 400 for a conversation that is not a group. */
async function ownedGroup(db: Executor, actor: UserRow, id: string) {
  const { conversation, member } = await accessConversation(db, actor, id);
  if (conversation.kind !== 'group') throw new AppError('BAD_REQUEST', MESSAGE_MESSAGES.notAGroup);
  if (member?.role !== 'owner') throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.notGroupOwner);
  return conversation;
}

/** The owner adds an active person to the group (again: nothing changes). */
export async function addGroupMember(deps: Deps, input: { actor: UserRow; id: string; userId: string }) {
  const group = await ownedGroup(deps.db, input.actor, input.id);
  await activePerson(deps.db, input.userId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The group row is locked so two additions at once cannot pass the size limit together.
    await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, input.id)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, input.id));
    if ((count?.n ?? 0) >= MESSAGE_LIMITS.groupMembersMax) throw new AppError('CONFLICT', MESSAGE_MESSAGES.groupFull);
    const added = await tx
      .insert(conversationMembers)
      .values({ conversationId: input.id, userId: input.userId, joinedAt: now })
      .onConflictDoNothing()
      .returning({ userId: conversationMembers.userId });
    // Told once, when they actually joined (adding someone already in it changes nothing).
    const items = added.map(({ userId }) =>
      notificationTexts.addedToGroup({
        userId,
        adderName: fullName(input.actor),
        groupName: group.name ?? '',
        conversationId: input.id,
      }),
    );
    return notify(tx, now, items);
  });
  return getConversation(deps, { actor: input.actor, id: input.id });
}

/** The owner removes someone from the group (never themself); removing someone not in it changes nothing. */
export async function removeGroupMember(deps: Deps, input: { actor: UserRow; id: string; userId: string }) {
  await ownedGroup(deps.db, input.actor, input.id);
  if (input.userId === input.actor.id) throw new AppError('BAD_REQUEST', MESSAGE_MESSAGES.ownerStays);
  await deps.db
    .delete(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, input.id), eq(conversationMembers.userId, input.userId)));
  return getConversation(deps, { actor: input.actor, id: input.id });
}
