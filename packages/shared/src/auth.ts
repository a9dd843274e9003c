import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES, type TRegisterRequest } from './auth-rules.js';
import { isValidEmail } from './email.js';
import { meetsPasswordRules } from './password.js';

const text = z.string({ error: AUTH_MESSAGES.fillAll });

/** Field names as the SPEC's registration payload writes them. */
export const ZRegisterRequest = z.object({
  first_name: text,
  last_name: text,
  phone: text,
  email: text,
  password: text,
  confirm_password: text,
}) satisfies z.ZodType<TRegisterRequest>;

export const ZRegisterResponse = z.object({ message: z.string() });

const loginText = z.string({ error: AUTH_MESSAGES.loginMissing }).max(1000, AUTH_MESSAGES.loginWrong);
export const ZLoginRequest = z.object({ email: loginText, password: loginText });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRole = z.enum(['user', 'admin', 'moderator']);
export type TRole = z.infer<typeof ZRole>;

/** The session user: SPEC's field names, both naming styles included, never a hash. */
export const ZSessionUser = z.object({
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  firstName: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  isFreelancer: z.boolean(),
  role: ZRole,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({
  user: ZSessionUser,
  token: z.string(),
  isFirstLogin: z.boolean(),
  message: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

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
