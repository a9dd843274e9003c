import { CONTRACT_STATUSES } from '@labora/shared/contracts';
import { describe, expect, it } from 'vitest';
import { allowedActions, refusalOf } from './transitions.js';

describe('contract transitions', () => {
  it('lets each side do exactly its moves in each state', () => {
    const table = Object.fromEntries(
      CONTRACT_STATUSES.map((status) => [
        status,
        { client: allowedActions('client', status), freelancer: allowedActions('freelancer', status) },
      ]),
    );
    expect(table).toEqual({
      aguardando_inicio: { client: ['cancel'], freelancer: ['start', 'cancel'] },
      em_andamento: { client: ['conclude'], freelancer: ['progress'] },
      concluido: { client: [], freelancer: [] },
      cancelado: { client: [], freelancer: [] },
    });
  });

  it('answers 403 for the wrong side and 409 for the wrong state', () => {
    expect(refusalOf('conclude', 'freelancer', 'em_andamento')?.code).toBe('FORBIDDEN');
    expect(refusalOf('start', 'client', 'aguardando_inicio')?.code).toBe('FORBIDDEN');
    expect(refusalOf('start', 'freelancer', 'concluido')?.code).toBe('INVALID_TRANSITION');
    expect(refusalOf('cancel', 'client', 'em_andamento')?.code).toBe('INVALID_TRANSITION');
  });
});
