import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_LIMITS, PROJECT_TYPES } from './job-labels.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

// Zod-free, so screens that only show a job (the public job page, dates) need not load zod: job-labels.ts.
export {
  brazilDate,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LIMITS,
  PROJECT_TYPES,
  type TExperienceLevel,
  type TJobCategory,
  type TProjectType,
} from './job-labels.js';

export const JOB_STATUSES = ['open', 'closed'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** The server's words for a refused attachment; the browser uses them too, to spare a useless upload. */
export const ATTACHMENT_MESSAGES = {
  tooLarge: `Cada anexo deve ter no máximo ${JOB_LIMITS.attachmentMaxBytes / 1024 / 1024} MB.`,
  tooMany: `Envie no máximo ${JOB_LIMITS.attachmentsMax} anexos.`,
  unsupported:
    'Tipo de anexo não suportado. Envie PDF, imagens (PNG, JPEG, GIF, WebP), documentos do Office ou LibreOffice, ou texto.',
  empty: 'O anexo está vazio.',
  notFound: 'Anexo não encontrado.',
} as const;

/** The file name endings of the attachment types the server accepts (it decides by content). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'txt',
] as const;

/** Messages in the order SPEC §5 lists the required fields; the form shows the first failure. */
export const JOB_MESSAGES = {
  titleRequired: 'Informe o título do trabalho.',
  titleTooLong: `O título deve ter no máximo ${JOB_LIMITS.titleMaxLength} caracteres.`,
  categoryRequired: 'Selecione uma categoria.',
  experienceLevelRequired: 'Selecione o nível de experiência.',
  projectTypeInvalid: 'Escolha preço fixo ou por hora.',
  budgetRequired: 'Informe o orçamento do projeto.',
  hourlyRateRequired: 'Informe o valor por hora.',
  amountInvalid: 'Informe um valor em reais maior que zero, com no máximo 2 casas decimais.',
  amountTooHigh: 'O valor máximo é R$ 10.000.000,00.',
  durationRequired: 'Informe a duração estimada.',
  durationTooLong: `A duração deve ter no máximo ${JOB_LIMITS.durationMaxLength} caracteres.`,
  deadlineRequired: 'Informe o prazo de entrega.',
  deadlineInvalid: 'Informe uma data de entrega válida.',
  deadlinePast: 'O prazo de entrega não pode estar no passado.',
  descriptionRequired: 'Descreva o trabalho.',
  descriptionTooLong: `A descrição deve ter no máximo ${JOB_LIMITS.descriptionMaxLength.toLocaleString('pt-BR')} caracteres.`,
  requirementsTooLong: `Os requisitos devem ter no máximo ${JOB_LIMITS.requirementsMaxLength.toLocaleString('pt-BR')} caracteres.`,
  locationTooLong: `A localização deve ter no máximo ${JOB_LIMITS.locationMaxLength} caracteres.`,
  languagesTooLong: `Os idiomas devem ter no máximo ${JOB_LIMITS.languagesMaxLength} caracteres.`,
  tooManySkills: `Informe no máximo ${JOB_LIMITS.skillsMax} habilidades.`,
  skillTooLong: `Cada habilidade deve ter no máximo ${JOB_LIMITS.skillMaxLength} caracteres.`,
  invalidQuery: INVALID_QUERY_MESSAGE,
  notFound: 'Trabalho não encontrado.',
  notOwner: 'Só quem publicou o trabalho pode alterá-lo.',
  created: 'Trabalho publicado com sucesso!',
  updated: 'Trabalho atualizado com sucesso!',
  closed: 'Trabalho encerrado.',
  reopened: 'Trabalho reaberto.',
  invitationSent: 'Convite enviado! O freelancer recebeu o link do trabalho por e-mail.',
  alreadyInvited: 'Você já convidou este freelancer para este trabalho.',
  inviteSelf: 'Você não pode convidar a si mesmo.',
  inviteNotFreelancer: 'Este perfil não é de um freelancer.',
  inviteClosed: 'Só é possível convidar para um trabalho aberto.',
  tooManyInvitations: 'Você enviou muitos convites hoje. Tente novamente amanhã.',
} as const;

/** Skills as typed in the job form (SPEC §5): trimmed, empty and repeated ones (any case) ignored. */
export function cleanJobSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => {
      const key = s.toLocaleLowerCase('pt-BR');
      if (!s || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z.string({ error: tooLong }).trim().max(max, tooLong).default('');
const amountCents = (required: string) =>
  z
    .number({ error: required })
    .int(JOB_MESSAGES.amountInvalid)
    .min(1, JOB_MESSAGES.amountInvalid)
    .max(JOB_LIMITS.maxAmountCents, JOB_MESSAGES.amountTooHigh);

/**
 * A job as the client writes it. Money in centavos; the deadline as 'YYYY-MM-DD' (the "not in the past" rule
 * needs today's date, so the service checks it with its clock and the form with the browser's).
 */
export const ZJobInput = z
  .object({
    title: requiredText(JOB_MESSAGES.titleRequired, JOB_LIMITS.titleMaxLength, JOB_MESSAGES.titleTooLong),
    category: z.enum(JOB_CATEGORIES, { error: JOB_MESSAGES.categoryRequired }),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: JOB_MESSAGES.experienceLevelRequired }).default('iniciante'),
    projectType: z.enum(PROJECT_TYPES, { error: JOB_MESSAGES.projectTypeInvalid }).default('fixed'),
    budgetCents: amountCents(JOB_MESSAGES.budgetRequired).nullable().default(null),
    hourlyRateCents: amountCents(JOB_MESSAGES.hourlyRateRequired).nullable().default(null),
    duration: requiredText(JOB_MESSAGES.durationRequired, JOB_LIMITS.durationMaxLength, JOB_MESSAGES.durationTooLong),
    deliveryDeadline: z
      .string({ error: JOB_MESSAGES.deadlineRequired })
      .min(1, JOB_MESSAGES.deadlineRequired)
      .pipe(z.iso.date({ error: JOB_MESSAGES.deadlineInvalid })),
    description: requiredText(
      JOB_MESSAGES.descriptionRequired,
      JOB_LIMITS.descriptionMaxLength,
      JOB_MESSAGES.descriptionTooLong,
    ),
    requirements: optionalText(JOB_LIMITS.requirementsMaxLength, JOB_MESSAGES.requirementsTooLong),
    location: optionalText(JOB_LIMITS.locationMaxLength, JOB_MESSAGES.locationTooLong),
    remote: z.boolean().default(false),
    preferredLanguages: optionalText(JOB_LIMITS.languagesMaxLength, JOB_MESSAGES.languagesTooLong),
    skills: z
      .array(z.string({ error: JOB_MESSAGES.skillTooLong }).max(JOB_LIMITS.skillMaxLength, JOB_MESSAGES.skillTooLong), {
        error: JOB_MESSAGES.tooManySkills,
      })
      .transform(cleanJobSkills)
      .refine((v) => v.length <= JOB_LIMITS.skillsMax, JOB_MESSAGES.tooManySkills)
      .default([]),
  })
  .superRefine((job, ctx) => {
    // SPEC order: the amount comes right after the experience level.
    if (job.projectType === 'fixed' && job.budgetCents === null) {
      ctx.addIssue({ code: 'custom', path: ['budgetCents'], message: JOB_MESSAGES.budgetRequired });
    }
    if (job.projectType === 'hourly' && job.hourlyRateCents === null) {
      ctx.addIssue({ code: 'custom', path: ['hourlyRateCents'], message: JOB_MESSAGES.hourlyRateRequired });
    }
  });
export type TJobInput = z.input<typeof ZJobInput>;
export type TJobFields = z.output<typeof ZJobInput>;

export const ZJobIdParams = z.object({ id: z.uuid({ error: JOB_MESSAGES.notFound }) });

export const ZJobSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.enum(JOB_CATEGORIES),
  projectType: z.enum(PROJECT_TYPES),
  budgetCents: z.number().nullable(),
  hourlyRateCents: z.number().nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  description: z.string(),
  location: z.string(),
  remote: z.boolean(),
  skills: z.array(z.string()),
  deliveryDeadline: z.string(),
  status: z.enum(JOB_STATUSES),
  proposalCount: z.number().int(),
  /** Only in the owner's list (owner=mine): pending proposals the owner has not opened in the inbox yet. */
  newProposalCount: z.number().int().optional(),
  createdAt: z.string(),
  client: z.object({
    id: z.uuid(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

export const ZJobAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type TJobAttachment = z.infer<typeof ZJobAttachment>;

export const ZJob = ZJobSummary.extend({
  duration: z.string(),
  requirements: z.string(),
  preferredLanguages: z.string(),
  attachments: z.array(ZJobAttachment),
  updatedAt: z.string(),
  /**
   * The client's contracts whose escrow was funded on Labora ('N contratos pagos'); more than 0 shows
   * 'Pagamento garantido'.
   */
  clientPaidContracts: z.number().int(),
});
export type TJob = z.infer<typeof ZJob>;

const optionalAmount = z.coerce
  .number({ error: JOB_MESSAGES.invalidQuery })
  .int()
  .min(0)
  .max(JOB_LIMITS.maxAmountCents)
  .optional();

/** GET /api/jobs: search (title, category or skills, accents and case ignored), filters, newest first. */
export const ZListJobsQuery = z.object({
  search: z
    .string({ error: JOB_MESSAGES.invalidQuery })
    .trim()
    .max(JOB_LIMITS.searchMaxLength, JOB_MESSAGES.invalidQuery)
    .default(''),
  category: z.enum(JOB_CATEGORIES, { error: JOB_MESSAGES.invalidQuery }).optional(),
  projectType: z.enum(PROJECT_TYPES, { error: JOB_MESSAGES.invalidQuery }).optional(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: JOB_MESSAGES.invalidQuery }).optional(),
  minBudgetCents: optionalAmount,
  maxBudgetCents: optionalAmount,
  remote: z
    .enum(['true', 'false'], { error: JOB_MESSAGES.invalidQuery })
    .transform((v) => v === 'true')
    .optional(),
  /** 'mine': the caller's own jobs, open and closed. */
  owner: z.enum(['mine'], { error: JOB_MESSAGES.invalidQuery }).optional(),
  /** With owner=mine, only the open or only the closed ones (the public list is open jobs only). */
  status: z.enum(JOB_STATUSES, { error: JOB_MESSAGES.invalidQuery }).optional(),
  ...pageFields(20, JOB_LIMITS.pageSizeMax),
});

/** Counting every match of a common word in a million jobs costs more than the page; past this, "1.000+". */
export const JOBS_COUNT_CAP = 1000;

export const ZListJobsResponse = z.object({
  items: z.array(ZJobSummary),
  /** Exact up to JOBS_COUNT_CAP; totalCapped says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TListJobsResponse = z.infer<typeof ZListJobsResponse>;

export const ZSetJobStatusRequest = z.object({ status: z.enum(JOB_STATUSES, { error: JOB_MESSAGES.invalidQuery }) });

/** Invitations a client sends from a freelancer's profile: at most this many a day. */
export const INVITATIONS_PER_DAY = 50;

export const ZInviteRequest = z.object({ freelancerId: z.uuid({ error: 'Freelancer não encontrado.' }) });
export type TInviteRequest = z.infer<typeof ZInviteRequest>;
export const ZInvitationsQuery = z.object({ freelancerId: z.uuid({ error: INVALID_QUERY_MESSAGE }) });
/** The caller's jobs this freelancer was already invited to. */
export const ZInvitationsResponse = z.object({ jobIds: z.array(z.uuid()) });

/** GET /api/jobs/recommended: a small page for the dashboard, taken from the newest open jobs. */
export const RECOMMENDED_JOBS_LIMITS = { pageSizeDefault: 6, pageSizeMax: 20 } as const;

export const ZRecommendedJobsQuery = z.object({
  pageSize: z.coerce
    .number({ error: INVALID_QUERY_MESSAGE })
    .int()
    .min(1)
    .max(RECOMMENDED_JOBS_LIMITS.pageSizeMax)
    .default(RECOMMENDED_JOBS_LIMITS.pageSizeDefault),
});

/** An open job for the caller: the skills it asks that they have, and whether it is in a category they work in. */
export const ZRecommendedJob = ZJobSummary.extend({
  /** The job's skills (as the job writes them) that the caller's profile lists too, accents and case ignored. */
  matchedSkills: z.array(z.string()),
  /** The job's category is one of the caller's gigs or of a job they proposed to before. */
  categoryMatch: z.boolean(),
});
export type TRecommendedJob = z.infer<typeof ZRecommendedJob>;

/** Most matched skills first, then a category match, then the newest. */
export const ZRecommendedJobsResponse = z.object({ items: z.array(ZRecommendedJob) });
export type TRecommendedJobsResponse = z.infer<typeof ZRecommendedJobsResponse>;
