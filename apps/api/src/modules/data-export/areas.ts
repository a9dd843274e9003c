import { maskCpf } from '@labora/shared/account';
import { and, asc, eq, gt, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { contractDeliveries, contracts, deliveryFiles } from '../../db/schema/contracts.js';
import { disputes } from '../../db/schema/disputes.js';
import { gigOrders, gigs } from '../../db/schema/gigs.js';
import { goals } from '../../db/schema/goals.js';
import { jobAttachments, jobs } from '../../db/schema/jobs.js';
import { conversationMembers, conversations, messageAttachments, messages } from '../../db/schema/messages.js';
import { notificationPreferences, notifications } from '../../db/schema/notifications.js';
import { portfolioItems } from '../../db/schema/portfolio.js';
import { proposals } from '../../db/schema/proposals.js';
import { reviews } from '../../db/schema/reviews.js';
import { sessions } from '../../db/schema/sessions.js';
import { skillLevels } from '../../db/schema/skills.js';
import { timeEntries } from '../../db/schema/time-tracking.js';
import { users } from '../../db/schema/users.js';
import { deposits, ledgerEntries, ledgerTransfers, payoutAccounts, withdrawals } from '../../db/schema/wallet.js';
import { jsonObject, pages, pagesAfter } from './json-stream.js';
import { archivePath } from './uploaded-files.js';

/**
 * What a copy holds, one JSON file per area, each read with explicit columns from explicit tables: a column or a
 * table added later (a secret, another person's data) never slips in by itself. Other people appear by name only.
 * Keys are Portuguese: the person reads these files.
 */
export interface AreaContext {
  db: Db;
  userId: string;
  /** Reviews of the person count from their publication (double-blind): one not yet published is not theirs to read. */
  now: Date;
}

export interface Area {
  file: string;
  /** The file's text, streamed. */
  write(context: AreaContext): AsyncIterable<string>;
}

const other = alias(users, 'other');
const otherName = sql<string>`trim(${other.firstName} || ' ' || ${other.lastName})`;
const reais = (cents: number | null) => (cents === null ? null : cents / 100);
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** An area's rows page by page, ordered so a page never repeats or skips a row. */
function rows<T>(query: (limit: number, offset: number) => Promise<T[]>, map: (row: T) => unknown) {
  return (async function* () {
    for await (const row of pages((offset, limit) => query(limit, offset))) yield map(row);
  })();
}

/** Like `rows`, paged by an increasing numeric id (messages, ledger entries). */
function rowsAfter<T extends { id: number }>(
  query: (after: number, limit: number) => Promise<T[]>,
  map: (row: T) => unknown,
) {
  return (async function* () {
    for await (const row of pagesAfter(
      (after: number | null, limit) => query(after ?? 0, limit),
      (r) => r.id,
    ))
      yield map(row);
  })();
}

/** The contracts the person is a side of. */
const ownContract = (userId: string): SQL | undefined =>
  or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId));

const profile: Area = {
  file: 'perfil.json',
  async *write({ db, userId }) {
    const [user] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        cpf: users.cpf,
        role: users.role,
        isFreelancer: users.isFreelancer,
        avatarUrl: users.avatarUrl,
        userType: users.userType,
        location: users.location,
        hourlyRateCents: users.hourlyRateCents,
        gender: users.gender,
        bio: users.bio,
        skills: users.skills,
        notes: users.notes,
        rating: users.rating,
        reviewCount: users.reviewCount,
        completedContracts: users.completedContracts,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error('data export of a user that is gone');
    yield* jsonObject({
      id: user.id,
      nome: user.firstName,
      sobrenome: user.lastName,
      email: user.email,
      celular: user.phone,
      // Masked as Configurações shows it: the file may be saved or shared carelessly, and the person knows their CPF.
      cpf: user.cpf === null ? null : maskCpf(user.cpf),
      papel: user.role,
      perfil: user.isFreelancer === null ? null : user.isFreelancer ? 'freelancer' : 'cliente',
      cargo: user.userType,
      localizacao: user.location,
      valorHoraCentavos: user.hourlyRateCents,
      valorHoraReais: reais(user.hourlyRateCents),
      genero: user.gender,
      bio: user.bio,
      habilidades: user.skills,
      anotacoes: user.notes,
      foto: user.avatarUrl ? archivePath.avatar(user.avatarUrl) : null,
      avaliacaoMedia: user.rating,
      avaliacoesRecebidas: user.reviewCount,
      contratosConcluidos: user.completedContracts,
      criadoEm: iso(user.createdAt),
      atualizadoEm: iso(user.updatedAt),
      ultimoAcessoEm: iso(user.lastLoginAt),
    });
  },
};

