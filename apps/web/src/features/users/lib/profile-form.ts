import { centsToReais, reaisToCents } from '@labora/shared/money';
import { formatPhone } from '@labora/shared/phone';
import { PROFILE_MESSAGES, type TProfile, type TUpdateProfile, ZUpdateProfileRequest } from '@labora/shared/users';
import { PROFILE_FORM_MESSAGES } from './profile-messages';

/**
 * What the edit form holds: the profile's fields as typed (the hourly rate in centavos, null when empty; the phone masked). Not the
 * e-mail: it is shown read-only and changes through its own dialog.
 */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  user_type: string;
  location: string;
  /** Set only by picking a city from the list; typing clears it. */
  locationDetails: TProfile['locationDetails'];
  hourly_rate: number | null;
  gender: TProfile['gender'];
  bio: string;
  skills: string[];
}

export type ProfileField = keyof ProfileFormValues;

export function toFormValues(profile: TProfile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: formatPhone(profile.phone),
    user_type: profile.user_type,
    location: profile.location,
    locationDetails: profile.locationDetails,
    hourly_rate: profile.hourly_rate === null ? null : reaisToCents(profile.hourly_rate),
    gender: profile.gender,
    bio: profile.bio,
    skills: profile.skills,
  };
}

/** Where each message of the profile schema (and of the server, which uses the same one) belongs. */
const FIELD_OF_MESSAGE: Partial<Record<string, ProfileField>> = {
  [PROFILE_MESSAGES.namesRequired]: 'first_name',
  [PROFILE_MESSAGES.nameTooLong]: 'first_name',
  [PROFILE_MESSAGES.invalidPhone]: 'phone',
  [PROFILE_MESSAGES.userTypeTooLong]: 'user_type',
  [PROFILE_MESSAGES.locationTooLong]: 'location',
  [PROFILE_MESSAGES.invalidLocation]: 'location',
  [PROFILE_MESSAGES.invalidHourlyRate]: 'hourly_rate',
  [PROFILE_MESSAGES.invalidGender]: 'gender',
  [PROFILE_MESSAGES.bioTooLong]: 'bio',
  [PROFILE_MESSAGES.tooManySkills]: 'skills',
  [PROFILE_MESSAGES.skillTooLong]: 'skills',
};

export function fieldOfMessage(message: string): ProfileField | undefined {
  return FIELD_OF_MESSAGE[message];
}

/** By field; `root` for a problem no field owns. */
export type ProfileFormErrors = Partial<Record<ProfileField | 'root', string>>;

/**
 * The request the form sends, checked by the very schema the server applies (ZUpdateProfileRequest),
 * plus what only the form knows: whether the city came from the list.
 */
export function parseProfileForm(values: ProfileFormValues): { data: TUpdateProfile } | { errors: ProfileFormErrors } {
  const errors: ProfileFormErrors = {};
  // The profile's hourly_rate travels in reais (SPEC's field); the box holds centavos.
  const hourlyRate = values.hourly_rate === null ? null : centsToReais(values.hourly_rate);
  // "Cities only": free text is refused, an empty box clears the city.
  if (values.location.trim() !== '' && values.locationDetails === null)
    errors.location = PROFILE_FORM_MESSAGES.pickCity;

  const result = ZUpdateProfileRequest.safeParse({
    ...values,
    locationDetails: values.location.trim() === '' ? null : values.locationDetails,
    hourly_rate: hourlyRate,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [key] = issue.path;
      const field: ProfileField | undefined =
        key === 'locationDetails'
          ? 'location'
          : typeof key === 'string' && key in values
            ? (key as ProfileField)
            : undefined;
      const target = field ?? fieldOfMessage(issue.message) ?? 'root';
      if (!errors[target]) errors[target] = issue.message;
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { data: result.data };
}
