import { z } from 'zod';
import { ZSessionUser } from './auth.js';
import { AUTH_LIMITS } from './auth-rules.js';
import { isValidEmail } from './email.js';
import { reaisToCents } from './money.js';
import { normalizeName } from './names.js';
import { isValidPhone } from './phone.js';
import { twoFactorCodeField } from './two-factor.js';

// Users: the freelancer flag, the own profile (edit and view) and the avatar.
export const USERS_MESSAGES = {
  freelancerFlagRequired: 'Informe isFreelancer como verdadeiro ou falso.',
  freelancerUpdated: 'Perfil atualizado com sucesso!',
  freelancerUpdateFailed: 'Falha ao atualizar status de freelancer',
  notFound: 'Usuário não encontrado.',
} as const;

export const ZUserIdParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });

export const ZSetFreelancerRequest = z.object({
  isFreelancer: z.boolean({ error: USERS_MESSAGES.freelancerFlagRequired }),
});
export type TSetFreelancerRequest = z.infer<typeof ZSetFreelancerRequest>;

export const ZSetFreelancerResponse = z.object({ message: z.string(), user: ZSessionUser });
export type TSetFreelancerResponse = z.infer<typeof ZSetFreelancerResponse>;

export const PROFILE_LIMITS = {
  userTypeMaxLength: 100,
  locationMaxLength: 120,
  bioMaxLength: 2000,
  skillsMax: 30,
  skillMaxLength: 40,
  hourlyRateMaxReais: 100_000,
} as const;

export const GENDERS = ['masculino', 'feminino', 'nao_identificar'] as const;

export const PROFILE_MESSAGES = {
  namesRequired: 'Informe nome e sobrenome.',
  nameTooLong: `Nome e sobrenome devem ter no máximo ${AUTH_LIMITS.nameMaxLength} caracteres.`,
  invalidEmail: 'Formato de e-mail inválido.',
  invalidPhone: 'Formato de telefone inválido.',
  userTypeTooLong: `O cargo deve ter no máximo ${PROFILE_LIMITS.userTypeMaxLength} caracteres.`,
  locationTooLong: `A cidade deve ter no máximo ${PROFILE_LIMITS.locationMaxLength} caracteres.`,
  invalidLocation: 'Localização inválida.',
  invalidHourlyRate: 'O valor por hora deve ser um valor em reais, não negativo, com no máximo 2 casas decimais.',
  invalidGender: 'Gênero inválido.',
  bioTooLong: `A bio deve ter no máximo ${PROFILE_LIMITS.bioMaxLength.toLocaleString('pt-BR')} caracteres.`,
  tooManySkills: `Informe no máximo ${PROFILE_LIMITS.skillsMax} habilidades.`,
  skillTooLong: `Cada habilidade deve ter no máximo ${PROFILE_LIMITS.skillMaxLength} caracteres.`,
  emailTaken: 'Este e-mail já está em uso por outra conta.',
  emailNeedsConfirmation:
    'Para alterar o e-mail, use "Alterar e-mail": pedimos sua senha e um código enviado ao novo endereço.',
  saved: 'Perfil atualizado com sucesso!',
} as const;

/** Skills as the user typed them: trimmed, blanks dropped, repeated ones (any case) kept once. */
export function cleanSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLocaleLowerCase('pt-BR');
    if (skill && !seen.has(key)) {
      seen.add(key);
      out.push(skill);
    }
  }
  return out;
}

const name = z
  .string({ error: PROFILE_MESSAGES.namesRequired })
  .transform(normalizeName)
  .refine((v) => v.length > 0, PROFILE_MESSAGES.namesRequired)
  .refine((v) => v.length <= AUTH_LIMITS.nameMaxLength, PROFILE_MESSAGES.nameTooLong);

export const ZLocationDetails = z.object({
  placeId: z.string({ error: PROFILE_MESSAGES.invalidLocation }).max(20, PROFILE_MESSAGES.invalidLocation),
  latitude: z.number({ error: PROFILE_MESSAGES.invalidLocation }).min(-90).max(90),
  longitude: z.number({ error: PROFILE_MESSAGES.invalidLocation }).min(-180).max(180),
});