const jobsArea: Area = {
  file: 'projetos.json',
  write: ({ db, userId }) =>
    jsonObject({
      projetos: rows(
        (limit, offset) =>
          db
            .select({
              id: jobs.id,
              title: jobs.title,
              category: jobs.category,
              projectType: jobs.projectType,
              budgetCents: jobs.budgetCents,
              hourlyRateCents: jobs.hourlyRateCents,
              duration: jobs.duration,
              experienceLevel: jobs.experienceLevel,
              description: jobs.description,
              requirements: jobs.requirements,
              location: jobs.location,
              remote: jobs.remote,
              preferredLanguages: jobs.preferredLanguages,
              deliveryDeadline: jobs.deliveryDeadline,
              skills: jobs.skills,
              status: jobs.status,
              proposalCount: jobs.proposalCount,
              createdAt: jobs.createdAt,
              updatedAt: jobs.updatedAt,
            })
            .from(jobs)
            .where(eq(jobs.clientId, userId))
            .orderBy(asc(jobs.createdAt), asc(jobs.id))
            .limit(limit)
            .offset(offset),
        (job) => ({
          id: job.id,
          titulo: job.title,
          categoria: job.category,
          tipo: job.projectType,
          orcamentoCentavos: job.budgetCents,
          orcamentoReais: reais(job.budgetCents),
          valorHoraCentavos: job.hourlyRateCents,
          valorHoraReais: reais(job.hourlyRateCents),
          duracao: job.duration,
          nivelExperiencia: job.experienceLevel,
          descricao: job.description,
          requisitos: job.requirements,
          localizacao: job.location,
          remoto: job.remote,
          idiomas: job.preferredLanguages,
          prazoEntrega: job.deliveryDeadline,
          habilidades: job.skills,
          status: job.status,
          propostasRecebidas: job.proposalCount,
          criadoEm: iso(job.createdAt),
          atualizadoEm: iso(job.updatedAt),
        }),
      ),
      anexos: rows(
        (limit, offset) =>
          db
            .select({
              id: jobAttachments.id,
              jobId: jobAttachments.jobId,
              fileName: jobAttachments.fileName,
              contentType: jobAttachments.contentType,
              size: jobAttachments.size,
              createdAt: jobAttachments.createdAt,
            })
            .from(jobAttachments)
            .innerJoin(jobs, eq(jobs.id, jobAttachments.jobId))
            .where(eq(jobs.clientId, userId))
            .orderBy(asc(jobAttachments.createdAt), asc(jobAttachments.id))
            .limit(limit)
            .offset(offset),
        (file) => ({
          id: file.id,
          projetoId: file.jobId,
          nome: file.fileName,
          tipo: file.contentType,
          tamanhoBytes: file.size,
          enviadoEm: iso(file.createdAt),
          arquivo: archivePath.jobAttachment(file),
        }),
      ),
    }),
};

const proposalColumns = {
  id: proposals.id,
  jobId: proposals.jobId,
  jobTitle: jobs.title,
  amountCents: proposals.amountCents,
  deliveryDays: proposals.deliveryDays,
  coverLetter: proposals.coverLetter,
  status: proposals.status,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
};
const proposalOut = (p: {
  id: string;
  jobId: string;
  jobTitle: string;
  amountCents: number;
  deliveryDays: number;
  coverLetter: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  id: p.id,
  projetoId: p.jobId,
  projeto: p.jobTitle,
  valorCentavos: p.amountCents,
  valorReais: reais(p.amountCents),
  prazoDias: p.deliveryDays,
  cartaApresentacao: p.coverLetter,
  status: p.status,
  criadaEm: iso(p.createdAt),
  atualizadaEm: iso(p.updatedAt),
});

