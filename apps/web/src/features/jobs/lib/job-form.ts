import { COMMON_MESSAGES } from '@labora/shared/errors';
import {
  brazilDate,
  JOB_LIMITS,
  type TExperienceLevel,
  type TJobCategory,
  type TProjectType,
} from '@labora/shared/job-labels';
import { ATTACHMENT_MESSAGES, JOB_MESSAGES, type TJob, type TJobFields, ZJobInput } from '@labora/shared/jobs';
import { attachmentProblem } from '@/lib/attachments';

/** What the job form holds: the job as typed (amounts in centavos, null when empty; the category possibly unchosen) plus the files. */
export interface JobFormValues {
  title: string;
  category: TJobCategory | '';
  experienceLevel: TExperienceLevel;
  projectType: TProjectType;
  /** Kept apart so switching the project type back and forth loses nothing typed. */
  budget: number | null;
  hourlyRate: number | null;
  duration: string;
  deliveryDeadline: string;
  description: string;
  requirements: string;
  location: string;
  remote: boolean;
  preferredLanguages: string;
  skills: string[];
  attachments: File[];
}

export type JobFormField = keyof JobFormValues;

/** SPEC §5's order of the required fields, then the optional ones: the first failure is the one announced. */
export const JOB_FIELD_ORDER: readonly JobFormField[] = [
  'title',
  'category',
  'experienceLevel',
  'projectType',
  'budget',
  'hourlyRate',
  'duration',
  'deliveryDeadline',
  'description',
  'requirements',
  'location',
  'remote',
  'preferredLanguages',
  'skills',
  'attachments',
];

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  category: '',
  experienceLevel: 'iniciante',
  projectType: 'fixed',
  budget: null,
  hourlyRate: null,
  duration: '',
  deliveryDeadline: '',
  description: '',
  requirements: '',
  location: '',
  remote: false,
  preferredLanguages: '',
  skills: [],
  attachments: [],
};

export const JOB_FORM_MESSAGES = {
  skillRepeated: 'Essa habilidade já está na lista.',
  publishFailed: 'Não foi possível publicar o trabalho. Tente novamente.',
  saveFailed: 'Não foi possível salvar o trabalho. Tente novamente.',
  network: COMMON_MESSAGES.offline,
} as const;

/** The job's saved fields as the form shows them, for editing. */
export function toJobFormValues(job: TJob): JobFormValues {
  return {
    title: job.title,
    category: job.category,
    experienceLevel: job.experienceLevel,
    projectType: job.projectType,
    budget: job.budgetCents,
    hourlyRate: job.hourlyRateCents,
    duration: job.duration,
    deliveryDeadline: job.deliveryDeadline,
    description: job.description,
    requirements: job.requirements,
    location: job.location,
    remote: job.remote,
    preferredLanguages: job.preferredLanguages,
    skills: job.skills,
    attachments: [],
  };
}

const FIELD_OF_KEY: Partial<Record<string, JobFormField>> = { budgetCents: 'budget', hourlyRateCents: 'hourlyRate' };

/** Where each message of the job schema, of the server and of the upload checks belongs. */
const FIELD_OF_MESSAGE = new Map<string, JobFormField>([
  [JOB_MESSAGES.titleRequired, 'title'],
  [JOB_MESSAGES.titleTooLong, 'title'],
  [JOB_MESSAGES.categoryRequired, 'category'],
  [JOB_MESSAGES.experienceLevelRequired, 'experienceLevel'],
  [JOB_MESSAGES.projectTypeInvalid, 'projectType'],
  [JOB_MESSAGES.budgetRequired, 'budget'],
  [JOB_MESSAGES.hourlyRateRequired, 'hourlyRate'],
  [JOB_MESSAGES.durationRequired, 'duration'],
  [JOB_MESSAGES.durationTooLong, 'duration'],
  [JOB_MESSAGES.deadlineRequired, 'deliveryDeadline'],
  [JOB_MESSAGES.deadlineInvalid, 'deliveryDeadline'],
  [JOB_MESSAGES.deadlinePast, 'deliveryDeadline'],
  [JOB_MESSAGES.descriptionRequired, 'description'],
  [JOB_MESSAGES.descriptionTooLong, 'description'],
  [JOB_MESSAGES.requirementsTooLong, 'requirements'],
  [JOB_MESSAGES.locationTooLong, 'location'],
  [JOB_MESSAGES.languagesTooLong, 'preferredLanguages'],
  [JOB_MESSAGES.tooManySkills, 'skills'],
  [JOB_MESSAGES.skillTooLong, 'skills'],
  ...Object.values(ATTACHMENT_MESSAGES).map((m) => [m, 'attachments'] as const),
]);

/** The field a server message is about; upload refusals end with the file's name in parentheses. */
export function fieldOfMessage(message: string, projectType: TProjectType): JobFormField | undefined {
  if (message === JOB_MESSAGES.amountInvalid || message === JOB_MESSAGES.amountTooHigh) {
    return projectType === 'fixed' ? 'budget' : 'hourlyRate';
  }
  return FIELD_OF_MESSAGE.get(message) ?? FIELD_OF_MESSAGE.get(message.replace(/ \([^)]*\)$/, ''));
}

function fieldOfIssue(key: PropertyKey | undefined, message: string, projectType: TProjectType) {
  const named = typeof key === 'string' ? (FIELD_OF_KEY[key] ?? JOB_FIELD_ORDER.find((f) => f === key)) : undefined;
  return named ?? fieldOfMessage(message, projectType);
}

export type JobFormErrors = Partial<Record<JobFormField, string>>;

export interface ParsedJobForm {
  job: TJobFields;
  files: File[];
}

/** The first error in SPEC order. */
export function firstJobError(errors: JobFormErrors): string | undefined {
  for (const field of JOB_FIELD_ORDER) if (errors[field]) return errors[field];
  return undefined;
}

/**
 * The job the form sends, checked by the very schema the server applies (ZJobInput), plus what the schema
 * leaves to whoever knows today's date and the files: the deadline not in the past, the attachments' limits.
 */
export function parseJobForm(
  values: JobFormValues,
  today = brazilDate(new Date()),
): { data: ParsedJobForm } | { errors: JobFormErrors } {
  const errors: JobFormErrors = {};
  const amountField = values.projectType === 'fixed' ? 'budget' : 'hourlyRate';
  const cents = values[amountField];
  // The schema checks a missing amount only once every other field passes; the form shows it at once.
  if (cents === null) {
    errors[amountField] =
      values.projectType === 'fixed' ? JOB_MESSAGES.budgetRequired : JOB_MESSAGES.hourlyRateRequired;
  }

  const result = ZJobInput.safeParse({
    ...values,
    category: values.category || undefined,
    budgetCents: values.projectType === 'fixed' ? cents : null,
    hourlyRateCents: values.projectType === 'hourly' ? cents : null,
    attachments: undefined,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(issue.path[0], issue.message, values.projectType);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.deliveryDeadline && values.deliveryDeadline && values.deliveryDeadline < today) {
    errors.deliveryDeadline = JOB_MESSAGES.deadlinePast;
  }

  const files = values.attachments;
  if (files.length > JOB_LIMITS.attachmentsMax) errors.attachments = ATTACHMENT_MESSAGES.tooMany;
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem && !errors.attachments) errors.attachments = `${problem} (${file.name})`;
  }

  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { data: { job: result.data, files } };
}
