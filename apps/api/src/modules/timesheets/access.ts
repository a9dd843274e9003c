import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { TIMESHEET_MESSAGES } from '@labora/shared/timesheets';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type ContractRow, contracts } from '../../db/schema/contracts.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { isHourly } from './statements.js';

export type Side = 'client' | 'freelancer';

/**
 * An hourly contract and the caller's side: 404 unknown, 403 not a party, 409 not hourly. `lock`: its row lock, the
 * one every movement of its escrow takes first (contracts/moves.ts), so a statement's money never moves twice.
 */
export async function hourlyContractOf(
  tx: Executor,
  input: { actor: UserRow; id: string; lock: boolean },
): Promise<{ contract: ContractRow; side: Side }> {
  const query = tx.select().from(contracts).where(eq(contracts.id, input.id));
  const [contract] = input.lock ? await query.for('update') : await query;
  if (!contract) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
  const side: Side | null =
    contract.clientId === input.actor.id ? 'client' : contract.freelancerId === input.actor.id ? 'freelancer' : null;
  if (!side) throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.forbidden);
  if (!isHourly(contract)) throw new AppError('NOT_HOURLY', TIMESHEET_MESSAGES.notHourly);
  return { contract, side };
}