const proposalsArea: Area = {
  file: 'propostas.json',
  write: ({ db, userId }) =>
    jsonObject({
      enviadas: rows(
        (limit, offset) =>
          db
            .select(proposalColumns)
            .from(proposals)
            .innerJoin(jobs, eq(jobs.id, proposals.jobId))
            .where(eq(proposals.freelancerId, userId))
            .orderBy(asc(proposals.createdAt), asc(proposals.id))
            .limit(limit)
            .offset(offset),
        proposalOut,
      ),
      // Proposals on the person's own jobs: what they were sent, with the freelancer's name.
      recebidas: rows(
        (limit, offset) =>
          db
            .select({ ...proposalColumns, freelancer: otherName })
            .from(proposals)
            .innerJoin(jobs, eq(jobs.id, proposals.jobId))
            .innerJoin(other, eq(other.id, proposals.freelancerId))
            .where(eq(jobs.clientId, userId))
            .orderBy(asc(proposals.createdAt), asc(proposals.id))
            .limit(limit)
            .offset(offset),
        (p) => ({ ...proposalOut(p), freelancer: p.freelancer }),
      ),
    }),
};

const contractsArea: Area = {
  file: 'contratos.json',
  write: ({ db, userId }) =>
    jsonObject({
      contratos: rows(
        (limit, offset) =>
          db
            .select({
              id: contracts.id,
              jobId: contracts.jobId,
              gigOrderId: contracts.gigOrderId,
              clientId: contracts.clientId,
              otherName: otherName,
              title: contracts.title,
              description: contracts.description,
              valueCents: contracts.valueCents,
              hourlyRateCents: contracts.hourlyRateCents,
              weeklyLimitHours: contracts.weeklyLimitHours,
              status: contracts.status,
              progress: contracts.progress,
              startDate: contracts.startDate,
              endDate: contracts.endDate,
              fundedAt: contracts.fundedAt,
              concludedAt: contracts.concludedAt,
              createdAt: contracts.createdAt,
            })
            .from(contracts)
            .innerJoin(
              other,
              eq(
                other.id,
                sql`case when ${contracts.clientId} = ${userId} then ${contracts.freelancerId} else ${contracts.clientId} end`,
              ),
            )
            .where(ownContract(userId))
            .orderBy(asc(contracts.createdAt), asc(contracts.id))
            .limit(limit)
            .offset(offset),
        (c) => ({
          id: c.id,
          projetoId: c.jobId,
          pedidoServicoId: c.gigOrderId,
          seuPapel: c.clientId === userId ? 'cliente' : 'freelancer',
          outraParte: c.otherName,
          titulo: c.title,
          descricao: c.description,
          valorCentavos: c.valueCents,
          valorReais: reais(c.valueCents),
          valorHoraCentavos: c.hourlyRateCents,
          valorHoraReais: reais(c.hourlyRateCents),
          limiteHorasSemana: c.weeklyLimitHours,
          status: c.status,
          progresso: c.progress,
          inicio: c.startDate,
          fim: c.endDate,
          pagoEm: iso(c.fundedAt),
          concluidoEm: iso(c.concludedAt),
          criadoEm: iso(c.createdAt),
        }),
      ),
      disputas: rows(
        (limit, offset) =>
          db
            .select({
              id: disputes.id,
              contractId: disputes.contractId,
              status: disputes.status,
              reason: disputes.reason,
              openedBy: disputes.openedBy,
              answeredAt: disputes.answeredAt,
              decisionReason: disputes.decisionReason,
              decidedAt: disputes.decidedAt,
              finalFreelancerCents: disputes.finalFreelancerCents,
              finalClientCents: disputes.finalClientCents,
            })
            .from(disputes)
            .innerJoin(contracts, eq(contracts.id, disputes.contractId))
            .where(ownContract(userId))
            .orderBy(asc(disputes.id))
            .limit(limit)
            .offset(offset),
        (d) => ({
          id: d.id,
          contratoId: d.contractId,
          status: d.status,
          motivo: d.reason,
          abertaPor: d.openedBy,
          respondidaEm: iso(d.answeredAt),
          decisao: d.decisionReason,
          decididaEm: iso(d.decidedAt),
          freelancerRecebeuCentavos: d.finalFreelancerCents,
          clienteRecebeuCentavos: d.finalClientCents,
        }),
      ),
    }),
};

