import { COMMON_MESSAGES } from '@labora/shared/errors';
/** The profile screens' own texts (the shared ones are in @labora/shared/profile and /avatar). */
export const PROFILE_FORM_MESSAGES = {
  pickCity: 'Escolha uma cidade da lista.',
  skillRepeated: 'Essa habilidade já está na lista.',
  saveFailed: 'Não foi possível salvar o perfil. Tente novamente.',
  network: COMMON_MESSAGES.offline,
  loadFailed: 'Não foi possível carregar seu perfil.',
} as const;
