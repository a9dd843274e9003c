import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES, type TRegisterRequest } from './auth-rules.js';
import { isValidEmail } from './email.js';
import { meetsPasswordRules } from './password.js';

const text = z.string({ error: AUTH_MESSAGES.fillAll });

/**
 * A solved proof-of-work challenge as the ALTCHA widget hands it over (base64 JSON of the challenge and its
 * solution). Optional: the server asks for one (429 CHALLENGE_REQUIRED) only past a soft rate limit.
 */
const altchaPayload = z.string({ error: AUTH_MESSAGES.challengeInvalid }).max(4000, AUTH_MESSAGES.challengeInvalid);

/** Field names as the SPEC's registration payload writes them. */
export const ZRegisterRequest = z.object({
  first_name: text,
  last_name: text,
  phone: text,
  email: text,
  password: text,
  confirm_password: text,
  altcha: altchaPayload.optional(),
}) satisfies z.ZodType<TRegisterRequest>;
/** The sign-up body as sent: the SPEC's fields plus the optional solved challenge. */
export type TRegisterBody = z.infer<typeof ZRegisterRequest>;

const loginText = z.string({ error: AUTH_MESSAGES.loginMissing }).max(1000, AUTH_MESSAGES.loginWrong);
/** A remembered device's token (two-factor sign-in's 'Lembrar este dispositivo'), sent by every way in. */
export const deviceTokenField = z.string().max(200).optional();
export const ZLoginRequest = z.object({
  email: loginText,
  password: loginText,
  altcha: altchaPayload.optional(),
  device: deviceTokenField,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRole = z.enum(['user', 'admin', 'moderator']);
export type TRole = z.infer<typeof ZRole>;

/** SPEC §6's user intents: buyer ('Contratar um Freelancer') and seller ('Ser um Freelancer'). */
export const INTENTS = ['buyer', 'seller'] as const;
export type TIntent = (typeof INTENTS)[number];

/** The session user: SPEC's field names, both naming styles included, never a hash. */
export const ZSessionUser = z.object({
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  firstName: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  /** SPEC's boolean: false both for a buyer and for someone who has not chosen yet. */
  isFreelancer: z.boolean(),
  /** The intent chosen on /user-selection or in Configurações; null until chosen (tells the two falses apart). */
  intent: z.enum(INTENTS).nullable(),
  role: ZRole,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** A session started: what every way in answers once the person is fully known. */
export const ZSignedInResponse = z.object({
  user: ZSessionUser,
  token: z.string(),
  isFirstLogin: z.boolean(),
  message: z.string(),
});
export type TSignedInResponse = z.infer<typeof ZSignedInResponse>;

/**
 * The right password (or phone code) of someone with two-factor sign-in on: no session yet; the ticket and a code
 * go to POST /api/auth/two-factor (shared/two-factor.ts).
 */
export const ZTwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  ticket: z.string(),
  message: z.string(),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

export const ZLoginResponse = z.union([ZSignedInResponse, ZTwoFactorChallenge]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

// isSignedIn (a session, or two-factor's second step?) lives in auth-rules.ts: the guest screens use it without zod.
export { isSignedIn } from './auth-rules.js';

export const ZMeResponse = z.object({ user: ZSessionUser, isFirstLogin: z.boolean() });
export type TMeResponse = z.infer<typeof ZMeResponse>;

const emailText = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .refine(isValidEmail, AUTH_MESSAGES.invalidEmail);

export const ZRequestOtpRequest = z.object({ email: emailText });
export type TRequestOtpRequest = z.infer<typeof ZRequestOtpRequest>;

export const ZVerifyOtpRequest = z.object({
  email: emailText,
  otp: z.string({ error: AUTH_MESSAGES.otpInvalid }).trim().max(20, AUTH_MESSAGES.otpInvalid),
  newPassword: z
    .string({ error: AUTH_MESSAGES.resetWeakPassword })
    .max(AUTH_LIMITS.passwordMaxLength, AUTH_MESSAGES.passwordTooLong)
    .refine(meetsPasswordRules, AUTH_MESSAGES.resetWeakPassword),
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** A proof-of-work challenge (ALTCHA v2, PBKDF2), signed by the server; the widget fetches and solves it. */
export const ZChallengeResponse = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional().describe('Unix time in seconds'),
  }),
  signature: z.string(),
});
export type TChallengeResponse = z.infer<typeof ZChallengeResponse>;
