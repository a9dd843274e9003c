export const ACTION_FAILED_MESSAGE = 'Não foi possível atualizar o contrato. Tente novamente.';