/** SPEC's profile fields; hourly_rate in reais, as the form shows it. */
export const ZUpdateProfileRequest = z.object({
  first_name: name,
  last_name: name,
  // Optional and never changed here: sent, it must be the account's own (an e-mail change needs the password and a code).
  email: z
    .string({ error: PROFILE_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, PROFILE_MESSAGES.invalidEmail)
    .optional(),
  phone: z
    .string({ error: PROFILE_MESSAGES.invalidPhone })
    .trim()
    .refine(isValidPhone, PROFILE_MESSAGES.invalidPhone)
    .transform((v) => v.replace(/\D/g, '')),
  user_type: z
    .string({ error: PROFILE_MESSAGES.userTypeTooLong })
    .trim()
    .max(PROFILE_LIMITS.userTypeMaxLength, PROFILE_MESSAGES.userTypeTooLong)
    .default(''),
  location: z
    .string({ error: PROFILE_MESSAGES.locationTooLong })
    .trim()
    .max(PROFILE_LIMITS.locationMaxLength, PROFILE_MESSAGES.locationTooLong)
    .default(''),
  locationDetails: ZLocationDetails.nullable().default(null),
  hourly_rate: z
    .number({ error: PROFILE_MESSAGES.invalidHourlyRate })
    .min(0, PROFILE_MESSAGES.invalidHourlyRate)
    .max(PROFILE_LIMITS.hourlyRateMaxReais, PROFILE_MESSAGES.invalidHourlyRate)
    .refine((v) => reaisToCents(v) !== null, PROFILE_MESSAGES.invalidHourlyRate)
    .nullable()
    .default(null),
  gender: z.enum([...GENDERS, ''], { error: PROFILE_MESSAGES.invalidGender }).default(''),
  bio: z
    .string({ error: PROFILE_MESSAGES.bioTooLong })
    .max(PROFILE_LIMITS.bioMaxLength, PROFILE_MESSAGES.bioTooLong)
    .default(''),
  skills: z
    .array(
      z
        .string({ error: PROFILE_MESSAGES.skillTooLong })
        .max(PROFILE_LIMITS.skillMaxLength, PROFILE_MESSAGES.skillTooLong),
      { error: PROFILE_MESSAGES.tooManySkills },
    )
    .transform(cleanSkills)
    .refine((v) => v.length <= PROFILE_LIMITS.skillsMax, PROFILE_MESSAGES.tooManySkills)
    .default([]),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export type TUpdateProfile = z.output<typeof ZUpdateProfileRequest>;

export const ZProfile = z.object({
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  user_type: z.string(),
  location: z.string(),
  locationDetails: ZLocationDetails.nullable(),
  hourly_rate: z.number().nullable(),
  gender: z.enum([...GENDERS, '']),
  bio: z.string(),
  skills: z.array(z.string()),
  avatar_url: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const AVATAR_LIMITS = {
  /** SPEC §9: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** The formats the server accepts, decided by the file's content. */
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  /** Stored avatars are square WebP images of this side. */
  sizePx: 256,
} as const;

export const AVATAR_MESSAGES = {
  notImage: 'Por favor, selecione apenas arquivos de imagem.',
  tooLarge: 'A imagem deve ter menos de 5MB.',
  noFile: 'Selecione uma imagem primeiro.',
  unsupported: 'Formato não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.',
  unreadable: 'Não foi possível ler a imagem. O arquivo pode estar corrompido.',
  uploaded: 'Avatar atualizado com sucesso!',
  removed: 'Avatar removido com sucesso!',
  uploadFailed: 'Erro ao fazer upload da imagem',
  removeFailed: 'Erro ao remover a foto',
} as const;

// The e-mail change: POST /api/users/email-change (new address + current password → a code mailed to the new
// address), then POST /api/users/email-change/confirm (the code → the e-mail changed, the old address told, every
// other session ended). A stolen session alone cannot move the account to another address.

export const EMAIL_CHANGE_LIMITS = {
  codeLength: AUTH_LIMITS.otpLength,
  codeTtlMinutes: AUTH_LIMITS.otpTtlMinutes,
  maxAttempts: AUTH_LIMITS.otpMaxAttempts,
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  newEmailMissing: 'Informe o novo e-mail.',
  invalidEmail: PROFILE_MESSAGES.invalidEmail,
  sameEmail: 'O novo e-mail é igual ao atual.',
  emailTaken: PROFILE_MESSAGES.emailTaken,
  passwordMissing: 'Informe sua senha atual.',
  passwordWrong: 'Senha incorreta.',
  codeSent: 'Enviamos um código de 6 dígitos para o novo e-mail. Digite-o para confirmar a troca.',
  codeMissing: 'Informe o código de 6 dígitos.',
  codeFormat: 'O código tem 6 dígitos.',
  codeInvalid: 'Código inválido ou expirado. Confira o e-mail ou peça um novo código.',
  changed: 'E-mail alterado com sucesso! Suas outras sessões foram encerradas.',
  requestRateLimited: 'Muitos pedidos de troca de e-mail. Aguarde um pouco e tente novamente.',
  checkRateLimited: 'Muitas tentativas com o código. Aguarde alguns minutos e peça um novo código.',
  requestFailed: 'Não foi possível enviar o código. Tente novamente.',
  confirmFailed: 'Não foi possível confirmar o novo e-mail. Tente novamente.',
} as const;

// Generous bound: a password typed here is only ever compared, so its length tells a guesser nothing.
const TYPED_PASSWORD_MAX = 1000;

export const ZEmailChangeRequest = z.object(
  {
    newEmail: z
      .string({ error: EMAIL_CHANGE_MESSAGES.newEmailMissing })
      .trim()
      .toLowerCase()
      .min(1, EMAIL_CHANGE_MESSAGES.newEmailMissing)
      .refine(isValidEmail, EMAIL_CHANGE_MESSAGES.invalidEmail),
    password: z
      .string({ error: EMAIL_CHANGE_MESSAGES.passwordMissing })
      .min(1, EMAIL_CHANGE_MESSAGES.passwordMissing)
      .max(TYPED_PASSWORD_MAX, EMAIL_CHANGE_MESSAGES.passwordWrong),
    /** Asked for when two-factor sign-in is on (shared/two-factor.ts). */
    twoFactorCode: twoFactorCodeField,
  },
  { error: EMAIL_CHANGE_MESSAGES.newEmailMissing },
);
export type TEmailChangeRequest = z.input<typeof ZEmailChangeRequest>;

export const ZEmailChangeResponse = z.object({
  message: z.string(),
  /** Where the code went, as the server stored it (lowercase). */
  newEmail: z.string(),
  expiresInMinutes: z.number().int(),
});
export type TEmailChangeResponse = z.infer<typeof ZEmailChangeResponse>;

export const ZEmailChangeConfirmRequest = z.object(
  {
    code: z
      .string({ error: EMAIL_CHANGE_MESSAGES.codeMissing })
      .trim()
      .min(1, EMAIL_CHANGE_MESSAGES.codeMissing)
      .regex(new RegExp(`^\\d{${EMAIL_CHANGE_LIMITS.codeLength}}$`), EMAIL_CHANGE_MESSAGES.codeFormat),
  },
  { error: EMAIL_CHANGE_MESSAGES.codeMissing },
);
export type TEmailChangeConfirmRequest = z.input<typeof ZEmailChangeConfirmRequest>;

export const ZEmailChangeConfirmResponse = z.object({ message: z.string(), profile: ZProfile, user: ZSessionUser });
export type TEmailChangeConfirmResponse = z.infer<typeof ZEmailChangeConfirmResponse>;

/** Answer of PUT and DELETE /api/users/profile/picture (SPEC §7); avatar_url is null after a removal. */
export const ZAvatarResponse = z.object({ message: z.string(), avatar_url: z.string().nullable() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;
