import type { AppDeps } from '../../deps.js';
import type { EventConsumer } from '../../lib/event-log.js';
import { payFromConfirmedDeposit } from './moves.js';

/**
 * The event log's consumer for what contracts do after another module's commit: a deposit made to pay a contract
 * (PIX, bank transfer), confirmed later, pays it from the client's wallet.
 */
export function contractsConsumer(deps: Pick<AppDeps, 'db' | 'clock'>): EventConsumer {
  return {
    name: 'contracts',
    async deliver(batch) {
      for (const event of batch) {
        if (event.type !== 'deposit.confirmed' || !event.data.contractId || !event.actorId) continue;
        await payFromConfirmedDeposit(deps, { contractId: event.data.contractId, clientId: event.actorId });
      }
    },
  };
}
