import { z } from 'zod';
import { deviceTokenField } from './auth.js';
import { AUTH_MESSAGES } from './auth-rules.js';
import { isValidPhone, phoneDigits } from './phone.js';
import { PHONE_MESSAGES } from './phone-sign-in-rules.js';

export { PHONE_CODE_LIMITS, PHONE_MESSAGES, phoneCodeSms } from './phone-sign-in-rules.js';

const phone = z
  .string({ error: PHONE_MESSAGES.invalidPhone })
  .trim()
  .max(20, PHONE_MESSAGES.invalidPhone)
  .refine(isValidPhone, PHONE_MESSAGES.invalidPhone)
  .transform(phoneDigits);

const code = z
  .string({ error: PHONE_MESSAGES.codeFormat })
  .trim()
  .max(20, PHONE_MESSAGES.codeInvalid)
  .regex(/^\d+$/, PHONE_MESSAGES.codeFormat);

/** POST /api/auth/phone/code: the phone and a solved proof-of-work challenge (always required here). */
export const ZPhoneSignInCodeRequest = z.object({
  phone,
  altcha: z
    .string({ error: PHONE_MESSAGES.challengeMissing })
    .min(1, PHONE_MESSAGES.challengeMissing)
    .max(4000, AUTH_MESSAGES.challengeInvalid),
});
export type TPhoneSignInCodeRequest = z.input<typeof ZPhoneSignInCodeRequest>;

/** POST /api/auth/phone/verify: answers like POST /api/auth/login. */
// `device`: the remembered-device token two-factor sign-in gave this browser, as on the password login.
export const ZPhoneSignInRequest = z.object({ phone, code, device: deviceTokenField });
export type TPhoneSignInRequest = z.input<typeof ZPhoneSignInRequest>;

/** The settings card: the account's own phone (digits) and whether it is verified. */
export const ZPhoneStatus = z.object({ phone: z.string(), phoneVerified: z.boolean() });
export type TPhoneStatus = z.infer<typeof ZPhoneStatus>;

export const ZPhoneStatusResponse = ZPhoneStatus.extend({ message: z.string() });
export type TPhoneStatusResponse = z.infer<typeof ZPhoneStatusResponse>;

export const ZPhoneVerifyRequest = z.object({ code });
export type TPhoneVerifyRequest = z.input<typeof ZPhoneVerifyRequest>;

export const ZPhoneChangeRequest = z.object({
  phone,
  password: z
    .string({ error: PHONE_MESSAGES.passwordMissing })
    .min(1, PHONE_MESSAGES.passwordMissing)
    .max(1000, PHONE_MESSAGES.passwordWrong),
});
export type TPhoneChangeRequest = z.input<typeof ZPhoneChangeRequest>;
