import { formatNameInput } from '@labora/shared/names';
import { formatPhone } from '@labora/shared/phone';
import {
  cleanSkills,
  GENDERS,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type TProfile,
  type TUpdateProfile,
} from '@labora/shared/users';
import { Save } from 'lucide-react';
import type { ComponentType, FormEvent, Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { SkillsField, useSkillDraft } from '@/components/skills-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { MoneyField } from '@/components/ui/money-field';
import { OptionsSelect } from '@/components/ui/options-select';
import { SectionCard } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { GENDER_LABELS } from '../lib/gender-labels';
import { fieldOfMessage, type ProfileFormValues, parseProfileForm, toFormValues } from '../lib/profile-form';
import { PROFILE_FORM_MESSAGES } from '../lib/profile-messages';
import { EmailChangeDialog } from './email-change-dialog';

const resolver = parsedFormResolver(parseProfileForm);

const SKILL_MESSAGES = {
  repeated: PROFILE_FORM_MESSAGES.skillRepeated,
  tooMany: PROFILE_MESSAGES.tooManySkills,
};

/** What the form gives its city box; `details` is set only by picking a city from the list. */
export interface CityFieldProps {
  value: string;
  details: TProfile['locationDetails'];
  onChange: (location: string, details: TProfile['locationDetails']) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

interface ProfileFormProps {
  profile: TProfile;
  /** The city search lives in the catalog feature; the screen that composes both passes it in. */
  CityField: ComponentType<CityFieldProps>;
}

/** The profile's text fields; 'Salvar Alterações' saves them all but the e-mail (PUT /api/users/profile). */
export function ProfileForm({ profile, CityField }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const skillDraft = useSkillDraft();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<ProfileFormValues, unknown, TUpdateProfile>({ resolver, defaultValues: toFormValues(profile) });
  const locationDetails = useWatch({ control, name: 'locationDetails' });

  // Masks as the person types (SPEC §5): names keep letters and capitalise words, the phone gets (XX) XXXXX-XXXX.
  const masked = (name: 'first_name' | 'last_name' | 'phone', format: (value: string) => string) =>
    register(name, {
      onChange: (event) => setValue(name, format(event.target.value), { shouldValidate: isSubmitted }),
    });

  const submit = handleSubmit((values) => {
    updateProfile.mutate(values, {
      onSuccess: ({ message, profile: saved }) => {
        reset(toFormValues(saved));
        skillDraft.setDraft('');
        toast.success(message || PROFILE_MESSAGES.saved);
      },
      onError: (error) => {
        // A validation refusal names its field by message; anything else is toasted.
        const { message, onField } = showSubmitError(setError, error, {
          fallback: PROFILE_FORM_MESSAGES.saveFailed,
          network: PROFILE_FORM_MESSAGES.network,
          fieldOf: fieldOfMessage,
          alert: false,
        });
        if (!onField) toast.error(message);
      },
    });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    skillDraft.fold({ getValues, setValue });
    return submit(event);
  };

  return (
    <SectionCard title="Informações do perfil" description="Como você aparece para clientes e freelancers na Labora.">
      <form onSubmit={onSubmit} noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Nome"
            autoComplete="given-name"
            autoCapitalize="words"
            error={errors.first_name?.message}
            {...masked('first_name', formatNameInput)}
          />
          <TextField
            label="Sobrenome"
            autoComplete="family-name"
            autoCapitalize="words"
            error={errors.last_name?.message}
            {...masked('last_name', formatNameInput)}
          />
          {/* Read-only: the e-mail changes in its own dialog, with the password and a code sent to the new address. */}
          <div>
            <TextField label="E-mail" type="email" autoComplete="email" readOnly value={profile.email} />
            <EmailChangeDialog currentEmail={profile.email} />
          </div>
          {/* Read-only too: the phone may sign in, so it changes in Configurações, with the password and a code. */}
          <TextField
            label="Telefone"
            type="tel"
            readOnly
            value={formatPhone(profile.phone)}
            hint={
              <>
                Para alterar ou verificar o celular, acesse{' '}
                <Link to={paths.customizeProfile} className="font-semibold text-brand-700 underline underline-offset-2">
                  Configurações
                </Link>
                .
              </>
            }
          />
          <TextField
            label="Cargo"
            placeholder="Ex.: Desenvolvedora front-end"
            maxLength={PROFILE_LIMITS.userTypeMaxLength}
            error={errors.user_type?.message}
            {...register('user_type')}
          />
          <Controller
            control={control}
            name="location"
            render={({ field, fieldState }) => (
              <CityField
                ref={field.ref}
                value={field.value}
                details={locationDetails}
                onChange={(location, details) => {
                  setValue('locationDetails', details);
                  field.onChange(location);
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="hourly_rate"
            render={({ field, fieldState }) => (
              <MoneyField
                label="Valor por hora (R$)"
                placeholder="Ex.: 85,00"
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <OptionsSelect
            label="Gênero"
            error={errors.gender?.message}
            emptyLabel="Selecione"
            options={GENDERS}
            labelOf={(gender) => GENDER_LABELS[gender]}
            {...register('gender')}
          />
          <TextareaField
            label="Bio"
            rows={4}
            maxLength={PROFILE_LIMITS.bioMaxLength}
            placeholder="Conte um pouco sobre você, sua experiência e como você trabalha."
            error={errors.bio?.message}
            className="sm:col-span-2"
            {...register('bio')}
          />
          <div className="sm:col-span-2">
            <SkillsField
              control={control}
              draft={skillDraft}
              label="Habilidades"
              placeholder="Ex.: Figma"
              maxTags={PROFILE_LIMITS.skillsMax}
              maxTagLength={PROFILE_LIMITS.skillMaxLength}
              clean={cleanSkills}
              messages={SKILL_MESSAGES}
            />
          </div>
        </div>
        {errors.root?.message && (
          <div className="mt-6">
            <FormAlert message={errors.root.message} />
          </div>
        )}
        <div className="mt-8 flex justify-end border-nevoa-200 border-t pt-6">
          <Button type="submit" size="md" loading={updateProfile.isPending} className="w-full sm:w-auto">
            {!updateProfile.isPending && <Save aria-hidden className="size-4" />}
            Salvar Alterações
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
