import type { TAdminUser } from '@labora/shared/admin';
import { formatCount } from '@/lib/format';

/**
 * 'Disputas perdidas': the disputes whose final split gave the person less than half of the escrow. The API adds
 * `disputesLost` to the list item with the disputes module; until the shared schema has it, '—' where absent.
 */
export function disputesLostText(user: TAdminUser): string {
  const lost = (user as TAdminUser & { disputesLost?: unknown }).disputesLost;
  return typeof lost === 'number' ? formatCount(lost) : '—';
}