const deliveriesArea: Area = {
  file: 'entregas.json',
  write: ({ db, userId }) =>
    jsonObject({
      entregas: rows(
        (limit, offset) =>
          db
            .select({
              id: contractDeliveries.id,
              contractId: contractDeliveries.contractId,
              freelancerId: contracts.freelancerId,
              message: contractDeliveries.message,
              status: contractDeliveries.status,
              answer: contractDeliveries.answer,
              answeredAt: contractDeliveries.answeredAt,
              createdAt: contractDeliveries.createdAt,
            })
            .from(contractDeliveries)
            .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
            .where(ownContract(userId))
            .orderBy(asc(contractDeliveries.createdAt), asc(contractDeliveries.id))
            .limit(limit)
            .offset(offset),
        (d) => ({
          id: d.id,
          contratoId: d.contractId,
          enviadaPorVoce: d.freelancerId === userId,
          mensagem: d.message,
          status: d.status,
          resposta: d.answer,
          respondidaEm: iso(d.answeredAt),
          enviadaEm: iso(d.createdAt),
        }),
      ),
      arquivos: rows(
        (limit, offset) =>
          db
            .select({
              id: deliveryFiles.id,
              deliveryId: deliveryFiles.deliveryId,
              freelancerId: contracts.freelancerId,
              fileName: deliveryFiles.fileName,
              contentType: deliveryFiles.contentType,
              size: deliveryFiles.size,
              createdAt: deliveryFiles.createdAt,
            })
            .from(deliveryFiles)
            .innerJoin(contractDeliveries, eq(contractDeliveries.id, deliveryFiles.deliveryId))
            .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
            .where(ownContract(userId))
            .orderBy(asc(deliveryFiles.createdAt), asc(deliveryFiles.id))
            .limit(limit)
            .offset(offset),
        (f) => ({
          id: f.id,
          entregaId: f.deliveryId,
          nome: f.fileName,
          tipo: f.contentType,
          tamanhoBytes: f.size,
          enviadoEm: iso(f.createdAt),
          // The freelancer's own files come along; the client finds theirs in the contract's page.
          arquivo: f.freelancerId === userId ? archivePath.deliveryFile(f) : null,
        }),
      ),
    }),
};

/** Public channels are everyone's: only the person's own messages there are theirs. */
const messageVisible = (userId: string) => or(ne(conversations.kind, 'public'), eq(messages.senderId, userId)) as SQL;

const messagesArea: Area = {
  file: 'mensagens.json',
  write: ({ db, userId }) =>
    jsonObject({
      mensagens: rowsAfter(
        (after, limit) =>
          db
            .select({
              id: messages.id,
              conversationId: messages.conversationId,
              conversationKind: conversations.kind,
              conversationName: conversations.name,
              category: conversations.category,
              contractId: conversations.contractId,
              senderId: messages.senderId,
              senderName: otherName,
              kind: messages.kind,
              text: messages.text,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .innerJoin(
              conversationMembers,
              and(
                eq(conversationMembers.conversationId, messages.conversationId),
                eq(conversationMembers.userId, userId),
              ),
            )
            .leftJoin(other, eq(other.id, messages.senderId))
            .where(and(gt(messages.id, after), messageVisible(userId)))
            .orderBy(asc(messages.id))
            .limit(limit),
        (m) => ({
          id: m.id,
          conversaId: m.conversationId,
          conversa:
            m.conversationKind === 'group'
              ? m.conversationName
              : m.conversationKind === 'public'
                ? m.category
                : m.contractId
                  ? 'Conversa do contrato'
                  : 'Conversa direta',
          tipoConversa: m.conversationKind,
          contratoId: m.contractId,
          de: m.kind === 'system' ? 'Labora' : m.senderId === userId ? 'Você' : (m.senderName ?? 'Conta excluída'),
          enviadaPorVoce: m.senderId === userId,
          texto: m.text,
          enviadaEm: iso(m.createdAt),
        }),
      ),
      anexos: rows(
        (limit, offset) =>
          db
            .select({
              id: messageAttachments.id,
              messageId: messageAttachments.messageId,
              senderId: messages.senderId,
              fileName: messageAttachments.fileName,
              contentType: messageAttachments.contentType,
              size: messageAttachments.size,
              createdAt: messageAttachments.createdAt,
            })
            .from(messageAttachments)
            .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .innerJoin(
              conversationMembers,
              and(
                eq(conversationMembers.conversationId, messages.conversationId),
                eq(conversationMembers.userId, userId),
              ),
            )
            .where(messageVisible(userId))
            .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.id))
            .limit(limit)
            .offset(offset),
        (a) => ({
          id: a.id,
          mensagemId: a.messageId,
          nome: a.fileName,
          tipo: a.contentType,
          tamanhoBytes: a.size,
          enviadoEm: iso(a.createdAt),
          arquivo: a.senderId === userId ? archivePath.messageAttachment(a) : null,
        }),
      ),
    }),
};

