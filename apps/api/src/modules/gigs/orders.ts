import { randomUUID } from 'node:crypto';
import type { EventData, NewEvent } from '@labora/shared/events';
import {
  GIG_MESSAGES,
  GIG_ORDER_LIMITS,
  GIG_ORDER_MESSAGES,
  GIG_PACKAGE_NAMES,
  type TGigOrder,
  type ZCreateGigOrderRequest,
  type ZListGigOrdersQuery,
} from '@labora/shared/gigs';
import { brazilDate } from '@labora/shared/jobs';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import { type GigOrderRow, gigOrders, gigs } from '../../db/schema/gigs.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { insertContract, postContractEvent } from '../contracts/service.js';
import { escrowBalance, payGigOrderIn, refundEscrow } from '../wallet/service.js';
import { packageOf } from './packages.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const DAY_MS = 24 * 60 * 60 * 1000;

const GIG_ORDER_RATE_LIMIT = {
  name: 'gig-orders:user',
  limit: GIG_ORDER_LIMITS.perBuyerPerDay,
  windowMs: DAY_MS,
  message: GIG_ORDER_MESSAGES.tooMany,
};

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

function ordersQuery(db: Executor) {
  return db
    .select({
      order: gigOrders,
      buyerFirstName: buyer.firstName,
      buyerLastName: buyer.lastName,
      buyerAvatarUrl: buyer.avatarUrl,
      sellerFirstName: seller.firstName,
      sellerLastName: seller.lastName,
      sellerAvatarUrl: seller.avatarUrl,
      contractId: contracts.id,
    })
    .from(gigOrders)
    .innerJoin(buyer, eq(buyer.id, gigOrders.buyerId))
    .innerJoin(seller, eq(seller.id, gigOrders.sellerId))
    .leftJoin(contracts, eq(contracts.gigOrderId, gigOrders.id));
}
type Row = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

function toOrder(row: Row): TGigOrder {
  const o = row.order;
  return {
    id: o.id,
    gigId: o.gigId,
    gigTitle: o.gigTitle,
    priceCents: o.priceCents,
    package: {
      tier: o.packageTier,
      name: GIG_PACKAGE_NAMES[o.packageTier],
      deliveryDays: o.deliveryDays,
      revisions: o.revisions,
      included: o.included,
    },
    dueDate: o.status === 'accepted' && o.answeredAt ? dueDate(o.answeredAt, o.deliveryDays) : null,
    message: o.message,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    answeredAt: o.answeredAt?.toISOString() ?? null,
    contractId: row.contractId,
    buyer: { id: o.buyerId, name: `${row.buyerFirstName} ${row.buyerLastName}`, avatarUrl: row.buyerAvatarUrl },
    seller: { id: o.sellerId, name: `${row.sellerFirstName} ${row.sellerLastName}`, avatarUrl: row.sellerAvatarUrl },
  };
}

/** The Brazilian day `days` days after the seller accepted: the contract's end date. */
function dueDate(acceptedAt: Date, days: number): string {
  return brazilDate(new Date(acceptedAt.getTime() + days * DAY_MS));
}

async function getOrder(db: Executor, id: string): Promise<TGigOrder> {
  const [row] = await ordersQuery(db).where(eq(gigOrders.id, id));
  if (!row) throw new AppError('NOT_FOUND', GIG_ORDER_MESSAGES.notFound);
  return toOrder(row);
}

/**
 * 'Contratar': anyone signed in but the seller orders an active gig, with an optional message; one order
 * waiting per buyer and gig, limited per day like proposals. The title and the package (price, delivery days,
 * revisions, what is included) are kept as ordered.
 */
