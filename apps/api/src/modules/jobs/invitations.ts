import { INVITATIONS_PER_DAY, JOB_MESSAGES } from '@labora/shared/jobs';
import { and, eq } from 'drizzle-orm';
import { jobInvitations, jobs } from '../../db/schema/jobs.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { notificationTexts, notify } from '../notifications/service.js';

const INVITATION_RATE_LIMIT = {
  name: 'invitations:user',
  limit: INVITATIONS_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
  message: JOB_MESSAGES.tooManyInvitations,
};

function invitationMail(input: {
  to: string;
  firstName: string;
  clientName: string;
  jobTitle: string;
  link: string;
}): Mail {
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    `${input.clientName} convidou você para enviar uma proposta ao trabalho "${input.jobTitle}" na Labora.`,
    `Veja os detalhes: ${input.link}`,
    '',
    'Enviar propostas na Labora é gratuito.',
    '',
    'Equipe Labora',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>${escapeHtml(input.clientName)} convidou você para enviar uma proposta ao trabalho
<strong>${escapeHtml(input.jobTitle)}</strong> na Labora.</p>
<p><a href="${escapeHtml(input.link)}">Ver o trabalho</a></p>
<p>Enviar propostas na Labora é gratuito.</p><p>Equipe Labora</p></body></html>`;
  return { to: input.to, subject: `Convite para o trabalho "${input.jobTitle}"`, text, html };
}

/** The owner of an open job invites a freelancer to it, once; the freelancer gets an e-mail with the link. */
export async function inviteFreelancer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'mailer' | 'publicUrl' | 'log'>,
  input: { actor: UserRow; jobId: string; freelancerId: string },
) {
  const [job] = await deps.db.select().from(jobs).where(eq(jobs.id, input.jobId));
  if (!job) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
  if (job.clientId !== input.actor.id) throw new AppError('NOT_JOB_OWNER', JOB_MESSAGES.notOwner);
  if (job.status !== 'open') throw new AppError('JOB_CLOSED', JOB_MESSAGES.inviteClosed);
  if (input.freelancerId === input.actor.id) throw new AppError('SELF_INVITE', JOB_MESSAGES.inviteSelf);
  const [freelancer] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, input.freelancerId), eq(users.isActive, true)));
  if (!freelancer) throw new AppError('NOT_FOUND', 'Freelancer não encontrado.');
  if (freelancer.isFreelancer !== true) throw new AppError('INVITEE_NOT_FREELANCER', JOB_MESSAGES.inviteNotFreelancer);
  await consumeRateLimit(deps, INVITATION_RATE_LIMIT, input.actor.id);
  const now = deps.clock.now();
  const clientName = `${input.actor.firstName} ${input.actor.lastName}`;
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(jobInvitations).values({ jobId: job.id, freelancerId: freelancer.id, createdAt: now });
      const invited = notificationTexts.invitation({
        freelancerId: freelancer.id,
        clientName,
        jobTitle: job.title,
        jobId: job.id,
      });
      await notify(tx, now, [invited]);
      recordEvent(tx, {
        type: 'job.invited',
        audience: [freelancer.id],
        actorId: input.actor.id,
        data: { jobId: job.id },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_INVITED', JOB_MESSAGES.alreadyInvited);
    throw error;
  }
  const mail = invitationMail({
    to: freelancer.email,
    firstName: freelancer.firstName,
    clientName,
    jobTitle: job.title,
    link: `${deps.publicUrl}/job/${job.id}`,
  });
  // The invitation stands even if the mail server is down; the failure is logged.
  deps.mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error }, 'invitation mail not sent'));
}

export async function invitedJobIds(deps: Pick<AppDeps, 'db'>, input: { actor: UserRow; freelancerId: string }) {
  const rows = await deps.db
    .select({ jobId: jobInvitations.jobId })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .where(and(eq(jobs.clientId, input.actor.id), eq(jobInvitations.freelancerId, input.freelancerId)));
  return rows.map((r) => r.jobId);
}