const reviewOut = (r: {
  id: string;
  contractId: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: Date;
  publishedAt: Date | null;
}) => ({
  id: r.id,
  contratoId: r.contractId,
  pessoa: r.name,
  nota: r.rating,
  comentario: r.comment,
  escritaEm: iso(r.createdAt),
  publicadaEm: iso(r.publishedAt),
});

const reviewsArea: Area = {
  file: 'avaliacoes.json',
  write: ({ db, userId, now }) => {
    const columns = {
      id: reviews.id,
      contractId: reviews.contractId,
      name: otherName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      publishedAt: reviews.publishedAt,
    };
    return jsonObject({
      escritas: rows(
        (limit, offset) =>
          db
            .select(columns)
            .from(reviews)
            .innerJoin(other, eq(other.id, reviews.revieweeId))
            .where(eq(reviews.reviewerId, userId))
            .orderBy(asc(reviews.createdAt), asc(reviews.id))
            .limit(limit)
            .offset(offset),
        reviewOut,
      ),
      // Double-blind: a review of the person exists for them once published, as on their profile.
      recebidas: rows(
        (limit, offset) =>
          db
            .select(columns)
            .from(reviews)
            .innerJoin(other, eq(other.id, reviews.reviewerId))
            .where(and(eq(reviews.revieweeId, userId), isNotNull(reviews.publishedAt), lte(reviews.publishedAt, now)))
            .orderBy(asc(reviews.createdAt), asc(reviews.id))
            .limit(limit)
            .offset(offset),
        reviewOut,
      ),
    });
  },
};

const statementArea: Area = {
  file: 'extrato.json',
  write: ({ db, userId }) =>
    jsonObject({
      observacao: 'Valores em centavos (inteiros) e em reais. Positivo: entrou na carteira; negativo: saiu.',
      // A wallet's ledger account id is its owner's id.
      movimentos: rowsAfter(
        (after, limit) =>
          db
            .select({
              id: ledgerEntries.id,
              transferId: ledgerEntries.transferId,
              kind: ledgerTransfers.kind,
              description: ledgerTransfers.description,
              contractId: ledgerTransfers.contractId,
              amountCents: ledgerEntries.amountCents,
              balanceAfterCents: ledgerEntries.balanceAfterCents,
              createdAt: ledgerEntries.createdAt,
            })
            .from(ledgerEntries)
            .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
            .where(and(eq(ledgerEntries.accountId, userId), gt(ledgerEntries.id, after)))
            .orderBy(asc(ledgerEntries.id))
            .limit(limit),
        (e) => ({
          id: e.id,
          transferenciaId: e.transferId,
          tipo: e.kind,
          descricao: e.description,
          contratoId: e.contractId,
          valorCentavos: e.amountCents,
          valorReais: reais(e.amountCents),
          saldoDepoisCentavos: e.balanceAfterCents,
          saldoDepoisReais: reais(e.balanceAfterCents),
          data: iso(e.createdAt),
        }),
      ),
      depositos: rows(
        (limit, offset) =>
          db
            .select({
              id: deposits.id,
              method: deposits.method,
              amountCents: deposits.amountCents,
              status: deposits.status,
              contractId: deposits.contractId,
              cardLast4: deposits.cardLast4,
              createdAt: deposits.createdAt,
              completedAt: deposits.completedAt,
            })
            .from(deposits)
            .where(eq(deposits.userId, userId))
            .orderBy(asc(deposits.createdAt), asc(deposits.id))
            .limit(limit)
            .offset(offset),
        (d) => ({
          id: d.id,
          metodo: d.method,
          valorCentavos: d.amountCents,
          valorReais: reais(d.amountCents),
          status: d.status,
          contratoId: d.contractId,
          cartaoFinal: d.cardLast4,
          criadoEm: iso(d.createdAt),
          concluidoEm: iso(d.completedAt),
        }),
      ),
    }),
};