export async function orderGig(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'payments'>,
  input: { actor: UserRow; gigId: string; request: z.output<typeof ZCreateGigOrderRequest> },
): Promise<TGigOrder> {
  const [gig] = await deps.db
    .select({ gig: gigs })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(and(eq(gigs.id, input.gigId), eq(gigs.isActive, true), eq(users.isActive, true)));
  if (!gig) throw new AppError('NOT_FOUND', GIG_MESSAGES.notFound);
  if (gig.gig.sellerId === input.actor.id) throw new AppError('OWN_GIG', GIG_ORDER_MESSAGES.ownGig);
  // What is charged comes from the stored package, never from the request.
  const pkg = await packageOf(deps.db, gig.gig.id, input.request.package);
  const [waiting] = await deps.db
    .select({ id: gigOrders.id })
    .from(gigOrders)
    .where(pendingOf(input.gigId, input.actor.id));
  if (waiting) throw new AppError('GIG_ORDER_EXISTS', GIG_ORDER_MESSAGES.alreadyPending);
  await consumeRateLimit(deps, GIG_ORDER_RATE_LIMIT, input.actor.id);
  const id = randomUUID();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(gigOrders).values({
        id,
        gigId: gig.gig.id,
        buyerId: input.actor.id,
        sellerId: gig.gig.sellerId,
        gigTitle: gig.gig.title,
        gigDescription: gig.gig.description,
        priceCents: pkg.priceCents,
        packageTier: pkg.tier,
        deliveryDays: pkg.deliveryDays,
        revisions: pkg.revisions,
        included: pkg.included,
        message: input.request.message,
        createdAt: deps.clock.now(),
      });
      // Paid in the same transaction: an order exists only with its money in escrow.
      await payGigOrderIn(
        { ...deps, db: tx },
        {
          actor: input.actor,
          orderId: id,
          title: gig.gig.title,
          priceCents: pkg.priceCents,
          request: input.request,
        },
      );
      recordOrderEvent(
        tx,
        'gig_order.placed',
        { id, gigId: gig.gig.id, buyerId: input.actor.id, sellerId: gig.gig.sellerId },
        input.actor.id,
        { amountCents: pkg.priceCents },
      );
    });
    return getOrder(deps.db, id);
  } catch (error) {
    // Two orders at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw new AppError('GIG_ORDER_EXISTS', GIG_ORDER_MESSAGES.alreadyPending);
    throw error;
  }
}

function pendingOf(gigId: string, buyerId: string): SQL | undefined {
  return and(eq(gigOrders.gigId, gigId), eq(gigOrders.buyerId, buyerId), eq(gigOrders.status, 'pending'));
}

/** The orders the caller sent (as buyer) or received (as seller), newest first; by gig and status. */
export async function listGigOrders(
  deps: Deps,
  input: { actor: UserRow; query: z.output<typeof ZListGigOrdersQuery> },
) {
  const { query } = input;
  const where = and(
    query.as === 'buyer' ? eq(gigOrders.buyerId, input.actor.id) : eq(gigOrders.sellerId, input.actor.id),
    query.gigId ? eq(gigOrders.gigId, query.gigId) : undefined,
    query.status ? eq(gigOrders.status, query.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ordersQuery(deps.db)
      .where(where)
      .orderBy(desc(gigOrders.createdAt), desc(gigOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(gigOrders).where(where),
  ]);
  return { items: rows.map(toOrder), total: count?.total ?? 0 };
}

const ACTING_PARTY = {
  seller: { column: 'sellerId', forbidden: GIG_ORDER_MESSAGES.forbidden },
  buyer: { column: 'buyerId', forbidden: GIG_ORDER_MESSAGES.forbiddenCancel },
} as const;

/**
 * The seller's answer or the buyer's cancel, under a lock on the order: a double click cannot hire twice, and a
 * cancel racing an accept leaves exactly one of the two.
 */
async function actOnPending(
  deps: Deps,
  input: { actor: UserRow; id: string },
  party: keyof typeof ACTING_PARTY,
  act: (tx: Executor, order: GigOrderRow) => Promise<void>,
) {
  const { column, forbidden } = ACTING_PARTY[party];
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(gigOrders).where(eq(gigOrders.id, input.id)).for('update');
    if (!order) throw new AppError('NOT_FOUND', GIG_ORDER_MESSAGES.notFound);
    if (order[column] !== input.actor.id) throw new AppError('FORBIDDEN', forbidden);
    if (order.status !== 'pending') throw new AppError('GIG_ORDER_NOT_PENDING', GIG_ORDER_MESSAGES.notPending);
    await act(tx, order);
  });
  return getOrder(deps.db, input.id);
}

/**
 * The seller accepts: a contract between the two in 'aguardando_inicio', titled after the gig and valued at the
 * package's price, due the package's delivery days later; its description says what the package promised.
 */
export async function acceptGigOrder(deps: Deps, input: { actor: UserRow; id: string }): Promise<TGigOrder> {
  const now = deps.clock.now();
  return actOnPending(deps, input, 'seller', async (tx, order) => {
    await tx.update(gigOrders).set({ status: 'accepted', answeredAt: now }).where(eq(gigOrders.id, order.id));
    const brief = order.message ? `\n\nPedido do cliente: ${order.message}` : '';
    const promised = `\n\n${packageSummary(order)}`;
    // The contract takes the order's id, so the escrow paid with the order is the contract's.
    const paid = (await escrowBalance(tx, order.id)) >= order.priceCents;
    const contractId = await insertContract(tx, {
      id: order.id,
      fundedAt: paid ? order.createdAt : null,
      gigOrderId: order.id,
      clientId: order.buyerId,
      freelancerId: order.sellerId,
      title: order.gigTitle,
      description: `${order.gigDescription || order.gigTitle}${promised}${brief}`,
      valueCents: order.priceCents,
      endDate: dueDate(now, order.deliveryDays),
      now,
    });
    const sides = { id: contractId, clientId: order.buyerId, freelancerId: order.sellerId, title: order.gigTitle };
    const event = {
      kind: 'gigOrderAccepted',
      title: order.gigTitle,
      valueCents: order.priceCents,
      funded: paid,
    } as const;
    await postContractEvent(tx, sides, event, now);
    recordOrderEvent(tx, 'gig_order.accepted', order, order.sellerId, { contractId });
  });
}

