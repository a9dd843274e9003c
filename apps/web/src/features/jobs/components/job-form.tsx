import { brazilDate, EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, JOB_LIMITS } from '@labora/shared/job-labels';
import { cleanJobSkills, JOB_MESSAGES } from '@labora/shared/jobs';
import type { FormEvent, ReactNode } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { AttachmentsInput } from '@/components/attachments-input';
import { CategorySelect } from '@/components/marketplace/category-select';
import { SkillsField, useSkillDraft } from '@/components/skills-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { MoneyField } from '@/components/ui/money-field';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import {
  fieldOfMessage,
  firstJobError,
  JOB_FORM_MESSAGES,
  type JobFormErrors,
  type JobFormValues,
  type ParsedJobForm,
  parseJobForm,
} from '../lib/job-form';
import { ProjectTypeField } from './project-type-field';

const resolver = parsedFormResolver((values: JobFormValues) => parseJobForm(values));
const SKILL_MESSAGES = { repeated: JOB_FORM_MESSAGES.skillRepeated, tooMany: JOB_MESSAGES.tooManySkills };

function messagesOf(errors: FieldErrors<JobFormValues>): JobFormErrors {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) =>
      error && typeof error.message === 'string' ? [[field, error.message]] : [],
    ),
  );
}

interface JobFormProps {
  defaultValues: JobFormValues;
  /** Attachments go with a new job; an edit keeps the ones the job has. */
  withAttachments: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitIcon: ReactNode;
  /** The server's message is shown if this throws; the message when it sends none. */
  failureMessage: string;
  onSubmit: (parsed: ParsedJobForm) => Promise<void>;
  onCancel: () => void;
}

/** Every field of a job (SPEC §3), in SPEC's order, checked with the server's own schema before sending. */
export function JobForm({
  defaultValues,
  withAttachments,
  submitLabel,
  pendingLabel,
  submitIcon,
  failureMessage,
  onSubmit,
  onCancel,
}: JobFormProps) {
  const skillDraft = useSkillDraft();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<JobFormValues, unknown, ParsedJobForm>({ resolver, defaultValues });
  const projectType = useWatch({ control, name: 'projectType' });
  const amountField = projectType === 'fixed' ? 'budget' : 'hourlyRate';
  const today = brazilDate(new Date());

  const submit = handleSubmit(
    async (parsed) => {
      try {
        await onSubmit(parsed);
      } catch (error) {
        const { message } = showSubmitError(setError, error, {
          fallback: failureMessage,
          network: JOB_FORM_MESSAGES.network,
          fieldOf: (serverMessage) => fieldOfMessage(serverMessage, getValues('projectType')),
        });
        toast.error(message);
      }
    },
    (invalid) => {
      const first = firstJobError(messagesOf(invalid));
      if (first) toast.error(first);
    },
  );

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    skillDraft.fold({ getValues, setValue });
    return submit(event);
  };

  return (
    <form onSubmit={onFormSubmit} noValidate className="space-y-6" aria-busy={isSubmitting || undefined}>
      <SectionCard title="Sobre o trabalho" description="O que você precisa e quem procura para fazer.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Título"
            placeholder="Ex.: Site para uma padaria"
            maxLength={JOB_LIMITS.titleMaxLength}
            error={errors.title?.message}
            className="sm:col-span-2"
            {...register('title')}
          />
          <CategorySelect
            emptyLabel="Selecione uma categoria"
            error={errors.category?.message}
            {...register('category')}
          />
          <SelectField
            label="Nível de experiência"
            error={errors.experienceLevel?.message}
            {...register('experienceLevel')}
          >
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {EXPERIENCE_LEVEL_LABELS[level]}
              </option>
            ))}
          </SelectField>
        </div>
      </SectionCard>

      <SectionCard title="Orçamento e prazo" description="Valores em reais. Você pode digitar, por exemplo, 1.500,00.">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <ProjectTypeField registration={register('projectType')} />
          </div>
          {/* SPEC §4: fixed shows the budget, hourly shows the hourly rate. */}
          <Controller
            key={amountField}
            control={control}
            name={amountField}
            render={({ field, fieldState }) => (
              <MoneyField
                label={amountField === 'budget' ? 'Orçamento (R$)' : 'Valor por hora (R$)'}
                placeholder={amountField === 'budget' ? 'Ex.: 1.500,00' : 'Ex.: 80,00'}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <TextField
            label="Duração estimada"
            placeholder="Ex.: 2 semanas"
            maxLength={JOB_LIMITS.durationMaxLength}
            error={errors.duration?.message}
            {...register('duration')}
          />
          <TextField
            label="Prazo de entrega"
            type="date"
            min={today}
            error={errors.deliveryDeadline?.message}
            {...register('deliveryDeadline')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Descrição e requisitos" description="Quanto mais claro o pedido, melhores as propostas.">
        <div className="space-y-5">
          <TextareaField
            label="Descrição"
            rows={5}
            maxLength={JOB_LIMITS.descriptionMaxLength}
            placeholder="Conte o objetivo do projeto, o que deve ser entregue e como você gostaria de trabalhar."
            error={errors.description?.message}
            {...register('description')}
          />
          <TextareaField
            label="Requisitos (opcional)"
            rows={4}
            maxLength={JOB_LIMITS.requirementsMaxLength}
            placeholder="Ex.: experiência comprovada com lojas virtuais, portfólio com trabalhos parecidos."
            error={errors.requirements?.message}
            {...register('requirements')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Preferências" description="Onde, em que idioma e com quais habilidades.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Localização (opcional)"
            placeholder="Ex.: São Paulo, SP"
            maxLength={JOB_LIMITS.locationMaxLength}
            error={errors.location?.message}
            {...register('location')}
          />
          <TextField
            label="Idiomas preferidos (opcional)"
            placeholder="Ex.: Português, Inglês"
            maxLength={JOB_LIMITS.languagesMaxLength}
            error={errors.preferredLanguages?.message}
            {...register('preferredLanguages')}
          />
          <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-nevoa-300 bg-white p-4 transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 sm:col-span-2">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
              {...register('remote')}
            />
            <span>
              <span className="block font-semibold text-nevoa-950">Trabalho remoto</span>
              <span className="block text-nevoa-600 text-sm">O trabalho pode ser feito de qualquer lugar.</span>
            </span>
          </label>
          <div className="sm:col-span-2">
            <SkillsField
              control={control}
              draft={skillDraft}
              label="Habilidades (opcional)"
              placeholder="Ex.: React"
              maxTags={JOB_LIMITS.skillsMax}
              maxTagLength={JOB_LIMITS.skillMaxLength}
              clean={cleanJobSkills}
              messages={SKILL_MESSAGES}
            />
          </div>
        </div>
      </SectionCard>

      {withAttachments && (
        <SectionCard
          title="Anexos"
          description="Briefings, referências, planilhas: o que ajudar a entender o trabalho."
        >
          <Controller
            control={control}
            name="attachments"
            render={({ field, fieldState }) => (
              <AttachmentsInput
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </SectionCard>
      )}

      <FormAlert message={formAlertOf(errors)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="md" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" size="md" loading={isSubmitting}>
          {!isSubmitting && submitIcon}
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
