import { CPF_MESSAGES, cpfStatusOf, type TCpfStatus } from '@labora/shared/account';
import { COMMON_MESSAGES } from '@labora/shared/errors';
import { and, eq, ne } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>;

// A refusal tells that some account has the CPF typed: few tries an hour, so the endpoint is no lookup service.
const CPF_RATE_LIMIT = {
  name: 'cpf-set:user',
  limit: 10,
  windowMs: 60 * 60_000,
  message: CPF_MESSAGES.rateLimited,
} satisfies RateLimitRule;

/** The caller's own CPF, masked, and whether one is set. */
export async function getCpfStatus(deps: Pick<AppDeps, 'db'>, input: { actor: UserRow }): Promise<TCpfStatus> {
  const [row] = await deps.db.select({ cpf: users.cpf }).from(users).where(eq(users.id, input.actor.id));
  if (!row) throw new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
  return cpfStatusOf(row.cpf);
}

/**
 * Sets the caller's CPF (11 digits, already validated) once. The same CPF again answers as saved; a different one
 * on an account that has one is refused (support changes it), and so is a CPF another account has, also when two
 * accounts race for it (the unique index decides).
 */
export async function setCpf(deps: Deps, input: { actor: UserRow; cpf: string }): Promise<TCpfStatus> {
  const { actor, cpf } = input;
  await consumeRateLimit(deps, CPF_RATE_LIMIT, actor.id);
  try {
    return await deps.db.transaction(async (tx) => {
      const [own] = await tx.select({ cpf: users.cpf }).from(users).where(eq(users.id, actor.id)).for('update');
      if (!own) throw new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
      if (own.cpf === cpf) return cpfStatusOf(cpf);
      if (own.cpf !== null) throw new AppError('CPF_ALREADY_SET', CPF_MESSAGES.alreadySet);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.cpf, cpf), ne(users.id, actor.id)));
      if (other) throw new AppError('CPF_TAKEN', CPF_MESSAGES.taken);
      await tx.update(users).set({ cpf, updatedAt: deps.clock.now() }).where(eq(users.id, actor.id));
      return cpfStatusOf(cpf);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CPF_TAKEN', CPF_MESSAGES.taken);
    throw error;
  }
}