/** 'Pacote Premium: entrega em 7 dias, 3 revisões. Inclui: a; b.' — the contract's record of the promise. */
function packageSummary(order: GigOrderRow): string {
  const days = order.deliveryDays === 1 ? '1 dia' : `${order.deliveryDays} dias`;
  const revisions = order.revisions === 1 ? '1 revisão' : `${order.revisions} revisões`;
  const included = order.included.length ? ` Inclui: ${order.included.join('; ')}.` : '';
  return `Pacote ${GIG_PACKAGE_NAMES[order.packageTier]}: entrega em ${days}, ${revisions}.${included}`;
}

export async function declineGigOrder(deps: Deps, input: { actor: UserRow; id: string }): Promise<TGigOrder> {
  const now = deps.clock.now();
  return actOnPending(deps, input, 'seller', async (tx, order) => {
    await tx.update(gigOrders).set({ status: 'declined', answeredAt: now }).where(eq(gigOrders.id, order.id));
    await refundOrder(tx, order, now, 'gig_order.declined', order.sellerId);
  });
}

/** The buyer withdraws an order the seller has not answered yet (answeredAt records when it ended). */
export async function cancelGigOrder(deps: Deps, input: { actor: UserRow; id: string }): Promise<TGigOrder> {
  const now = deps.clock.now();
  return actOnPending(deps, input, 'buyer', async (tx, order) => {
    await tx.update(gigOrders).set({ status: 'cancelled', answeredAt: now }).where(eq(gigOrders.id, order.id));
    await refundOrder(tx, order, now, 'gig_order.cancelled', order.buyerId);
  });
}

type OrderSides = Pick<GigOrderRow, 'id' | 'gigId' | 'buyerId' | 'sellerId'>;

/** The event log's record of an order's move: both sides' screens refresh. */
function recordOrderEvent<
  T extends 'gig_order.placed' | 'gig_order.accepted' | 'gig_order.declined' | 'gig_order.cancelled',
>(tx: Executor, type: T, order: OrderSides, actorId: string, extra: Omit<EventData[T], 'orderId' | 'gigId'>) {
  recordEvent(tx, {
    type,
    audience: [order.buyerId, order.sellerId],
    actorId,
    data: { orderId: order.id, gigId: order.gigId, ...extra },
  } as unknown as NewEvent);
}

/** A declined or cancelled order's money goes back to its buyer at once. */
async function refundOrder(
  tx: Executor,
  order: GigOrderRow,
  now: Date,
  type: 'gig_order.declined' | 'gig_order.cancelled',
  actorId: string,
) {
  const refundedCents = await refundEscrow(tx, {
    escrowId: order.id,
    clientId: order.buyerId,
    description: `Reembolso do serviço “${order.gigTitle}”`,
    now,
  });
  recordOrderEvent(tx, type, order, actorId, { refundedCents });
}

/** A gig being removed answers its waiting orders: declined and refunded, so their buyers are not left waiting. */
export function declineWaitingOrders(tx: Executor, gigId: string, now: Date): Promise<void> {
  return declineWaiting(tx, eq(gigOrders.gigId, gigId), now);
}

/**
 * A seller whose account is being deleted answers every order still waiting for them: declined and refunded as
 * by the seller, in the deletion's transaction, before the cascade takes the rows (and with them the escrows'
 * owners). The caller holds the seller's row lock, so no new order can reach them meanwhile.
 */
export function declineOrdersToSeller(tx: Executor, sellerId: string, now: Date): Promise<void> {
  return declineWaiting(tx, eq(gigOrders.sellerId, sellerId), now);
}

async function declineWaiting(tx: Executor, which: SQL, now: Date): Promise<void> {
  const waiting = await tx
    .update(gigOrders)
    .set({ status: 'declined', answeredAt: now })
    .where(and(which, eq(gigOrders.status, 'pending')))
    .returning();
  for (const order of waiting) await refundOrder(tx, order, now, 'gig_order.declined', order.sellerId);
}