const withdrawalsArea: Area = {
  file: 'saques.json',
  write: ({ db, userId }) =>
    jsonObject({
      // Destinations as the wallet's screens and receipts show them (accountLabel), no more and no less.
      saques: rows(
        (limit, offset) =>
          db
            .select({
              id: withdrawals.id,
              method: withdrawals.method,
              amountCents: withdrawals.amountCents,
              feeCents: withdrawals.feeCents,
              netCents: withdrawals.netCents,
              accountLabel: withdrawals.accountLabel,
              scheduledDate: withdrawals.scheduledDate,
              status: withdrawals.status,
              failureReason: withdrawals.failureReason,
              createdAt: withdrawals.createdAt,
              settledAt: withdrawals.settledAt,
            })
            .from(withdrawals)
            .where(eq(withdrawals.userId, userId))
            .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
            .limit(limit)
            .offset(offset),
        (w) => ({
          id: w.id,
          metodo: w.method,
          valorCentavos: w.amountCents,
          valorReais: reais(w.amountCents),
          taxaCentavos: w.feeCents,
          taxaReais: reais(w.feeCents),
          liquidoCentavos: w.netCents,
          liquidoReais: reais(w.netCents),
          destino: w.accountLabel,
          dataAgendada: w.scheduledDate,
          status: w.status,
          motivoFalha: w.failureReason,
          solicitadoEm: iso(w.createdAt),
          concluidoEm: iso(w.settledAt),
        }),
      ),
      contasSalvas: rows(
        (limit, offset) =>
          db
            .select({
              id: payoutAccounts.id,
              method: payoutAccounts.method,
              label: payoutAccounts.label,
              createdAt: payoutAccounts.createdAt,
            })
            .from(payoutAccounts)
            .where(eq(payoutAccounts.userId, userId))
            .orderBy(asc(payoutAccounts.createdAt), asc(payoutAccounts.id))
            .limit(limit)
            .offset(offset),
        (a) => ({ id: a.id, metodo: a.method, conta: a.label, salvaEm: iso(a.createdAt) }),
      ),
    }),
};

const notificationsArea: Area = {
  file: 'notificacoes.json',
  write: ({ db, userId }) =>
    jsonObject({
      notificacoes: rows(
        (limit, offset) =>
          db
            .select({
              id: notifications.id,
              type: notifications.type,
              text: notifications.text,
              link: notifications.link,
              count: notifications.count,
              createdAt: notifications.createdAt,
              readAt: notifications.readAt,
              mailedAt: notifications.mailedAt,
            })
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(asc(notifications.createdAt), asc(notifications.id))
            .limit(limit)
            .offset(offset),
        (n) => ({
          id: n.id,
          tipo: n.type,
          texto: n.text,
          link: n.link,
          quantidade: n.count,
          criadaEm: iso(n.createdAt),
          lidaEm: iso(n.readAt),
          enviadaPorEmailEm: iso(n.mailedAt),
        }),
      ),
    }),
};

