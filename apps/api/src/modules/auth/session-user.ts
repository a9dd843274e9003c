import type { TSessionUser } from '@labora/shared/auth';
import type { UserRow } from '../../db/schema/users.js';

/** The SPEC's session user, both naming styles included; nothing private leaves through here. */
export function toSessionUser(user: UserRow): TSessionUser {
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    firstName: user.firstName,
    email: user.email,
    avatar_url: user.avatarUrl,
    isFreelancer: user.isFreelancer ?? false,
    role: user.role,
  };
}

/** True until the user has chosen buyer or seller. */
export function isFirstLogin(user: UserRow): boolean {
  return user.isFreelancer === null;
}
