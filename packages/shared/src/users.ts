import { z } from 'zod';
import { ZSessionUser } from './auth.js';

export const USERS_MESSAGES = {
  freelancerFlagRequired: 'Informe isFreelancer como verdadeiro ou falso.',
  freelancerUpdated: 'Perfil atualizado com sucesso!',
  freelancerUpdateFailed: 'Falha ao atualizar status de freelancer',
  notFound: 'Usuário não encontrado.',
} as const;

export const ZUserIdParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });

export const ZSetFreelancerRequest = z.object({
  isFreelancer: z.boolean({ error: USERS_MESSAGES.freelancerFlagRequired }),
});
export type TSetFreelancerRequest = z.infer<typeof ZSetFreelancerRequest>;

export const ZSetFreelancerResponse = z.object({ message: z.string(), user: ZSessionUser });
export type TSetFreelancerResponse = z.infer<typeof ZSetFreelancerResponse>;
