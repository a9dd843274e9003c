import { DISPUTE_MESSAGES, type TDisputeCaseFile } from '@labora/shared/disputes';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type ContractRow, contractDeliveries, contracts, deliveryFiles } from '../../db/schema/contracts.js';
import { disputeEntries, disputeFiles, disputes } from '../../db/schema/disputes.js';
import { events } from '../../db/schema/events.js';
import { gigOrders } from '../../db/schema/gigs.js';
import { jobs } from '../../db/schema/jobs.js';
import { conversations, messages } from '../../db/schema/messages.js';
import { proposals } from '../../db/schema/proposals.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { deliveriesOf } from '../contracts/service.js';
import { viewerRoleOf } from './timeline.js';

// What a moderator weighs, in one place: the scope agreed, the contract's history, deliveries, the conversation.

type Deps = Pick<AppDeps, 'db'>;
const CASE_FILE_MESSAGES = 500;

/** How each event of a contract's history reads in the case file. */
const HISTORY_LABELS: Record<string, string> = {
  'contract.created': 'Contrato criado',
  'contract.funded': 'Pagamento guardado em custódia',
  'contract.started': 'Trabalho iniciado',
  'contract.progress': 'Progresso atualizado',
  'contract.delivered': 'Entrega enviada',
  'contract.changes_requested': 'Alterações pedidas',
  'contract.released': 'Pagamento parcial liberado',
  'contract.concluded': 'Contrato concluído',
  'contract.cancelled': 'Contrato cancelado',
  'contract.release_reminder': 'Lembrete de liberação automática',
  'agreement.proposed': 'Acordo de encerramento proposto',
  'agreement.declined': 'Acordo de encerramento recusado',
  'agreement.accepted': 'Acordo de encerramento aceito',
  'dispute.opened': 'Disputa aberta',
  'dispute.answered': 'Disputa respondida',
  'dispute.evidence': 'Evidência adicionada',
  'dispute.taken': 'Caso assumido por um moderador',
  'dispute.flagged': 'Caso sinalizado: sem moderador no prazo',
  'dispute.escalated': 'Caso escalado aos administradores',
  'dispute.decided': 'Decisão registrada',
  'dispute.accepted': 'Decisão aceita por uma parte',
  'dispute.appealed': 'Recurso apresentado',
  'dispute.closed': 'Disputa encerrada',
};

/** The case and its contract, to the two sides, moderators and admins (others 403). */
async function readableCase(db: Executor, actor: UserRow, id: string) {
  const [row] = await db
    .select({ dispute: disputes, contract: contracts })
    .from(disputes)
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .where(eq(disputes.id, id));
  if (!row) throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.notFound);
  if (!viewerRoleOf(actor, row.contract)) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.forbidden);
  return row;
}

async function scopeOf(db: Executor, contract: ContractRow) {
  const [job] = contract.jobId
    ? await db
        .select({ id: jobs.id, title: jobs.title, description: jobs.description })
        .from(jobs)
        .where(eq(jobs.id, contract.jobId))
    : [];
  const [proposal] = contract.proposalId
    ? await db
        .select({
          coverLetter: proposals.coverLetter,
          amountCents: proposals.amountCents,
          deliveryDays: proposals.deliveryDays,
        })
        .from(proposals)
        .where(eq(proposals.id, contract.proposalId))
    : [];
  const [gig] = contract.gigOrderId
    ? await db
        .select({ id: gigOrders.gigId, title: gigOrders.gigTitle, description: gigOrders.gigDescription })
        .from(gigOrders)
        .where(eq(gigOrders.id, contract.gigOrderId))
    : [];
  return { job: job ?? null, proposal: proposal ?? null, gig: gig ?? null };
}

export async function getCaseFile(deps: Deps, input: { actor: UserRow; id: string }): Promise<TDisputeCaseFile> {
  const { dispute, contract } = await readableCase(deps.db, input.actor, input.id);
  const history = await deps.db
    .select({ type: events.type, at: events.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(events)
    .leftJoin(users, eq(users.id, events.actorId))
    .where(
      and(
        sql`${events.data}->>'contractId' = ${contract.id}`,
        or(
          sql`${events.type} like 'contract.%'`,
          sql`${events.type} like 'dispute.%'`,
          sql`${events.type} like 'agreement.%'`,
        ),
      ),
    )
    .orderBy(asc(events.id));
  const deliveries = (await deliveriesOf(deps.db, [contract.id])).get(contract.id) ?? [];
  const conversation = await deps.db
    .select({
      id: messages.id,
      text: messages.text,
      at: messages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(conversations.contractId, contract.id))
    .orderBy(desc(messages.id))
    .limit(CASE_FILE_MESSAGES);
  return {
    ...(await scopeOf(deps.db, contract)),
    contract: {
      title: contract.title,
      description: contract.description,
      valueCents: contract.valueCents,
      startDate: contract.startDate,
      endDate: contract.endDate,
    },
    history: history.map((h) => ({
      type: h.type,
      label: HISTORY_LABELS[h.type] ?? h.type,
      actorName: h.firstName ? `${h.firstName} ${h.lastName}` : null,
      at: h.at.toISOString(),
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      message: d.message,
      status: d.status,
      answer: d.answer,
      createdAt: d.createdAt,
      // Served through the case, so the staff may open them too.
      files: d.files.map((f) => ({ ...f, url: `/api/disputes/${dispute.id}/files/${f.id}` })),
    })),
    messages: conversation.reverse().map((m) => ({
      id: Number(m.id),
      senderName: m.firstName ? `${m.firstName} ${m.lastName}` : 'Labora',
      text: m.text,
      at: m.at.toISOString(),
    })),
    timeEntries: [],
  };
}

/** A file of the case (a statement's, an answer's, evidence) or of its contract's deliveries, to the case's readers. */
export async function findCaseFile(deps: Deps, input: { actor: UserRow; id: string; fileId: string }) {
  const { contract } = await readableCase(deps.db, input.actor, input.id);
  const [own] = await deps.db
    .select({ file: disputeFiles })
    .from(disputeFiles)
    .innerJoin(disputeEntries, eq(disputeEntries.id, disputeFiles.entryId))
    .where(and(eq(disputeFiles.id, input.fileId), eq(disputeEntries.disputeId, input.id)));
  if (own) return own.file;
  const [delivered] = await deps.db
    .select({ file: deliveryFiles })
    .from(deliveryFiles)
    .innerJoin(contractDeliveries, eq(contractDeliveries.id, deliveryFiles.deliveryId))
    .where(and(eq(deliveryFiles.id, input.fileId), eq(contractDeliveries.contractId, contract.id)));
  if (delivered) return delivered.file;
  throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.fileNotFound);
}