const sessionsArea: Area = {
  file: 'sessoes.json',
  write: ({ db, userId }) =>
    jsonObject({
      // Never the token nor its hash: the dates alone say where and when the account was open.
      sessoes: rows(
        (limit, offset) =>
          db
            .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
            .from(sessions)
            .where(eq(sessions.userId, userId))
            .orderBy(asc(sessions.createdAt), asc(sessions.id))
            .limit(limit)
            .offset(offset),
        (s) => ({ id: s.id, iniciadaEm: iso(s.createdAt), expiraEm: iso(s.expiresAt) }),
      ),
    }),
};

const consentsArea: Area = {
  file: 'consentimentos.json',
  async *write({ db, userId }) {
    const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    const [prefs] = await db
      .select({
        proposalAccepted: notificationPreferences.proposalAccepted,
        paymentReceived: notificationPreferences.paymentReceived,
        withdrawalSettled: notificationPreferences.withdrawalSettled,
        unreadMessages: notificationPreferences.unreadMessages,
        updatedAt: notificationPreferences.updatedAt,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    yield* jsonObject({
      // Sign-up is the acceptance of the Termos de Uso and the Política de Privacidade (the sign-up screen says so).
      termosEPrivacidade: { aceitosEm: iso(user?.createdAt ?? null), comoAceitos: 'Ao criar a conta' },
      // No row: every switch is on (the default).
      emails: {
        propostaAceita: prefs?.proposalAccepted ?? true,
        pagamentoRecebido: prefs?.paymentReceived ?? true,
        saqueConcluido: prefs?.withdrawalSettled ?? true,
        mensagensNaoLidas: prefs?.unreadMessages ?? true,
        alteradoEm: iso(prefs?.updatedAt ?? null),
      },
    });
  },
};

const gigsArea: Area = {
  file: 'servicos.json',
  write: ({ db, userId }) =>
    jsonObject({
      servicos: rows(
        (limit, offset) =>
          db
            .select({
              id: gigs.id,
              title: gigs.title,
              description: gigs.description,
              category: gigs.category,
              priceCents: gigs.priceCents,
              packages: sql<
                unknown[]
              >`(select coalesce(json_agg(json_build_object('pacote', p.tier, 'precoCentavos', p.price_cents, 'prazoDias', p.delivery_days, 'revisoes', p.revisions, 'inclui', p.included) order by p.tier), '[]'::json) from gig_packages p where p.gig_id = ${gigs.id})`,
              imageUrl: gigs.imageUrl,
              hasVideoCall: gigs.hasVideoCall,
              isActive: gigs.isActive,
              createdAt: gigs.createdAt,
            })
            .from(gigs)
            .where(eq(gigs.sellerId, userId))
            .orderBy(asc(gigs.createdAt), asc(gigs.id))
            .limit(limit)
            .offset(offset),
        (g) => ({
          id: g.id,
          titulo: g.title,
          descricao: g.description,
          categoria: g.category,
          precoCentavos: g.priceCents,
          precoReais: reais(g.priceCents),
          pacotes: g.packages,
          chamadaDeVideo: g.hasVideoCall,
          ativo: g.isActive,
          criadoEm: iso(g.createdAt),
          imagem: g.imageUrl ? archivePath.gigImage(g.id, g.imageUrl) : null,
        }),
      ),
      pedidos: rows(
        (limit, offset) =>
          db
            .select({
              id: gigOrders.id,
              buyerId: gigOrders.buyerId,
              otherName: otherName,
              gigTitle: gigOrders.gigTitle,
              priceCents: gigOrders.priceCents,
              packageTier: gigOrders.packageTier,
              deliveryDays: gigOrders.deliveryDays,
              revisions: gigOrders.revisions,
              message: gigOrders.message,
              status: gigOrders.status,
              createdAt: gigOrders.createdAt,
              answeredAt: gigOrders.answeredAt,
            })
            .from(gigOrders)
            .innerJoin(
              other,
              eq(
                other.id,
                sql`case when ${gigOrders.buyerId} = ${userId} then ${gigOrders.sellerId} else ${gigOrders.buyerId} end`,
              ),
            )
            .where(or(eq(gigOrders.buyerId, userId), eq(gigOrders.sellerId, userId)))
            .orderBy(asc(gigOrders.createdAt), asc(gigOrders.id))
            .limit(limit)
            .offset(offset),
        (o) => ({
          id: o.id,
          seuPapel: o.buyerId === userId ? 'comprador' : 'vendedor',
          outraParte: o.otherName,
          servico: o.gigTitle,
          precoCentavos: o.priceCents,
          precoReais: reais(o.priceCents),
          pacote: o.packageTier,
          prazoDias: o.deliveryDays,
          revisoes: o.revisions,
          mensagem: o.message,
          status: o.status,
          pedidoEm: iso(o.createdAt),
          respondidoEm: iso(o.answeredAt),
        }),
      ),
    }),
};

const workArea: Area = {
  file: 'horas-metas-habilidades.json',
  write: ({ db, userId }) =>
    jsonObject({
      horasRegistradas: rows(
        (limit, offset) =>
          db
            .select({
              id: timeEntries.id,
              contractId: timeEntries.contractId,
              startedAt: timeEntries.startedAt,
              endedAt: timeEntries.endedAt,
              manual: timeEntries.manual,
              note: timeEntries.note,
            })
            .from(timeEntries)
            .where(eq(timeEntries.userId, userId))
            .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
            .limit(limit)
            .offset(offset),
        (t) => ({
          id: t.id,
          contratoId: t.contractId,
          inicio: iso(t.startedAt),
          fim: iso(t.endedAt),
          manual: t.manual,
          nota: t.note,
        }),
      ),
      metas: rows(
        (limit, offset) =>
          db
            .select({
              id: goals.id,
              title: goals.title,
              metric: goals.metric,
              target: goals.target,
              progress: goals.progress,
              createdAt: goals.createdAt,
            })
            .from(goals)
            .where(eq(goals.userId, userId))
            .orderBy(asc(goals.createdAt), asc(goals.id))
            .limit(limit)
            .offset(offset),
        (g) => ({
          id: g.id,
          titulo: g.title,
          medida: g.metric,
          alvo: g.target,
          progressoManual: g.progress,
          criadaEm: iso(g.createdAt),
        }),
      ),
      niveisDeHabilidade: rows(
        (limit, offset) =>
          db
            .select({ skill: skillLevels.skill, level: skillLevels.level, updatedAt: skillLevels.updatedAt })
            .from(skillLevels)
            .where(eq(skillLevels.userId, userId))
            .orderBy(asc(skillLevels.skill))
            .limit(limit)
            .offset(offset),
        (s) => ({ habilidade: s.skill, nivel: s.level, atualizadoEm: iso(s.updatedAt) }),
      ),
    }),
};

const portfolioArea: Area = {
  file: 'portfolio.json',
  write: ({ db, userId }) =>
    jsonObject({
      trabalhos: rows(
        (limit, offset) =>
          db
            .select({
              id: portfolioItems.id,
              title: portfolioItems.title,
              description: portfolioItems.description,
              link: portfolioItems.link,
              skills: portfolioItems.skills,
              position: portfolioItems.position,
              // The pictures are public WebP files: their addresses, in the order shown.
              pictures: sql<
                string[]
              >`(select coalesce(json_agg(p.url order by p.position), '[]'::json) from portfolio_pictures p where p.item_id = ${portfolioItems.id})`,
              createdAt: portfolioItems.createdAt,
            })
            .from(portfolioItems)
            .where(eq(portfolioItems.freelancerId, userId))
            .orderBy(asc(portfolioItems.position), asc(portfolioItems.id))
            .limit(limit)
            .offset(offset),
        (item) => ({
          id: item.id,
          titulo: item.title,
          descricao: item.description,
          link: item.link,
          habilidades: item.skills,
          posicao: item.position + 1,
          imagens: item.pictures,
          criadoEm: iso(item.createdAt),
        }),
      ),
    }),
};

/** Every area, in the order the README describes them. */
export const AREAS: readonly Area[] = [
  profile,
  jobsArea,
  proposalsArea,
  contractsArea,
  deliveriesArea,
  messagesArea,
  reviewsArea,
  statementArea,
  withdrawalsArea,
  notificationsArea,
  sessionsArea,
  consentsArea,
  gigsArea,
  portfolioArea,
  workArea,
];
