import { CONTRACT_MESSAGES, type TContractAction, type TContractStatus } from '@labora/shared/contracts';

export type ContractRole = 'client' | 'freelancer';

interface Transition {
  /** Who may do it. */
  by: ContractRole[];
  /** In which states. */
  from: TContractStatus[];
  /** The state after it (progress stays in its state). */
  to: TContractStatus;
  /** Why not, when the caller is the wrong side. */
  wrongSide: string;
}

/**
 * Every move of a contract, in one place: the freelancer starts and reports progress, the client concludes,
 * either side may cancel before the work starts. The wallet will hook its money movements to these moves.
 */
export const TRANSITIONS: Record<TContractAction, Transition> = {
  start: {
    by: ['freelancer'],
    from: ['aguardando_inicio'],
    to: 'em_andamento',
    wrongSide: CONTRACT_MESSAGES.onlyFreelancerStarts,
  },
  progress: {
    by: ['freelancer'],
    from: ['em_andamento'],
    to: 'em_andamento',
    wrongSide: CONTRACT_MESSAGES.onlyFreelancerProgress,
  },
  conclude: {
    by: ['client'],
    from: ['em_andamento'],
    to: 'concluido',
    wrongSide: CONTRACT_MESSAGES.onlyClientConcludes,
  },
  cancel: {
    by: ['client', 'freelancer'],
    from: ['aguardando_inicio'],
    to: 'cancelado',
    wrongSide: CONTRACT_MESSAGES.forbidden,
  },
};

/** Null when `role` may do `action` now; otherwise the reason, with the HTTP answer it deserves. */
export function refusalOf(
  action: TContractAction,
  role: ContractRole,
  status: TContractStatus,
): { code: 'FORBIDDEN' | 'INVALID_TRANSITION'; message: string } | null {
  const rule = TRANSITIONS[action];
  if (!rule.by.includes(role)) return { code: 'FORBIDDEN', message: rule.wrongSide };
  if (!rule.from.includes(status)) {
    const message =
      action === 'cancel' && status === 'em_andamento'
        ? CONTRACT_MESSAGES.cancelAfterStart
        : CONTRACT_MESSAGES.notAllowed;
    return { code: 'INVALID_TRANSITION', message };
  }
  return null;
}

export function allowedActions(role: ContractRole, status: TContractStatus): TContractAction[] {
  return (Object.keys(TRANSITIONS) as TContractAction[]).filter((action) => refusalOf(action, role, status) === null);
}
