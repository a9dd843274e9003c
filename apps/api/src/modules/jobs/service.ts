import { categoriesNamedBy, categoriesSearchedBy, type TDashboardCategory } from '@labora/shared/catalog';
import {
  ATTACHMENT_MESSAGES,
  brazilDate,
  JOB_CATEGORIES,
  JOB_LIMITS,
  JOB_MESSAGES,
  JOBS_COUNT_CAP,
  type TJob,
  type TJobAttachment,
  type TJobCategory,
  type TJobFields,
  type ZListJobsQuery,
} from '@labora/shared/jobs';
import { and, desc, eq, getTableColumns, gte, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import { type JobRow, jobAttachments, jobs } from '../../db/schema/jobs.js';
import { proposals } from '../../db/schema/proposals.js';
import type { UserRow } from '../../db/schema/users.js';
import { type AppDeps, onReadReplica } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { removeAttachments, type StoredAttachment } from '../../lib/attachments.js';
import { cappedCount } from '../../lib/capped-count.js';
import { containsPattern, foldForSearch, wordStartPattern } from '../../lib/fold-text.js';
import { qualified } from '../../lib/qualified-column.js';
import { pageAroundWindow, RANK_WINDOW, type SearchFields, searchScore } from '../../lib/search-rank.js';
import { phraseOrEveryWord } from '../../lib/search-words.js';
import { summaryColumns, summaryQuery, toSummary } from './summary.js';

// The rest of the public face, kept in their own files.
export { invitedJobIds, inviteFreelancer } from './invitations.js';
export { recommendJobs } from './recommendations.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ListQuery = z.output<typeof ZListJobsQuery>;

function assertDeadlineAhead(deps: Deps, fields: TJobFields) {
  if (fields.deliveryDeadline < brazilDate(deps.clock.now())) {
    throw new AppError('BAD_REQUEST', JOB_MESSAGES.deadlinePast);
  }
}

/** The amount a job is about: its budget when fixed, its hourly rate when hourly (the other is dropped). */
function amounts(fields: TJobFields) {
  return fields.projectType === 'fixed'
    ? { budgetCents: fields.budgetCents, hourlyRateCents: null }
    : { budgetCents: null, hourlyRateCents: fields.hourlyRateCents };
}

function columnsOf(fields: TJobFields) {
  return {
    title: fields.title,
    category: fields.category,
    projectType: fields.projectType,
    ...amounts(fields),
    duration: fields.duration,
    experienceLevel: fields.experienceLevel,
    description: fields.description,
    requirements: fields.requirements,
    location: fields.location,
    remote: fields.remote,
    preferredLanguages: fields.preferredLanguages,
    deliveryDeadline: fields.deliveryDeadline,
    skills: fields.skills,
  };
}

/**
 * The projects of dashboard categories (catalog's table): every job of their own job categories, and of the
 * job categories they share, those whose title or skills start a word with one of their keywords.
 */
function projectsOf(categories: readonly TDashboardCategory[]): (SQL | undefined)[] {
  return categories.map((c) => {
    const keywords = c.keywords.flatMap((keyword) => {
      const pattern = wordStartPattern(keyword);
      return [like(jobs.searchText, pattern), like(jobs.searchText, pattern.slice(2))];
    });
    return or(
      c.jobCategories.length ? inArray(jobs.category, [...c.jobCategories]) : undefined,
      c.sharedJobCategories.length
        ? and(inArray(jobs.category, [...c.sharedJobCategories]), or(...keywords))
        : undefined,
    );
  });
}

/** The job categories whose name contains the text ('web' → 'Desenvolvimento Web'), accents and case ignored. */
function jobCategoriesNamedBy(search: string): SQL | undefined {
  const folded = foldForSearch(search);
  const categories = JOB_CATEGORIES.filter((c) => foldForSearch(c).includes(folded));
  return categories.length ? inArray(jobs.category, categories) : undefined;
}

/**
 * Title or skills containing the text (accents and case ignored), a job category whose name contains it, the
 * projects of a dashboard category it names, or the job categories of one with a keyword starting with it (the
 * table's synonyms: 'logotipo' finds the design projects). A synonym leaves out the projects of a shared job
 * category (projectsOf): each would look for every keyword in every job's text, for each word.
 */
function textCondition(search: string): SQL | undefined {
  const synonyms = [
    ...new Set(categoriesSearchedBy(search).flatMap((c) => c.jobCategories as readonly TJobCategory[])),
  ];
  return or(
    like(jobs.searchText, containsPattern(search)),
    jobCategoriesNamedBy(search),
    synonyms.length ? inArray(jobs.category, synonyms) : undefined,
    ...projectsOf(categoriesNamedBy(search)),
  );
}

const foldedTitle = sql`labora_fold(${jobs.title})`;
const foldedSkills = sql`labora_fold(labora_join(${jobs.skills}))`;

/** A job's match: the phrase in the title; each word as written, then in the title, then in skills or category. */
const JOB_SEARCH_FIELDS: SearchFields = {
  phrase: (text) => like(foldedTitle, containsPattern(text)),
  tiers: [
    (word) => or(like(jobs.searchText, containsPattern(word)), jobCategoriesNamedBy(word)),
    (word) => like(foldedTitle, containsPattern(word)),
    (word) => or(like(foldedSkills, containsPattern(word)), jobCategoriesNamedBy(word)),
  ],
};

/** The phrase, or each of its words, as textCondition says. */
function searchCondition(search: string): SQL | undefined {
  return search ? phraseOrEveryWord(search, textCondition) : undefined;
}

function filters(actor: UserRow, query: ListQuery): SQL | undefined {
  const amount = sql`coalesce(${jobs.budgetCents}, ${jobs.hourlyRateCents})`;
  return and(
    query.owner === 'mine' ? eq(jobs.clientId, actor.id) : eq(jobs.status, 'open'),
    query.status ? eq(jobs.status, query.status) : undefined,
    searchCondition(query.search),
    query.category ? eq(jobs.category, query.category) : undefined,
    query.projectType ? eq(jobs.projectType, query.projectType) : undefined,
    query.experienceLevel ? eq(jobs.experienceLevel, query.experienceLevel) : undefined,
    query.remote === undefined ? undefined : eq(jobs.remote, query.remote),
    query.minBudgetCents === undefined ? undefined : gte(amount, query.minBudgetCents),
    query.maxBudgetCents === undefined ? undefined : lte(amount, query.maxBudgetCents),
  );
}

/**
 * The owner's "new" proposals on a job: pending ones not yet seen in its inbox (proposals.client_seen_at, set by
 * the proposals module when the owner opens it); a partial index keeps them at hand.
 */
const newProposalCount = sql<number>`(select count(*)::int from ${proposals} p
  where p.job_id = ${qualified(jobs.id)} and p.status = 'pending' and p.client_seen_at is null)`;

/** Only the owner's list says how many are new; the public one selects a null in its place. */
const newProposalsOf = (query: ListQuery) => ({
  newProposalCount: query.owner === 'mine' ? newProposalCount : sql<null>`null`,
});

/** Matching jobs newest first, `limit` of them from `offset`. */
function newestJobs(deps: Deps, query: ListQuery, where: SQL | undefined, offset: number, limit: number) {
  return summaryQuery(deps.db, deps.clock.now(), summaryColumns, newProposalsOf(query))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
}

/**
 * A page of a search's matches, best first among the newest RANK_WINDOW (search-rank.ts), newest first after them,
 * with the number of matches up to RANK_WINDOW + 1 (undefined when the page is past them all).
 */
async function rankedJobs(deps: Deps, query: ListQuery, where: SQL | undefined, offset: number) {
  const window = deps.db
    .select({
      id: jobs.id,
      createdAt: sql<Date>`${jobs.createdAt}`.as('created_at'),
      score: sql<number>`${searchScore(query.search, JOB_SEARCH_FIELDS)}`.as('score'),
    })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(RANK_WINDOW + 1)
    .as('ranked_window');
  // The window's next row, newest first, closes it: the page after goes on from there.
  const rest = sql<boolean>`row_number() over (order by ${window.createdAt} desc, ${window.id} desc) > ${RANK_WINDOW}`;
  const page = deps.db
    .select({
      id: window.id,
      score: window.score,
      createdAt: window.createdAt,
      rest: rest.as('rest'),
      matches: sql<number>`(count(*) over ())::int`.as('matches'),
    })
    .from(window)
    .orderBy(rest, desc(window.score), desc(window.createdAt), desc(window.id))
    .limit(query.pageSize)
    .offset(offset)
    .as('page');
  const rows = await summaryQuery(deps.db, deps.clock.now(), summaryColumns, {
    ...newProposalsOf(query),
    matches: sql<number>`${page.matches}`,
  })
    .innerJoin(page, eq(page.id, jobs.id))
    .orderBy(page.rest, desc(page.score), desc(jobs.createdAt), desc(jobs.id));
  return { rows, matches: rows[0]?.matches };
}

/**
 * Open jobs (or the caller's own), newest first, one page; with a search, best match first (rankedJobs). The total
 * is exact up to JOBS_COUNT_CAP.
 */
export async function findJobs(primary: Deps & Pick<AppDeps, 'readDb'>, input: { actor: UserRow; query: ListQuery }) {
  const { query } = input;
  // The public search tolerates a little lag (the replica); the owner's own list is read back after their writes.
  const deps = query.owner === 'mine' ? primary : onReadReplica(primary);
  const where = filters(input.actor, query);
  const offset = (query.page - 1) * query.pageSize;
  const around = pageAroundWindow(offset, query.pageSize);
  if (query.search && around.ranked) {
    const ranked = await rankedJobs(deps, query, where, offset);
    const rest =
      around.restLimit && (ranked.matches ?? 0) > RANK_WINDOW
        ? await newestJobs(deps, query, where, around.restOffset, around.restLimit)
        : [];
    // A page past the last has no row to carry the number: counted apart then. The window reads one row past
    // JOBS_COUNT_CAP (RANK_WINDOW is no smaller), enough to say the count is capped.
    const count =
      ranked.matches === undefined
        ? await cappedCount(deps.db, jobs, where, JOBS_COUNT_CAP)
        : { total: Math.min(ranked.matches, JOBS_COUNT_CAP), totalCapped: ranked.matches > JOBS_COUNT_CAP };
    return {
      items: [...ranked.rows, ...rest].map(toSummary),
      ...count,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
  // The page and its count are independent: on PostgreSQL they run side by side.
  const [rows, count] = await Promise.all([
    newestJobs(deps, query, where, offset, query.pageSize),
    cappedCount(deps.db, jobs, where, JOBS_COUNT_CAP),
  ]);
  return {
    items: rows.map(toSummary),
    ...count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Its attachments, oldest first, as JSON beside the job row: the job page is one statement. */
const attachmentsColumn = sql<TJobAttachment[]>`(
  select coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'size', a.size, 'contentType', a.content_type)
    order by a.created_at, a.id), '[]'::json)
  from ${jobAttachments} a where a.job_id = ${qualified(jobs.id)})`;

/**
 * The client's contracts whose escrow was ever funded on Labora ('N contratos pagos', 'Pagamento garantido'),
 * counted beside the job row (contracts_client_idx) so the job page stays one statement.
 */
const clientPaidContractsColumn = sql<number>`(
  select count(*)::int from ${contracts} c where c.client_id = ${qualified(jobs.clientId)} and c.funded_at is not null)`;

async function findJobRow(db: Executor, now: Date, id: string) {
  const [row] = await summaryQuery(db, now, getTableColumns(jobs), {
    attachments: attachmentsColumn,
    clientPaidContracts: clientPaidContractsColumn,
  }).where(eq(jobs.id, id));
  if (!row) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
  return row;
}

/** Whether someone may see a closed job: its owner, an admin, or a freelancer who proposed on it. */
async function maySeeClosed(db: Executor, actor: UserRow, job: JobRow): Promise<boolean> {
  if (job.clientId === actor.id || actor.role === 'admin') return true;
  const [proposal] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.jobId, job.id), eq(proposals.freelancerId, actor.id)));
  return Boolean(proposal);
}

/** A job with everything the client entered; a closed one only to those concerned. */
export async function getJob(deps: Deps, input: { actor: UserRow; id: string }): Promise<TJob> {
  const row = await findJobRow(deps.db, deps.clock.now(), input.id);
  if (row.job.status !== 'open' && !(await maySeeClosed(deps.db, input.actor, row.job))) {
    throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
  }
  const { job } = row;
  return {
    ...toSummary(row),
    duration: job.duration,
    requirements: job.requirements,
    preferredLanguages: job.preferredLanguages,
    attachments: row.attachments,
    updatedAt: job.updatedAt.toISOString(),
    clientPaidContracts: row.clientPaidContracts,
  };
}

/** Inserts a job; `tx` lets the caller add its attachments in the same transaction. */
async function insertJob(deps: Deps, tx: Executor, input: { actor: UserRow; fields: TJobFields }) {
  assertDeadlineAhead(deps, input.fields);
  const now = deps.clock.now();
  const [job] = await tx
    .insert(jobs)
    .values({ clientId: input.actor.id, ...columnsOf(input.fields), createdAt: now, updatedAt: now })
    .returning({ id: jobs.id });
  if (!job) throw new Error('job insert returned nothing');
  return job.id;
}

async function ownJob(db: Executor, actor: UserRow, id: string): Promise<JobRow> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
  if (job.clientId !== actor.id) throw new AppError('NOT_JOB_OWNER', JOB_MESSAGES.notOwner);
  return job;
}

export async function updateJob(deps: Deps, input: { actor: UserRow; id: string; fields: TJobFields }) {
  await ownJob(deps.db, input.actor, input.id);
  assertDeadlineAhead(deps, input.fields);
  await deps.db
    .update(jobs)
    .set({ ...columnsOf(input.fields), updatedAt: deps.clock.now() })
    .where(eq(jobs.id, input.id));
  return getJob(deps, { actor: input.actor, id: input.id });
}

/** The owner closes a job (no more proposals) or opens it again. */
export async function setJobStatus(deps: Deps, input: { actor: UserRow; id: string; status: JobRow['status'] }) {
  await ownJob(deps.db, input.actor, input.id);
  await deps.db.update(jobs).set({ status: input.status, updatedAt: deps.clock.now() }).where(eq(jobs.id, input.id));
  return getJob(deps, { actor: input.actor, id: input.id });
}

/** Rows for new attachments, a millisecond apart so they list in the order they were sent. */
function attachmentRows(deps: Deps, jobId: string, attachments: StoredAttachment[]) {
  const now = deps.clock.now().getTime();
  return attachments.map((a, i) => ({ ...a, jobId, createdAt: new Date(now + i) }));
}

/** Publishes a job with its already stored attachments in one transaction; on failure the files go too. */
export async function createJob(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files'>,
  input: { actor: UserRow; fields: TJobFields; attachments: StoredAttachment[] },
): Promise<TJob> {
  try {
    const id = await deps.db.transaction(async (tx) => {
      const jobId = await insertJob(deps, tx, input);
      if (input.attachments.length) {
        await tx.insert(jobAttachments).values(attachmentRows(deps, jobId, input.attachments));
      }
      return jobId;
    });
    return await getJob(deps, { actor: input.actor, id });
  } catch (error) {
    await removeAttachments(
      deps.files,
      input.attachments.map((a) => a.storageName),
    );
    throw error;
  }
}

/** The owner adds files to a job, up to JOB_LIMITS.attachmentsMax in all. */
export async function addAttachments(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files'>,
  input: { actor: UserRow; id: string; attachments: StoredAttachment[] },
): Promise<TJob> {
  try {
    await deps.db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, input.id)).for('update');
      if (!job) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
      if (job.clientId !== input.actor.id) throw new AppError('NOT_JOB_OWNER', JOB_MESSAGES.notOwner);
      const [existing] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(jobAttachments)
        .where(eq(jobAttachments.jobId, input.id));
      if ((existing?.count ?? 0) + input.attachments.length > JOB_LIMITS.attachmentsMax) {
        throw new AppError('TOO_MANY_ATTACHMENTS', ATTACHMENT_MESSAGES.tooMany);
      }
      if (input.attachments.length) {
        await tx.insert(jobAttachments).values(attachmentRows(deps, input.id, input.attachments));
      }
    });
  } catch (error) {
    await removeAttachments(
      deps.files,
      input.attachments.map((a) => a.storageName),
    );
    throw error;
  }
  return getJob(deps, { actor: input.actor, id: input.id });
}

export async function removeAttachment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files'>,
  input: { actor: UserRow; id: string; attachmentId: string },
): Promise<TJob> {
  await ownJob(deps.db, input.actor, input.id);
  const [removed] = await deps.db
    .delete(jobAttachments)
    .where(and(eq(jobAttachments.id, input.attachmentId), eq(jobAttachments.jobId, input.id)))
    .returning({ storageName: jobAttachments.storageName });
  if (!removed) throw new AppError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
  await removeAttachments(deps.files, [removed.storageName]);
  return getJob(deps, { actor: input.actor, id: input.id });
}

/** An attachment of a job the caller may see, for download. */
export async function findAttachment(deps: Deps, input: { actor: UserRow; id: string; attachmentId: string }) {
  await getJob(deps, { actor: input.actor, id: input.id });
  const [attachment] = await deps.db
    .select()
    .from(jobAttachments)
    .where(and(eq(jobAttachments.id, input.attachmentId), eq(jobAttachments.jobId, input.id)));
  if (!attachment) throw new AppError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
  return attachment;
}
