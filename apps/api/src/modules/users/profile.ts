import { normalizeEmail } from '@labora/shared/email';
import { centsToReais, reaisToCents } from '@labora/shared/money';
import { PHONE_MESSAGES } from '@labora/shared/phone-sign-in';
import { PROFILE_MESSAGES, type TProfile, type TUpdateProfile, USERS_MESSAGES } from '@labora/shared/users';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { pruneSkillLevels } from '../skills/service.js';

/** The profile as SPEC names its fields; hourly_rate back in reais. */
export function toProfile(user: UserRow): TProfile {
  const hasPlace = user.locationPlaceId !== null && user.locationLatitude !== null && user.locationLongitude !== null;
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    user_type: user.userType,
    location: user.location,
    locationDetails: hasPlace
      ? {
          placeId: user.locationPlaceId ?? '',
          latitude: user.locationLatitude ?? 0,
          longitude: user.locationLongitude ?? 0,
        }
      : null,
    hourly_rate: user.hourlyRateCents === null ? null : centsToReais(user.hourlyRateCents),
    gender: (user.gender || '') as TProfile['gender'],
    bio: user.bio,
    skills: user.skills,
    avatar_url: user.avatarUrl,
  };
}

/**
 * Saves the acting user's own profile. The e-mail and the phone are not changed here (that takes the password, see
 * email-change.ts and phone.ts): sent, they must be the account's own, so SPEC's clients that send the whole form
 * keep working.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { actor: UserRow; profile: TUpdateProfile },
): Promise<UserRow> {
  const p = input.profile;
  if (p.email !== undefined && normalizeEmail(p.email) !== normalizeEmail(input.actor.email)) {
    throw new AppError('EMAIL_CHANGE_NEEDS_CONFIRMATION', PROFILE_MESSAGES.emailNeedsConfirmation);
  }
  // Likewise the phone, which may sign in: it changes in Configurações with the password, and is then unverified.
  if (p.phone !== input.actor.phone) {
    throw new AppError('PHONE_CHANGE_NEEDS_PASSWORD', PHONE_MESSAGES.changeNeedsPassword);
  }
  const place = p.location ? p.locationDetails : null;
  // The skills' levels ('Habilidades & Metas') follow the profile's skills in the same transaction.
  const user = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: p.first_name,
        lastName: p.last_name,
        userType: p.user_type,
        location: p.location,
        locationPlaceId: place?.placeId ?? null,
        locationLatitude: place?.latitude ?? null,
        locationLongitude: place?.longitude ?? null,
        hourlyRateCents: p.hourly_rate === null ? null : reaisToCents(p.hourly_rate),
        gender: p.gender,
        bio: p.bio,
        skills: p.skills,
        updatedAt: deps.clock.now(),
      })
      .where(eq(users.id, input.actor.id))
      .returning();
    if (row) await pruneSkillLevels(tx, row.id, row.skills);
    return row;
  });
  if (!user) throw new AppError('NOT_FOUND', USERS_MESSAGES.notFound);
  return user;
}
