import { z } from 'zod';
import { pageFields } from './paging.js';

/**
 * Connections: two people are connected when they had a contract together (any state), when both wrote in
 * their direct conversation, or when one accepted the other's connection request. 'Sugestões' are people I am
 * not connected to, ranked by the connections we have in common ('conexões em comum').
 */
export const CONNECTION_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;

export const CONNECTION_LIMITS = {
  /** Connection requests one person may send an hour. */
  requestsPerHour: 30,
  suggestionsPageDefault: 5,
  suggestionsPageMax: 20,
  requestsPageDefault: 10,
  requestsPageMax: 50,
} as const;

export const CONNECTION_MESSAGES = {
  personNotFound: 'Pessoa não encontrada.',
  requestNotFound: 'Pedido de conexão não encontrado.',
  selfRequest: 'Você não pode se conectar com você mesmo.',
  alreadyConnected: 'Vocês já estão conectados.',
  alreadySent: 'Pedido de conexão já enviado.',
  /** The other person already asked: accepting theirs connects both. */
  alreadyReceived: 'Essa pessoa já lhe enviou um pedido de conexão. Aceite-o para se conectarem.',
  notReceiver: 'Só quem recebeu o pedido pode respondê-lo.',
  notPending: 'Este pedido já foi respondido.',
  tooMany: 'Você enviou muitos pedidos de conexão. Aguarde um pouco e tente novamente.',
} as const;

const personId = z.uuid({ error: CONNECTION_MESSAGES.personNotFound });

export const ZConnectionRequestIdParams = z.object({ id: z.uuid({ error: CONNECTION_MESSAGES.requestNotFound }) });
export const ZSendConnectionRequest = z.object({ userId: personId });

/** Someone as suggestions and requests show them: public fields only (name, picture, 'Cargo'). */
export const ZConnectionPerson = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** The 'Cargo' of their profile; empty when they wrote none. */
  headline: z.string(),
  /** Connections the caller and this person have in common. */
  mutualConnections: z.number().int().min(0),
});
export type TConnectionPerson = z.infer<typeof ZConnectionPerson>;

export const ZSuggestionsQuery = z.object({
  ...pageFields(CONNECTION_LIMITS.suggestionsPageDefault, CONNECTION_LIMITS.suggestionsPageMax),
});

export const ZSuggestionsPage = z.object({
  /** Most connections in common first (at least one), then by name. */
  items: z.array(ZConnectionPerson),
  hasMore: z.boolean(),
});
export type TSuggestionsPage = z.infer<typeof ZSuggestionsPage>;

export const ZConnectionRequest = z.object({
  id: z.uuid(),
  status: z.enum(CONNECTION_REQUEST_STATUSES),
  /** The other side of the request, from the caller's point of view. */
  person: ZConnectionPerson,
  createdAt: z.string(),
});
export type TConnectionRequest = z.infer<typeof ZConnectionRequest>;

export const ZIncomingRequestsQuery = z.object({
  ...pageFields(CONNECTION_LIMITS.requestsPageDefault, CONNECTION_LIMITS.requestsPageMax),
});

export const ZIncomingRequestsPage = z.object({
  /** Pending requests to the caller, newest first. */
  items: z.array(ZConnectionRequest),
  hasMore: z.boolean(),
});
export type TIncomingRequestsPage = z.infer<typeof ZIncomingRequestsPage>;
