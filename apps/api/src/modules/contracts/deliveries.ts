import { CONTRACT_MESSAGES, type TDelivery } from '@labora/shared/contracts';
import { WALLET_LIMITS } from '@labora/shared/wallet';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contractDeliveries, contracts, deliveryFiles } from '../../db/schema/contracts.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { removeAttachments, type StoredAttachment } from '../../lib/attachments.js';
import { recordEvent } from '../../lib/event-log.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { postContractEvent } from './contract-messages.js';
import { concludeLocked, lockContract, roleOf } from './moves.js';

// 'Entregar': the freelancer hands in the work; the client releases the escrow or asks for changes; a delivery
// left unanswered for WALLET_LIMITS.autoReleaseDays releases it by itself. The client is mailed at the delivery and
// reminded REMIND_DAYS_BEFORE_RELEASE days before the release (the warning the Terms promise).

type Deps = Pick<AppDeps, 'db' | 'clock' | 'files'>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before a delivery's automatic release the client is reminded. */
export const REMIND_DAYS_BEFORE_RELEASE = 2;

/** When a delivery made at `createdAt` releases the escrow if the client does nothing. */
export function autoReleaseAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + WALLET_LIMITS.autoReleaseDays * DAY_MS);
}

/** Each contract's deliveries with their files, oldest first. */
export async function deliveriesOf(db: Executor, contractIds: string[]): Promise<Map<string, TDelivery[]>> {
  const byContract = new Map<string, TDelivery[]>(contractIds.map((id) => [id, []]));
  if (!contractIds.length) return byContract;
  const rows = await db
    .select()
    .from(contractDeliveries)
    .where(inArray(contractDeliveries.contractId, contractIds))
    .orderBy(asc(contractDeliveries.createdAt));
  const files = rows.length
    ? await db
        .select()
        .from(deliveryFiles)
        .where(
          inArray(
            deliveryFiles.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(deliveryFiles.createdAt))
    : [];
  for (const row of rows) {
    byContract.get(row.contractId)?.push({
      id: row.id,
      message: row.message,
      status: row.status,
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      files: files
        .filter((f) => f.deliveryId === row.id)
        .map((f) => ({ id: f.id, fileName: f.fileName, contentType: f.contentType, size: f.size })),
    });
  }
  return byContract;
}

/** The freelancer delivers, while the contract is in progress and no earlier delivery waits; files go on failure. */
export async function createDelivery(
  deps: Deps,
  input: { actor: UserRow; id: string; message: string; attachments: StoredAttachment[] },
): Promise<void> {
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const { contract, role } = await lockContract(tx, input.actor, input.id);
      if (role !== 'freelancer') throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.onlyFreelancerDelivers);
      if (contract.status !== 'em_andamento') {
        throw new AppError('INVALID_TRANSITION', CONTRACT_MESSAGES.deliverWhileInProgress);
      }
      const [waiting] = await tx
        .select({ id: contractDeliveries.id })
        .from(contractDeliveries)
        .where(and(eq(contractDeliveries.contractId, contract.id), eq(contractDeliveries.status, 'pending')));
      if (waiting) throw new AppError('DELIVERY_PENDING', CONTRACT_MESSAGES.deliveryPending);
      const [delivery] = await tx
        .insert(contractDeliveries)
        .values({ contractId: contract.id, message: input.message, createdAt: now })
        .returning({ id: contractDeliveries.id });
      if (!delivery) throw new Error('delivery not inserted');
      await postContractEvent(tx, contract, { kind: 'delivered' }, now);
      await notify(tx, now, [
        notificationTexts.contractDelivered({
          clientId: contract.clientId,
          freelancerName: `${input.actor.firstName} ${input.actor.lastName}`,
          title: contract.title,
          contractId: contract.id,
          autoReleaseAt: autoReleaseAt(now),
        }),
      ]);
      if (input.attachments.length) {
        await tx.insert(deliveryFiles).values(
          // A millisecond apart, so they list in the order they were sent.
          input.attachments.map((a, i) => ({ ...a, deliveryId: delivery.id, createdAt: new Date(now.getTime() + i) })),
        );
      }
    });
  } catch (error) {
    await removeAttachments(
      deps.files,
      input.attachments.map((a) => a.storageName),
    );
    throw error;
  }
}

/** The client asks for changes to the waiting delivery, with a message; the work goes on. */
export async function requestChanges(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { actor: UserRow; id: string; deliveryId: string; message: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { contract, role } = await lockContract(tx, input.actor, input.id);
    if (role !== 'client') throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.onlyClientAnswers);
    const [delivery] = await tx
      .select({ status: contractDeliveries.status })
      .from(contractDeliveries)
      .where(and(eq(contractDeliveries.id, input.deliveryId), eq(contractDeliveries.contractId, input.id)));
    if (!delivery) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.deliveryNotFound);
    if (delivery.status !== 'pending') throw new AppError('DELIVERY_NOT_PENDING', CONTRACT_MESSAGES.deliveryNotPending);
    await tx
      .update(contractDeliveries)
      .set({ status: 'changes_requested', answer: input.message, answeredAt: now })
      .where(eq(contractDeliveries.id, input.deliveryId));
    await postContractEvent(tx, contract, { kind: 'changesRequested' }, now);
  });
}

