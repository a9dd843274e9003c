import { ZAnswerDisputeRequest, ZOpenDisputeRequest } from '@labora/shared/disputes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { answerDispute, openDispute } from '../../modules/disputes/service.js';
import type { Db } from '../client.js';
import { contracts } from '../schema/contracts.js';
import { type UserRow, users } from '../schema/users.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The demo's case, as Carla opened it and Rafael answered it (the test reads them back). */
export const DEMO_DISPUTE = {
  reason: 'not_as_agreed',
  statement:
    'A prévia publicada no link de testes não funciona no celular e não tem as páginas de serviços que combinamos ' +
    'na proposta. Pedi os ajustes duas vezes pelas mensagens e o Rafael respondeu que isso ficaria para uma ' +
    'segunda fase, com custo extra.',
  answer:
    'A versão para celular já está no link de testes desde ontem. As páginas de serviços extras foram pedidas ' +
    'depois do início e não estavam na proposta; ofereci fazê-las numa segunda etapa, mas a Carla preferiu abrir ' +
    'a disputa antes de ver a versão nova.',
} as const;

/**
 * One dispute between the demo client and the demo freelancer, waiting in the moderators' queue: on the older of
 * their contracts in progress (funded by the money seed), opened by Carla and answered by Rafael through the disputes
 * module, so its timeline, the contract's hold, events and bells are the product's own. Both steps fall within the
 * last day (after the payment), so the queue's deadlines lie ahead. Their other contract in progress stays free for
 * trying 'Abrir disputa'. Answers the case's id.
 */
export async function seedDemoDispute(
  deps: { db: Db; files: FileStore; now: Date },
  input: { clientId: string; freelancerId: string },
): Promise<string> {
  const { db, now } = deps;
  const [contract] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.clientId, input.clientId),
        eq(contracts.freelancerId, input.freelancerId),
        eq(contracts.status, 'em_andamento'),
      ),
    )
    .orderBy(asc(contracts.createdAt), asc(contracts.id))
    .limit(1);
  if (!contract?.fundedAt) throw new Error('the demo pair has no funded contract in progress');
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.id, [input.clientId, input.freelancerId]));
  const person = (id: string) => people.find((p) => p.id === id) as UserRow;

  // The money seed pays at least 5 hours before now: opened an hour after that at the earliest, answered halfway.
  const openedAt = new Date(Math.max(contract.fundedAt.getTime() + HOUR, now.getTime() - DAY));
  const answeredAt = new Date(openedAt.getTime() + Math.round((now.getTime() - openedAt.getTime()) / 2));
  let at = openedAt;
  const clock: Clock = { now: () => at };
  const serviceDeps = { db, clock, files: deps.files };

  // Parsed as the routes parse them: the seed's texts obey the same limits as a person's.
  const opening = ZOpenDisputeRequest.parse({ reason: DEMO_DISPUTE.reason, statement: DEMO_DISPUTE.statement });
  const id = await openDispute(serviceDeps, {
    actor: person(input.clientId),
    contractId: contract.id,
    reason: opening.reason,
    statement: opening.statement,
    files: [],
  });
  at = answeredAt;
  await answerDispute(serviceDeps, {
    actor: person(input.freelancerId),
    id,
    statement: ZAnswerDisputeRequest.parse({ statement: DEMO_DISPUTE.answer }).statement,
    files: [],
  });
  return id;
}