/** A delivery's file, to the contract's two sides only (404 to anyone else). */
export async function findDeliveryFile(
  deps: Pick<AppDeps, 'db'>,
  input: { actor: UserRow; id: string; deliveryId: string; fileId: string },
) {
  const [row] = await deps.db
    .select({ file: deliveryFiles, contract: contracts })
    .from(deliveryFiles)
    .innerJoin(contractDeliveries, eq(contractDeliveries.id, deliveryFiles.deliveryId))
    .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
    .where(
      and(
        eq(deliveryFiles.id, input.fileId),
        eq(deliveryFiles.deliveryId, input.deliveryId),
        eq(contracts.id, input.id),
      ),
    );
  if (!row || !roleOf(input.actor, row.contract)) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.fileNotFound);
  return row.file;
}

/**
 * The 7-day rule: a delivery still waiting WALLET_LIMITS.autoReleaseDays after it was made releases the escrow to
 * the freelancer and concludes the contract, as if the client had. Each under the contract's lock, checked again
 * there (the client may have answered meanwhile). Answers how many were released.
 */
export async function releaseOverdueDeliveries(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const due = await deps.db
    .select({ contractId: contractDeliveries.contractId })
    .from(contractDeliveries)
    .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
    .where(
      and(
        eq(contractDeliveries.status, 'pending'),
        lte(contractDeliveries.createdAt, new Date(now.getTime() - WALLET_LIMITS.autoReleaseDays * DAY_MS)),
        eq(contracts.status, 'em_andamento'),
        // A dispute freezes the escrow: no release by itself while it is open.
        isNull(contracts.disputeId),
      ),
    )
    .limit(50);
  let released = 0;
  for (const { contractId } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
      const [waiting] = await tx
        .select({ createdAt: contractDeliveries.createdAt })
        .from(contractDeliveries)
        .where(and(eq(contractDeliveries.contractId, contractId), eq(contractDeliveries.status, 'pending')));
      if (
        contract?.status !== 'em_andamento' ||
        contract.disputeId ||
        !waiting ||
        autoReleaseAt(waiting.createdAt) > now
      ) {
        return false;
      }
      const { releasedCents } = await concludeLocked(tx, contract, now);
      await postContractEvent(tx, contract, { kind: 'autoReleased', releasedCents }, now);
      return true;
    });
    if (done) released++;
  }
  return released;
}

/**
 * The warning before the 7-day rule: each delivery still waiting, of a contract in progress, whose automatic release
 * is REMIND_DAYS_BEFORE_RELEASE days away or less (and not past: releaseOverdueDeliveries takes those), reminds the
 * client once, by bell and e-mail. The deliveries are marked under SKIP LOCKED in the transaction that notifies, so
 * several processes never remind twice. Answers how many were reminded.
 */
export async function remindUnansweredDeliveries(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const remindFrom = new Date(now.getTime() - (WALLET_LIMITS.autoReleaseDays - REMIND_DAYS_BEFORE_RELEASE) * DAY_MS);
  const releasedBy = new Date(now.getTime() - WALLET_LIMITS.autoReleaseDays * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const due = tx
      .select({ id: contractDeliveries.id })
      .from(contractDeliveries)
      .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
      .where(
        and(
          eq(contractDeliveries.status, 'pending'),
          isNull(contractDeliveries.remindedAt),
          lte(contractDeliveries.createdAt, remindFrom),
          gt(contractDeliveries.createdAt, releasedBy),
          eq(contracts.status, 'em_andamento'),
          // Frozen by a dispute: nothing will be released, so nothing to remind of.
          isNull(contracts.disputeId),
        ),
      )
      .limit(100)
      .for('update', { of: contractDeliveries, skipLocked: true });
    const marked = await tx
      .update(contractDeliveries)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(contractDeliveries.id, due),
          eq(contractDeliveries.status, 'pending'),
          isNull(contractDeliveries.remindedAt),
        ),
      )
      .returning({ contractId: contractDeliveries.contractId, createdAt: contractDeliveries.createdAt });
    if (marked.length === 0) return 0;
    const sides = await tx
      .select({
        id: contracts.id,
        clientId: contracts.clientId,
        title: contracts.title,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.freelancerId))
      .where(
        inArray(
          contracts.id,
          marked.map((m) => m.contractId),
        ),
      );
    const items = marked.flatMap((delivery) => {
      const contract = sides.find((c) => c.id === delivery.contractId);
      if (!contract) return [];
      recordEvent(tx, {
        type: 'contract.release_reminder',
        audience: [contract.clientId],
        data: { contractId: contract.id, releaseAt: autoReleaseAt(delivery.createdAt).toISOString() },
      });
      return [
        notificationTexts.deliveryReminder({
          clientId: contract.clientId,
          freelancerName: `${contract.firstName} ${contract.lastName}`,
          title: contract.title,
          contractId: contract.id,
          autoReleaseAt: autoReleaseAt(delivery.createdAt),
        }),
      ];
    });
    await notify(tx, now, items);
    return marked.length;
  });
}
